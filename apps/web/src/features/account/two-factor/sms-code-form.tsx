import { Button, Group, Loader, Text, TextInput } from '@mantine/core';
import type { TwoFactorState } from '@taxlens/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { lazyResolver } from '../../../shared/forms/lazy-resolver';
import { ModalOnDemand } from '../../../shared/ui/modal-on-demand';
import { verifySmsCode } from '../api/verify-sms-code';
import { errorText } from './setup-error';

type Props = {
  userId: string;
  sentTo: string;
  /** Called before each try: the setup's error box is cleared. */
  onStart: () => void;
  onVerified: (state: TwoFactorState) => void;
  onFailed: (message: string) => void;
};

const rules = lazyResolver<{ token: string }>(() => import('../account-resolvers').then((m) => m.smsCodeResolver));

/** Spec 1 §2 "SMS", second step: the SMS Code field and Verify Code, with the 'Verifying Code' modal. */
export function SmsCodeForm({ userId, sentTo, onStart, onVerified, onFailed }: Props) {
  const { register, handleSubmit, formState, setValue } = useForm<{ token: string }>({
    resolver: rules.resolver,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    defaultValues: { token: '' },
  });
  // Open only while the server checks the code, not while the form checks the field.
  const [verifying, setVerifying] = useState(false);

  async function verify({ token }: { token: string }) {
    setVerifying(true);
    try {
      onVerified(await verifySmsCode(userId, token));
    } catch (failure) {
      // Spec 1 §4: a failed verification clears the code and shows the error.
      onFailed(errorText(failure));
      setValue('token', '');
    } finally {
      setVerifying(false);
    }
  }

  return (
    <form
      onFocus={rules.preload}
      noValidate
      onSubmit={(event) => {
        onStart();
        void handleSubmit(verify)(event);
      }}
    >
      <Text size="sm" role="status" mb="md">{`We sent a 6-digit code to ${sentTo}.`}</Text>
      <Group align="flex-end">
        <TextInput
          label="SMS Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={formState.errors.token?.message}
          withAsterisk
          {...register('token')}
        />
        <Button type="submit" loading={verifying}>
          Verify Code
        </Button>
      </Group>
      <ModalOnDemand id="verifying-code-modal" opened={verifying} title="Verifying Code" progress>
        <Loader role="progressbar" aria-label="Verifying" />
      </ModalOnDemand>
    </form>
  );
}
