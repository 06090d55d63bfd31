import {
  type Capabilities,
  ERROR_KEYS,
  type ErrorMessage,
  type F2aType,
  isCapabilityActive,
  isCapabilityEditable,
  isCapabilityVisible,
  NOTIFICATION_GROUPS,
  NOTIFICATION_TYPE_VALUES,
  type SettingsPayload,
} from '@taxlens/contracts';
import { isKnownTimeZone } from './time-zones.js';

export type StoredSettings = {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  timeZone: string;
  notificationTypes: string[];
  f2aType: F2aType;
};

export type SettingsContext = {
  capabilities: Capabilities;
  /** Single-sign-on lender: the username is neither shown nor changed. */
  sso: boolean;
  /** One's own settings (the only place the password can change). */
  own: boolean;
  stored: StoredSettings;
};

export type SettingsDecision = {
  errors: ErrorMessage[];
  changes: Partial<StoredSettings>;
  /** A new password to store after the current one is checked (own settings only). */
  password: { newPassword: string; confirmPassword: string; currentPassword: string } | null;
};

const invalid = (field: string, value: string): ErrorMessage => ({ key: ERROR_KEYS.validation, field, value });

/**
 * Spec 1 §4 and §5 applied on the server: fields the capabilities hide are ignored, fields they
 * lock are refused when changed, required fields must be present. Pure, so the matrix is tested.
 */
export function decideSettingsChanges(input: SettingsPayload, ctx: SettingsContext): SettingsDecision {
  const errors: ErrorMessage[] = [];
  const changes: Partial<StoredSettings> = {};
  const caps = ctx.capabilities;

  const email = input.email.trim();
  if (!email) errors.push(invalid('email', 'E-mail is required.'));
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.push(invalid('email', 'Enter a valid e-mail address.'));
  else if (email.toLowerCase() !== ctx.stored.email.toLowerCase()) {
    if (isCapabilityEditable(caps, 'useremailaddress')) changes.email = email;
    else errors.push(invalid('email', 'The e-mail address cannot be changed here.'));
  }

  if (!ctx.sso) {
    const username = input.username?.trim() ?? '';
    if (!username) errors.push(invalid('username', 'Username is required.'));
    else if (!/^[\w.@+-]{3,100}$/.test(username))
      errors.push(invalid('username', 'A username has 3 to 100 letters, digits or . _ - @ +.'));
    else if (username !== ctx.stored.username) changes.username = username;
  }

  const namesRequired = isCapabilityActive(caps, 'userpasswordreset');
  for (const [field, label] of [
    ['firstName', 'First Name'],
    ['lastName', 'Last Name'],
  ] as const) {
    const value = input[field]?.trim() ?? '';
    if (!value) {
      if (namesRequired) errors.push(invalid(field, `${label} is required.`));
    } else if (value !== ctx.stored[field]) changes[field] = value;
  }

  const types = input.notificationTypes;
  const unknown = types.filter((t) => !NOTIFICATION_TYPE_VALUES.includes(t));
  const missing = NOTIFICATION_GROUPS.filter((g) => types.filter((t) => t.startsWith(`${g.group}_`)).length !== 1);
  if (types.length === 0) errors.push(invalid('notificationTypes', 'Notification choices are required.'));
  else if (unknown.length > 0)
    errors.push(invalid('notificationTypes', `Unknown notification choice: ${unknown.join(', ')}.`));
  else if (missing.length > 0)
    errors.push(invalid('notificationTypes', `Choose one option for ${missing.map((g) => g.label).join(', ')}.`));
  else
    changes.notificationTypes = NOTIFICATION_GROUPS.map(
      (g) => types.find((t) => t.startsWith(`${g.group}_`)) as string,
    );

  if (input.timeZone) {
    if (isKnownTimeZone(input.timeZone)) {
      if (input.timeZone !== ctx.stored.timeZone) changes.timeZone = input.timeZone;
    } else errors.push(invalid('timeZone', 'Choose a time zone from the list.'));
  }

  // Another user's method is never chosen for them: a lender admin resets it instead.
  if (ctx.own && isCapabilityVisible(caps, 'user2fa')) {
    const f2a = input.f2aType;
    if (!f2a || f2a === 'OFF') {
      if (isCapabilityActive(caps, 'user2fa'))
        errors.push(invalid('f2aType', 'Choose a two-factor authentication method.'));
    } else if (f2a !== ctx.stored.f2aType) {
      // E-mail codes need no proof; every other method is set by its own verification first.
      if (f2a === 'EMAIL_TOTP') changes.f2aType = f2a;
      else errors.push(invalid('f2aType', 'Verify the new two-factor method before saving.'));
    }
  }

  let password: SettingsDecision['password'] = null;
  if (input.password) {
    if (!ctx.own || !isCapabilityVisible(caps, 'userpasswordreset')) {
      errors.push(invalid('password', 'The password cannot be changed here.'));
    } else if (!input.currentPassword) {
      errors.push(invalid('currentPassword', 'Current Password is required to change the password.'));
    } else {
      password = {
        newPassword: input.password,
        confirmPassword: input.confirmPassword ?? '',
        currentPassword: input.currentPassword,
      };
    }
  }
  return { errors, changes, password };
}
