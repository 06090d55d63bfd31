import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { identityCheckSchema } from '@taxlens/contracts';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { useCheckIdentity } from '../api/check-identity';
import { useSendCode } from '../api/send-code';

type IdentityCheck = { last4: string; code: string };
const resolver = zodResolver(identityCheckSchema);

/** Digits only, as they are typed: the field drops anything else before the form sees it. */
const digitsOnly = (registered: UseFormRegisterReturn) => ({
  ...registered,
  onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
    event.currentTarget.value = event.currentTarget.value.replace(/\D/g, '');
    return registered.onChange(event);
  },
});

/** The known-borrower check: the last 4 digits of the tax id and a code mailed to the signer. */
export function IdentityStep({ token, taxIdKind }: { token: string; taxIdKind: string }) {
  const sendCode = useSendCode(token);
  const check = useCheckIdentity(token);
  const { register, handleSubmit, watch } = useForm<IdentityCheck>({
    resolver,
    defaultValues: { last4: '', code: '' },
  });
  // Confirm is offered as soon as both are typed: the schema read on each render, not after a validation round.
  const ready = identityCheckSchema.safeParse(watch()).success;
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
      <form aria-label="Confirm your identity" onSubmit={handleSubmit((input) => check.mutate(input))}>
        <Stack gap="sm">
          <TextInput
            label={`Last 4 digits of the ${taxIdKind}`}
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            required
            {...digitsOnly(register('last4'))}
          />
          <TextInput
            label="One-time code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            {...digitsOnly(register('code'))}
          />
          {error && (
            <Text role="alert" c="red.8" size="sm">
              {error.message}
            </Text>
          )}
          <Group>
            <Button type="submit" loading={check.isPending} disabled={!ready}>
              Confirm
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
