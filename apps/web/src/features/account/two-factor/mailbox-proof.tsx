import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { lazyResolver } from '../../../shared/forms/lazy-resolver';
import { sendMailboxCode } from '../api/send-mailbox-code';
import { verifyMailboxCode } from '../api/verify-mailbox-code';
import { errorText, SetupError } from './setup-error';

type Props = { email: string; onProven: () => void };

const rules = lazyResolver<{ code: string }>(() => import('../account-resolvers').then((m) => m.mailboxProofResolver));

/**
 * Decision 126: before a first method is set up, the person proves they read the mailbox on file,
 * so a stolen password alone cannot attach someone else's authenticator.
 */
export function MailboxProof({ email, onProven }: Props) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState, setValue } = useForm<{ code: string }>({
    resolver: rules.resolver,
    defaultValues: { code: '' },
  });

  async function send() {
    setError(null);
    setSending(true);
    try {
      setSentTo((await sendMailboxCode()).sentTo);
      setValue('code', '');
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setSending(false);
    }
  }

  async function verify({ code }: { code: string }) {
    try {
      await verifyMailboxCode(code);
      onProven();
    } catch (failure) {
      setError(errorText(failure));
      setValue('code', '');
    }
  }

  return (
    <Stack>
      <Text fw={600}>Step 1: Confirm your e-mail address</Text>
      <Text size="sm">{`First we e-mail a setup code to ${email}, the address on your account. Enter it here to continue.`}</Text>
      <SetupError message={error} />
      <Group>
        <Button variant={sentTo ? 'default' : 'filled'} onClick={send} loading={sending}>
          {sentTo ? 'Send a New Code' : 'Send Setup Code'}
        </Button>
      </Group>
      {sentTo && (
        <form
          onFocus={rules.preload}
          onSubmit={(event) => {
            setError(null);
            void handleSubmit(verify)(event);
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
                error={formState.errors.code?.message}
                withAsterisk
                data-autofocus
                {...register('code')}
              />
              <Button type="submit" loading={formState.isSubmitting}>
                Confirm Code
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
