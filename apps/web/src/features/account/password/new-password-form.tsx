import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { lazyResolver } from '../../../shared/forms/lazy-resolver';
import { ErrorListAlert, errorMessages } from '../../../shared/ui/error-list-alert';
import { NewPasswordFields, type NewPasswordValue } from './new-password-fields';

type Props = { submitLabel: string; onSubmit: (newPassword: string, confirmPassword: string) => Promise<void> };

const rules = lazyResolver<NewPasswordValue, { newPassword: string; confirmPassword: string }>(() =>
  import('../account-resolvers').then((m) => m.newPasswordResolver),
);

/** Spec 1 §2 "Change password": New Password, Confirm Password and the live checklist; server refusals listed. */
export function NewPasswordForm({ submitLabel, onSubmit }: Props) {
  const { handleSubmit, formState, watch, setValue } = useForm<
    NewPasswordValue,
    unknown,
    { newPassword: string; confirmPassword: string }
  >({
    resolver: rules.resolver,
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
    <form onSubmit={handleSubmit(submit)} onFocus={rules.preload} noValidate>
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
