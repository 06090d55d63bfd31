import { PasswordInput, Stack } from '@mantine/core';
import { memo } from 'react';
import { NewPasswordFields } from '../password/new-password-fields';

export type PasswordFields = { currentPassword: string; password: string; confirmPassword: string };
export const EMPTY_PASSWORDS: PasswordFields = { currentPassword: '', password: '', confirmPassword: '' };

/**
 * Settings' Password Reset section: the current password, the new one twice, and the live checklist. Renders only
 * when its fields change, not with every render of the settings form (decision 346).
 */
export const PasswordSection = memo(function PasswordSection({
  value,
  onChange,
}: {
  value: PasswordFields;
  onChange: (next: PasswordFields) => void;
}) {
  const typing = value.password.length > 0 || value.confirmPassword.length > 0;
  return (
    <Stack gap="sm">
      <PasswordInput
        label="Current Password"
        autoComplete="current-password"
        withAsterisk={typing}
        value={value.currentPassword}
        onChange={(e) => onChange({ ...value, currentPassword: e.currentTarget.value })}
      />
      <NewPasswordFields
        value={value}
        onChange={(next) => onChange({ ...value, ...next })}
        checklistId="settings-password-checklist"
      />
    </Stack>
  );
});
