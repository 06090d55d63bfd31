import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { ErrorListAlert, errorMessages } from '../../../shared/ui/error-list-alert';
import { NewPasswordFields, type NewPasswordValue } from './new-password-fields';
import { checklistState } from './password-checklist';

type Props = { submitLabel: string; onSubmit: (newPassword: string, confirmPassword: string) => Promise<void> };

/** Spec 1 §2 "Change password": New Password, Confirm Password and the live checklist; server refusals listed. */
export function NewPasswordForm({ submitLabel, onSubmit }: Props) {
  const [value, setValue] = useState<NewPasswordValue>({ password: '', confirmPassword: '' });
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const allMet = checklistState(value.password, value.confirmPassword).every((line) => line.met);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!allMet) return;
    setBusy(true);
    setErrors([]);
    try {
      await onSubmit(value.password, value.confirmPassword);
    } catch (failure) {
      setErrors(errorMessages(failure, 'The password could not be saved. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <ErrorListAlert title="The password was not changed" messages={errors} />
        <NewPasswordFields value={value} onChange={setValue} required checklistId="password-checklist" />
        <Button type="submit" disabled={!allMet} loading={busy} w="fit-content">
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
