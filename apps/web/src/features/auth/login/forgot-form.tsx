import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { requestPasswordReset } from '../api/request-password-reset';
import { requestUsername } from '../api/request-username';

type Props = { kind: 'username' | 'password'; onBack: () => void };

/** Forgot username (by e-mail) or password (by username); the answer never says whether an account exists. */
export function ForgotForm({ kind, onBack }: Props) {
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const label = kind === 'username' ? 'Email' : 'Username';

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!value.trim()) return setFieldError(`${label} is required`);
    setFieldError(null);
    setError(null);
    setBusy(true);
    try {
      const result =
        kind === 'username' ? await requestUsername(value.trim()) : await requestPasswordReset(value.trim());
      setAnswer(result.message);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The request could not be sent. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
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
          label={label}
          type={kind === 'username' ? 'email' : 'text'}
          autoComplete={kind === 'username' ? 'email' : 'username'}
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          error={fieldError}
          withAsterisk
          data-autofocus
        />
        <Group justify="space-between">
          <Button variant="subtle" onClick={onBack}>
            Back to Sign In
          </Button>
          <Button type="submit" loading={busy}>
            {kind === 'username' ? 'Send Username' : 'Send Reset Link'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
