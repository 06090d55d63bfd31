import { Stack, Text } from '@mantine/core';
import type { TwoFactorState } from '@taxlens/contracts';
import { useState } from 'react';
import { SetupError } from './setup-error';
import { SmsCodeForm } from './sms-code-form';
import { SmsPhoneForm } from './sms-phone-form';

type Props = { userId: string; onVerified: (state: TwoFactorState) => void };
/** Where the last code went; `sends` counts them so each new code starts from an empty field. */
type Sent = { to: string; sends: number };

/** Spec 1 §2 "SMS": phone + Send SMS, then SMS Code + Verify Code; two forms side by side, not nested. */
export function SmsSetup({ userId, onVerified }: Props) {
  const [sent, setSent] = useState<Sent | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [verified, setVerified] = useState(false);
  const clearError = () => setError(null);

  return (
    <Stack>
      <SetupError message={error} />
      <SmsPhoneForm
        userId={userId}
        disabled={verified}
        onStart={clearError}
        onSent={(to) => setSent((last) => ({ to, sends: (last?.sends ?? 0) + 1 }))}
        onFailed={(message) => {
          // Spec 1 §4: a failed send shows the error and hides the code field.
          setSent(null);
          setError(message);
        }}
      />
      {sent && !verified && (
        <SmsCodeForm
          key={sent.sends}
          userId={userId}
          sentTo={sent.to}
          onStart={clearError}
          onFailed={setError}
          onVerified={(state) => {
            setVerified(true);
            onVerified(state);
          }}
        />
      )}
      {verified && (
        <Text c="teal.9" role="status">
          Your phone number has been verified.
        </Text>
      )}
    </Stack>
  );
}
