import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { sendMailboxCode } from '../api/send-mailbox-code';
import { verifyMailboxCode } from '../api/verify-mailbox-code';
import { errorText, SetupError } from './setup-error';

type Props = { email: string; onProven: () => void };

/**
 * Decision 126: before a first method is set up, the person proves they read the mailbox on file,
 * so a stolen password alone cannot attach someone else's authenticator.
 */
export function MailboxProof({ email, onProven }: Props) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'send' | 'verify' | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function send() {
    setError(null);
    setBusy('send');
    try {
      setSentTo((await sendMailboxCode()).sentTo);
      setCode('');
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(null);
    }
  }

  async function verify() {
    setError(null);
    if (!/^\d{6}$/.test(code.trim())) return setCodeError('Enter the 6-digit code from the e-mail.');
    setCodeError(null);
    setBusy('verify');
    try {
      await verifyMailboxCode(code.trim());
      onProven();
    } catch (failure) {
      setError(errorText(failure));
      setCode('');
    } finally {
      setBusy(null);
    }
  }

  return (
    <Stack>
      <Text fw={600}>Step 1: Confirm your e-mail address</Text>
      <Text size="sm">{`First we e-mail a setup code to ${email}, the address on your account. Enter it here to continue.`}</Text>
      <SetupError message={error} />
      <Group>
        <Button variant={sentTo ? 'default' : 'filled'} onClick={send} loading={busy === 'send'}>
          {sentTo ? 'Send a New Code' : 'Send Setup Code'}
        </Button>
      </Group>
      {sentTo && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void verify();
          }}
        >
          <Stack gap="xs">
            <Text size="sm" role="status">{`We sent a 6-digit code to ${sentTo}. It is valid for 10 minutes.`}</Text>
            <Group align="flex-end">
              <TextInput
                label="Setup Code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(e) => setCode(e.currentTarget.value)}
                error={codeError}
                withAsterisk
                data-autofocus
              />
              <Button type="submit" loading={busy === 'verify'}>
                Confirm Code
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
