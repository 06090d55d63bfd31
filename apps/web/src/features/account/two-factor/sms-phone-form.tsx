import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { lazyResolver } from '../../../shared/forms/lazy-resolver';
import { sendSmsCode } from '../api/send-sms-code';
import { errorText } from './setup-error';

type Props = {
  userId: string;
  disabled: boolean;
  /** Called before each try: the setup's error box is cleared. */
  onStart: () => void;
  /** The masked number the code went to. */
  onSent: (sentTo: string) => void;
  /** The server's message when the send failed. */
  onFailed: (message: string) => void;
};

const rules = lazyResolver<{ f2aPhone: string }>(() => import('../account-resolvers').then((m) => m.smsPhoneResolver));

/** Spec 1 §2 "SMS", first step: the phone field and Send SMS (Enter sends too). */
export function SmsPhoneForm({ userId, disabled, onStart, onSent, onFailed }: Props) {
  // The message stays until the next Send, and focus stays where it was (as before the form).
  const { register, handleSubmit, formState } = useForm<{ f2aPhone: string }>({
    resolver: rules.resolver,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    defaultValues: { f2aPhone: '' },
  });

  async function send({ f2aPhone }: { f2aPhone: string }) {
    try {
      onSent((await sendSmsCode(userId, f2aPhone)).sentTo);
    } catch (failure) {
      onFailed(errorText(failure));
    }
  }

  return (
    <form
      onFocus={rules.preload}
      noValidate
      onSubmit={(event) => {
        onStart();
        void handleSubmit(send)(event);
      }}
    >
      <Group align="flex-end">
        <TextInput
          label="Phone Number"
          description="International format, e.g. +15555550123"
          type="tel"
          autoComplete="tel"
          error={formState.errors.f2aPhone?.message}
          withAsterisk
          disabled={disabled}
          {...register('f2aPhone')}
        />
        <Button type="submit" loading={formState.isSubmitting} disabled={disabled}>
          Send SMS
        </Button>
      </Group>
    </form>
  );
}
