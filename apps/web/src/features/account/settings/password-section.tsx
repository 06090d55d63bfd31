import { PasswordInput, Stack } from '@mantine/core';
import { PasswordChecklist } from '../password/password-checklist';

export type PasswordFields = { currentPassword: string; password: string; confirmPassword: string };
export const EMPTY_PASSWORDS: PasswordFields = { currentPassword: '', password: '', confirmPassword: '' };

/** Settings' Password Reset section: the current password, the new one twice, and the live checklist. */
export function PasswordSection({ value, onChange }: { value: PasswordFields; onChange: (next: PasswordFields) => void }) {
  const set = (field: keyof PasswordFields) => (e: React.ChangeEvent<HTMLInputElement>) => onChange({ ...value, [field]: e.currentTarget.value });
  const typing = value.password.length > 0 || value.confirmPassword.length > 0;
  return (
    <Stack gap="sm">
      <PasswordInput label="Current Password" autoComplete="current-password" withAsterisk={typing} value={value.currentPassword} onChange={set('currentPassword')} />
      <PasswordInput label="New Password" autoComplete="new-password" value={value.password} onChange={set('password')} aria-describedby="settings-password-checklist" />
      <PasswordInput
        label="Confirm Password"
        autoComplete="new-password"
        value={value.confirmPassword}
        onChange={set('confirmPassword')}
        error={value.confirmPassword && value.confirmPassword !== value.password ? 'Passwords must match' : undefined}
      />
      <div id="settings-password-checklist">
        <PasswordChecklist newPassword={value.password} confirmPassword={value.confirmPassword} />
      </div>
    </Stack>
  );
}
