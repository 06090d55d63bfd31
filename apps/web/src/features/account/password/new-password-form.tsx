import { Button, Stack } from '@mantine/core';
import { passwordPayloadSchema } from '@taxlens/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { bodyResolver } from '../../../shared/forms/body-resolver';
import { ErrorListAlert, errorMessages } from '../../../shared/ui/error-list-alert';
import { NewPasswordFields, type NewPasswordValue } from './new-password-fields';
import { checklistState } from './password-checklist';

type Props = { submitLabel: string; onSubmit: (newPassword: string, confirmPassword: string) => Promise<void> };

// The server's body, and every line of the live checklist met (the server checks the same rules).
const newPasswordSchema = passwordPayloadSchema.superRefine((body, ctx) => {
  for (const line of checklistState(body.newPassword, body.confirmPassword))
    if (!line.met) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: line.label });
});
const resolver = bodyResolver(
  newPasswordSchema,
  (v: NewPasswordValue) => ({ newPassword: v.password, confirmPassword: v.confirmPassword }),
  ([field]) => (field === 'newPassword' ? 'password' : 'confirmPassword'),
);

/** Spec 1 §2 "Change password": New Password, Confirm Password and the live checklist; server refusals listed. */
export function NewPasswordForm({ submitLabel, onSubmit }: Props) {
  const { handleSubmit, formState, watch, setValue } = useForm<
    NewPasswordValue,
    unknown,
    { newPassword: string; confirmPassword: string }
  >({
    resolver,
    mode: 'onChange',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const [errors, setErrors] = useState<string[]>([]);
  const value = watch();
  // The fields are shared with settings, where they are not a form of their own: they stay controlled.
  const change = (next: NewPasswordValue) => {
    setValue('password', next.password, { shouldValidate: true });
    setValue('confirmPassword', next.confirmPassword, { shouldValidate: true });
  };

  async function submit({ newPassword, confirmPassword }: { newPassword: string; confirmPassword: string }) {
    setErrors([]);
    try {
      await onSubmit(newPassword, confirmPassword);
    } catch (failure) {
      setErrors(errorMessages(failure, 'The password could not be saved. Please try again.'));
    }
  }

  return (
    <form onSubmit={handleSubmit(submit)} noValidate>
      <Stack>
        <ErrorListAlert title="The password was not changed" messages={errors} />
        <NewPasswordFields value={value} onChange={change} required checklistId="password-checklist" />
        <Button type="submit" disabled={!formState.isValid} loading={formState.isSubmitting} w="fit-content">
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
