import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { lazyResolver } from '../../../shared/forms/lazy-resolver';
import { requestPasswordReset } from '../api/request-password-reset';
import { requestUsername } from '../api/request-username';

type Props = { kind: 'username' | 'password'; onBack: () => void };
// Forgot username asks for the e-mail address, forgot password for the username: one field each.
type ForgotValues = { email: string; username: string };

const rules = {
  username: lazyResolver<ForgotValues>(() =>
    import('./login-resolvers').then((m) => m.forgotUsernameResolver as never),
  ),
  password: lazyResolver<ForgotValues>(() =>
    import('./login-resolvers').then((m) => m.forgotPasswordResolver as never),
  ),
};

/** Forgot username (by e-mail) or password (by username); the answer never says whether an account exists. */
export function ForgotForm({ kind, onBack }: Props) {
  const [answer, setAnswer] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<ForgotValues>({
    resolver: rules[kind].resolver,
    defaultValues: { email: '', username: '' },
  });
  const field = kind === 'username' ? 'email' : 'username';
  const label = kind === 'username' ? 'Email' : 'Username';

  async function submit(values: ForgotValues) {
    setError(null);
    try {
      const result =
        kind === 'username' ? await requestUsername(values.email) : await requestPasswordReset(values.username);
      setAnswer(result.message);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The request could not be sent. Please try again.');
    }
  }

  return (
    <form onSubmit={handleSubmit(submit)} onFocus={rules[kind].preload} noValidate>
      <Stack>
        <Text>
          {kind === 'username'
            ? 'Enter the e-mail address of your account. We will send your username there.'
            : 'Enter your username. We will e-mail you a link to choose a new password.'}
        </Text>
        {answer && (
          <Alert color="green" role="status">
            {answer}
          </Alert>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <TextInput
          key={field}
          label={label}
          type={kind === 'username' ? 'email' : 'text'}
          autoComplete={kind === 'username' ? 'email' : 'username'}
          error={formState.errors[field]?.message}
          withAsterisk
          data-autofocus
          {...register(field)}
        />
        <Group justify="space-between">
          <Button variant="subtle" onClick={onBack}>
            Back to Sign In
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            {kind === 'username' ? 'Send Username' : 'Send Reset Link'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
