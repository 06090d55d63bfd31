import { Button, Divider, NativeSelect, Paper, Stack, TextInput, Title } from '@mantine/core';
import { PERSON_NAME_MAX, type UserSettings } from '@taxlens/contracts';
import { type ReactNode, useState } from 'react';
import { ErrorListAlert, errorMessages } from '../ui/error-list-alert';
import { Modal } from '../ui/modal';
import { NotificationRadios, type NotificationGroupOptions } from './notification-radios';
import { decideSettingsControls, findSettingsProblems, type SettingsValues, valuesOf } from './settings-values';

type Props = {
  settings: UserSettings;
  /** The signed-in user's own settings (spec 1 §2: the flag that shows the password section). */
  own: boolean;
  sso: boolean;
  timeZones: string[];
  /** From GET /lenders/formdata; the contracts' groups until it answers. */
  notificationGroups?: NotificationGroupOptions;
  /** Extra General Information fields (Manage Users adds the role). */
  extraFields?: ReactNode;
  /** Sections the caller owns: the password reset and the two-factor form (own settings only). */
  renderPasswordSection?: () => ReactNode;
  renderTwoFactorSection?: () => ReactNode;
  /** Save disabled for reasons the sections know (spec 1 §5: a typed password invalid, the authenticator not verified). */
  blocked?: boolean;
  onSave: (values: SettingsValues) => Promise<void>;
  onSaved?: () => void;
};

const scrollTop = () => window.scrollTo({ top: 0 });

/** Spec 1 §2 "Account settings": the reusable form, for oneself or (own=false) for another user. */
export function SettingsForm({
  settings,
  own,
  sso,
  timeZones,
  notificationGroups,
  extraFields,
  renderPasswordSection,
  renderTwoFactorSection,
  blocked,
  onSave,
  onSaved,
}: Props) {
  const [values, setValues] = useState<SettingsValues>(() => valuesOf(settings));
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const controls = decideSettingsControls(settings.capabilities, { own, sso });
  const problems = findSettingsProblems(values, controls);
  // Read the value now: the event's currentTarget is gone by the time a state updater runs.
  const set = (field: keyof SettingsValues) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (problems.length || blocked) return;
    setBusy(true);
    setErrors([]);
    try {
      await onSave(values);
      setSaved(true);
      scrollTop();
      onSaved?.();
    } catch (failure) {
      setErrors(errorMessages(failure, 'The settings could not be saved. Please try again.'));
      scrollTop();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <ErrorListAlert title="The settings were not saved" messages={errors} />
        <Paper withBorder p="md">
          <Title order={2} size="h3" mb="sm">
            General Information
          </Title>
          <Stack gap="sm">
            {controls.username && (
              <TextInput
                label="Username"
                withAsterisk
                autoComplete="username"
                value={values.username}
                onChange={set('username')}
              />
            )}
            <TextInput
              label="Email"
              type="email"
              withAsterisk
              autoComplete="email"
              disabled={controls.emailDisabled}
              value={values.email}
              onChange={set('email')}
            />
            <TextInput
              label="First Name"
              withAsterisk={controls.namesRequired}
              autoComplete="given-name"
              description={`Up to ${PERSON_NAME_MAX} characters`}
              value={values.firstName}
              onChange={set('firstName')}
            />
            <TextInput
              label="Last Name"
              withAsterisk={controls.namesRequired}
              autoComplete="family-name"
              description={`Up to ${PERSON_NAME_MAX} characters`}
              value={values.lastName}
              onChange={set('lastName')}
            />
            <NativeSelect
              label="Time Zone"
              value={values.timeZone}
              onChange={set('timeZone')}
              data={timeZones.includes(values.timeZone) ? timeZones : [values.timeZone, ...timeZones]}
            />
            {extraFields}
          </Stack>
        </Paper>
        {controls.passwordSection && renderPasswordSection && (
          <Paper withBorder p="md">
            <Title order={2} size="h3" mb="sm">
              Password Reset
            </Title>
            {renderPasswordSection()}
          </Paper>
        )}
        {controls.twoFactorSection && renderTwoFactorSection && (
          <Paper withBorder p="md">
            <Title order={2} size="h3" mb="sm">
              Two-Factor Authentication
            </Title>
            {renderTwoFactorSection()}
          </Paper>
        )}
        <Paper withBorder p="md">
          <Title order={2} size="h3" mb="sm">
            Notifications
          </Title>
          <NotificationRadios
            groups={notificationGroups}
            value={values.notificationTypes}
            onChange={(notificationTypes) => setValues((v) => ({ ...v, notificationTypes }))}
          />
        </Paper>
        <Divider />
        <Button type="submit" disabled={problems.length > 0 || blocked} loading={busy} w="fit-content">
          Save Settings
        </Button>
      </Stack>
      <Modal
        id="settings-saved"
        opened={saved}
        title="Settings Saved"
        onConfirm={() => setSaved(false)}
        onCancel={() => setSaved(false)}
      >
        Your settings have been saved.
      </Modal>
    </form>
  );
}
