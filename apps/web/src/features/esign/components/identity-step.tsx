import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useCheckIdentity } from '../api/check-identity';
import { useSendCode } from '../api/send-code';

/** The known-borrower check: the last 4 digits of the tax id and a code mailed to the signer. */
export function IdentityStep({ token, taxIdKind }: { token: string; taxIdKind: string }) {
  const sendCode = useSendCode(token);
  const check = useCheckIdentity(token);
  const [last4, setLast4] = useState('');
  const [code, setCode] = useState('');
  const error = sendCode.error ?? check.error;

  return (
    <Stack gap="sm" component="section" aria-labelledby="identity-title">
      <Title order={2} size="h4" id="identity-title">
        1. Confirm it is you
      </Title>
      <Text size="sm">
        We send a one-time code to your e-mail address (and phone, if the lender gave one). Enter it with the last 4
        digits of the {taxIdKind}.
      </Text>
      <Group>
        <Button variant="light" loading={sendCode.isPending} onClick={() => sendCode.mutate(undefined)}>
          {sendCode.isSuccess ? 'Send a new code' : 'Send me a code'}
        </Button>
      </Group>
      {sendCode.isSuccess && (
        <Text size="sm" role="status">
          A code is on its way. It is valid for 10 minutes.
        </Text>
      )}
      <form
        aria-label="Confirm your identity"
        onSubmit={(e) => {
          e.preventDefault();
          check.mutate({ last4, code });
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={`Last 4 digits of the ${taxIdKind}`}
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            required
            value={last4}
            onChange={(e) => setLast4(e.currentTarget.value.replace(/\D/g, ''))}
          />
          <TextInput
            label="One-time code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            value={code}
            onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, ''))}
          />
          {error && (
            <Text role="alert" c="red.8" size="sm">
              {error.message}
            </Text>
          )}
          <Group>
            <Button type="submit" loading={check.isPending} disabled={last4.length !== 4 || code.length !== 6}>
              Confirm
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
