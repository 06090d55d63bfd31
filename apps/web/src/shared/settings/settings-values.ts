import {
  type Capabilities,
  isCapabilityActive,
  isCapabilityEditable,
  isCapabilityVisible,
  NOTIFICATION_GROUPS,
  type UserSettings,
} from '@taxlens/contracts';

export type SettingsValues = {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  timeZone: string;
  notificationTypes: string[];
};

export const valuesOf = (s: UserSettings): SettingsValues => ({
  username: s.username ?? '',
  email: s.email,
  firstName: s.firstName,
  lastName: s.lastName,
  timeZone: s.timeZone,
  notificationTypes: s.notificationTypes,
});

/** Spec 1 §4: which controls show and which are editable, from the capability states. */
export function decideSettingsControls(caps: Capabilities, opts: { own: boolean; sso: boolean }) {
  return {
    username: !opts.sso,
    // Spec 1 §4 "disabled when the email capability state is visible": visible but not editable (decision 070).
    emailDisabled: isCapabilityVisible(caps, 'useremailaddress') && !isCapabilityEditable(caps, 'useremailaddress'),
    namesRequired: isCapabilityActive(caps, 'userpasswordreset'),
    passwordSection: opts.own && isCapabilityVisible(caps, 'userpasswordreset'),
    twoFactorSection: isCapabilityVisible(caps, 'user2fa'),
  };
}

/** Spec 1 §5 settings rules: the field-level problems that keep Save disabled. */
export function findSettingsProblems(v: SettingsValues, controls: ReturnType<typeof decideSettingsControls>): string[] {
  const problems: string[] = [];
  if (!v.email.trim()) problems.push('email');
  if (controls.username && !v.username.trim()) problems.push('username');
  if (controls.namesRequired && !v.firstName.trim()) problems.push('firstName');
  if (controls.namesRequired && !v.lastName.trim()) problems.push('lastName');
  const chosen = NOTIFICATION_GROUPS.every((g) => v.notificationTypes.some((t) => t.startsWith(`${g.group}_`)));
  if (!chosen) problems.push('notificationTypes');
  return problems;
}
