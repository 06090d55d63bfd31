import { Alert, Skeleton, Stack, Title } from '@mantine/core';
import { checklistState } from './password/password-checklist';
import type { TwoFactorState } from '@taxlens/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, useCallback, useDeferredValue, useState } from 'react';
import { refreshSession } from '../../shared/session/refresh-session';
import { useSessionUser } from '../../shared/session/use-session-user';
import { SettingsForm } from '../../shared/settings/settings-form';
import { setStoredUser } from '../../shared/storage/local-store';
import { AfterFirstPaint } from '../../shared/ui/after-first-paint';
import { PageSkeleton } from '../../shared/ui/page-skeleton';
import { WhenNearView } from '../../shared/ui/when-near-view';
import { useLenderFormData, useTimeZoneList } from '../../shared/api/form-data';
import { settingsQuery, useSettings } from './api/get-settings';
import { saveSettings } from './api/save-settings';
import { EMPTY_PASSWORDS, type PasswordFields, PasswordSection } from './settings/password-section';
import { firstTwoFactorState, type SetupMethod, TwoFactorForm } from './two-factor/two-factor-form';

// The two tables below the form (their code and their calls) come after the form is drawn (decision 308), and only
// when the reader scrolls near them: below the first view on a phone and on a laptop alike (decision 346).
const ActiveSessions = lazy(() => import('./settings/active-sessions').then((m) => ({ default: m.ActiveSessions })));
const SignInHistory = lazy(() => import('./settings/sign-in-history').then((m) => ({ default: m.SignInHistory })));

/** /settings (spec 1 §2): the user's own settings, then the active sessions. */
export function SettingsPage() {
  const user = useSessionUser();
  const settings = useSettings();
  const timeZones = useTimeZoneList();
  const lenderForm = useLenderFormData();
  // The answers render as transitions, in slices: the form (420 zones among its options) was the page's one
  // long task, rendered at once when the settings arrived (decision 341).
  const data = useDeferredValue(settings.data);
  const zoneNames = useDeferredValue(timeZones.data);
  const notificationGroups = useDeferredValue(lenderForm.data?.notificationGroups);
  const queryClient = useQueryClient();
  const [passwords, setPasswords] = useState<PasswordFields>(EMPTY_PASSWORDS);
  // Starts as the two-factor form's first report, and a report that changes nothing keeps the state: the form's
  // mount no longer renders the whole page a second time (decision 342).
  const [twoFactor, setTwoFactor] = useState(() => firstTwoFactorState(user));
  const onTwoFactorState = useCallback(
    (choice: SetupMethod | null, valid: boolean) =>
      setTwoFactor((current) => (current.choice === choice && current.valid === valid ? current : { choice, valid })),
    [],
  );
  const onVerified = useCallback(
    (state: TwoFactorState) => {
      const current = user;
      if (current) setStoredUser({ ...current, ...state });
    },
    [user],
  );

  // Spec 1 §5: Save is disabled while a typed password is invalid or a chosen method is not verified.
  const typing = passwords.password.length > 0 || passwords.confirmPassword.length > 0;
  const passwordBlocked =
    typing &&
    (!checklistState(passwords.password, passwords.confirmPassword).every((l) => l.met) || !passwords.currentPassword);
  const twoFactorBlocked = twoFactor.choice !== null && !twoFactor.valid;

  if (settings.isError) return <Alert color="red">Your settings could not be loaded.</Alert>;
  // The title needs no data: drawn at once, the form when the settings arrive (decision 308).
  if (!data || !user)
    return (
      <Stack maw={760}>
        <Title order={1}>Settings</Title>
        <PageSkeleton />
      </Stack>
    );
  const sso = user.selectedLender?.sso ?? false;
  const sessionsPlaceholder = <Skeleton h={240} />;

  return (
    <Stack maw={760}>
      <Title order={1}>Settings</Title>
      <SettingsForm
        settings={data}
        own
        sso={sso}
        timeZones={zoneNames ?? []}
        notificationGroups={notificationGroups}
        blocked={passwordBlocked || twoFactorBlocked}
        renderPasswordSection={() => <PasswordSection value={passwords} onChange={setPasswords} />}
        renderTwoFactorSection={() => (
          <TwoFactorForm user={user} onStateChange={onTwoFactorState} onVerified={onVerified} />
        )}
        onSave={async (values) => {
          const saved = await saveSettings({
            ...values,
            ...(sso ? { username: undefined } : {}),
            ...(twoFactor.choice ? { f2aType: twoFactor.choice } : { f2aType: data.f2aType }),
            ...(typing ? passwords : {}),
          });
          // Spec 1 §4: clear the password fields and store the new two-factor type on the user.
          setPasswords(EMPTY_PASSWORDS);
          setStoredUser({
            ...user,
            f2aType: saved.f2aType,
            firstName: saved.firstName,
            lastName: saved.lastName,
            email: saved.email,
            timeZone: saved.timeZone,
            notificationTypes: saved.notificationTypes,
            display: `${saved.firstName} ${saved.lastName}`.trim(),
          });
          queryClient.setQueryData(settingsQuery.queryKey, saved);
          void refreshSession().catch(() => undefined);
        }}
      />
      <AfterFirstPaint fallback={sessionsPlaceholder}>
        <WhenNearView fallback={sessionsPlaceholder}>
          <ActiveSessions />
          <SignInHistory />
        </WhenNearView>
      </AfterFirstPaint>
    </Stack>
  );
}
