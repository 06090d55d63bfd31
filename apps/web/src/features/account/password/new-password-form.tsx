import { Alert, Button, List, PasswordInput, Stack } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/api-client';
import { checklistState, PasswordChecklist } from './password-checklist';

type Props = { submitLabel: string; onSubmit: (newPassword: string, confirmPassword: string) => Promise<void> };

/** Spec 1 §2 "Change password": New Password, Confirm Password and the live checklist; server refusals listed. */
export function NewPasswordForm({ submitLabel, onSubmit }: Props) {
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const allMet = checklistState(newPassword, confirmPassword).every((line) => line.met);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!allMet) return;
    setBusy(true);
    setErrors([]);
    try {
      await onSubmit(newPassword, confirmPassword);
    } catch (failure) {
      setErrors(failure instanceof ApiError ? failure.messages.map((m) => m.value) : ['The password could not be saved. Please try again.']);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {errors.length > 0 && (
          <Alert color="red" role="alert" title="The password was not changed">
            <List size="sm">
              {errors.map((e) => (
                <List.Item key={e}>{e}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <PasswordInput
          label="New Password"
          autoComplete="new-password"
          withAsterisk
          value={newPassword}
          onChange={(e) => setNewPassword(e.currentTarget.value)}
          aria-describedby="password-checklist"
        />
        <PasswordInput
          label="Confirm Password"
          autoComplete="new-password"
          withAsterisk
          value={confirmPassword}
          onChange={(e) => setConfirmPassword(e.currentTarget.value)}
          error={confirmPassword && confirmPassword !== newPassword ? 'Passwords must match' : undefined}
        />
        <div id="password-checklist">
          <PasswordChecklist newPassword={newPassword} confirmPassword={confirmPassword} />
        </div>
        <Button type="submit" disabled={!allMet} loading={busy} w="fit-content">
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
