import { Divider, Paper, Stack, TextInput, Title } from '@mantine/core';
import { PERSON_NAME_MAX, type UserSettings } from '@taxlens/contracts';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { ErrorListAlert, errorMessages } from '../ui/error-list-alert';
import { ModalOnDemand } from '../ui/modal-on-demand';
import type { NotificationGroupOptions } from './notification-radios';
import { NotificationsField } from './notifications-field';
import { SaveSettingsButton } from './save-settings-button';
import { TimeZoneField } from './time-zone-field';
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

/** Spec 1 §5's settings rules (one tested function, settings-values.ts) as the form's resolver. */
const settingsResolver =
  (controls: ReturnType<typeof decideSettingsControls>): Resolver<SettingsValues> =>
  (values) => {
    const problems = findSettingsProblems(values, controls);
    if (problems.length === 0) return { values, errors: {} };
    return {
      values: {},
      errors: Object.fromEntries(
        problems.map((field) => [field, { type: 'required', message: `${field} is required` }]),
      ),
    };
  };

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
  const [errors, setErrors] = useState<string[]>([]);
  const [saved, setSaved] = useState(false);
  const formId = useId();
  const controls = decideSettingsControls(settings.capabilities, { own, sso });
  const { username, emailDisabled, namesRequired, passwordSection, twoFactorSection } = controls;
  const resolver = useMemo(
    () => settingsResolver({ username, emailDisabled, namesRequired, passwordSection, twoFactorSection }),
    [username, emailDisabled, namesRequired, passwordSection, twoFactorSection],
  );
  // The spec keeps Save disabled while a rule fails (no field messages): validated on every change.
  const { register, control, handleSubmit } = useForm<SettingsValues>({
    resolver,
    mode: 'onChange',
    defaultValues: valuesOf(settings),
  });

  async function submit(values: SettingsValues) {
    if (blocked) return;
    setErrors([]);
    try {
      await onSave(values);
      setSaved(true);
      scrollTop();
      onSaved?.();
    } catch (failure) {
      setErrors(errorMessages(failure, 'The settings could not be saved. Please try again.'));
      scrollTop();
    }
  }

  // The two-factor section holds forms of its own (the SMS phone and code), and a form element cannot hold
  // another: the settings form element ends before it, and Save joins it by the form attribute
  // (docs/decisions/315). The notification radios need no element: their value is set on the form's state.
  return (
    <Stack>
      <form id={formId} onSubmit={handleSubmit(submit)} noValidate>
        <Stack>
          <ErrorListAlert title="The settings were not saved" messages={errors} />
          <Paper withBorder p="md">
            <Title order={2} size="h3" mb="sm">
              General Information
            </Title>
            <Stack gap="sm">
              {controls.username && (
                <TextInput label="Username" withAsterisk autoComplete="username" {...register('username')} />
              )}
              <TextInput
                label="Email"
                type="email"
                withAsterisk
                autoComplete="email"
                disabled={controls.emailDisabled}
                {...register('email')}
              />
              <TextInput
                label="First Name"
                withAsterisk={controls.namesRequired}
                autoComplete="given-name"
                description={`Up to ${PERSON_NAME_MAX} characters`}
                {...register('firstName')}
              />
              <TextInput
                label="Last Name"
                withAsterisk={controls.namesRequired}
                autoComplete="family-name"
                description={`Up to ${PERSON_NAME_MAX} characters`}
                {...register('lastName')}
              />
              <TimeZoneField control={control} timeZones={timeZones} />
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
        </Stack>
      </form>
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
        <NotificationsField control={control} groups={notificationGroups} />
      </Paper>
      <Divider />
      <SaveSettingsButton control={control} formId={formId} blocked={blocked} />
      <ModalOnDemand
        id="settings-saved"
        opened={saved}
        title="Settings Saved"
        onConfirm={() => setSaved(false)}
        onCancel={() => setSaved(false)}
      >
        Your settings have been saved.
      </ModalOnDemand>
    </Stack>
  );
}
