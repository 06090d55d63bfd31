import { Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { E164_MESSAGE, E164_PATTERN, normalizePhone, type TwoFactorState } from '@taxlens/contracts';
import { useState } from 'react';
import { Modal } from '../../../shared/ui/modal';
import { sendSmsCode } from '../api/send-sms-code';
import { verifySmsCode } from '../api/verify-sms-code';
import { errorText, SetupError } from './setup-error';

type Props = { userId: string; onVerified: (state: TwoFactorState) => void };

/** Spec 1 §2 "SMS": phone + Send SMS, then SMS Code + Verify Code, with a 'Verifying Code' modal. */
export function SmsSetup({ userId, onVerified }: Props) {
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'send' | 'verify' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [verified, setVerified] = useState(false);

  async function send() {
    setError(null);
    if (!phone.trim()) return setPhoneError('Phone number is required');
    if (!E164_PATTERN.test(normalizePhone(phone))) return setPhoneError(E164_MESSAGE);
    setPhoneError(null);
    setBusy('send');
    try {
      setSentTo((await sendSmsCode(userId, phone)).sentTo);
      setCode('');
    } catch (failure) {
      // Spec 1 §4: a failed send shows the error and hides the code field.
      setSentTo(null);
      setError(errorText(failure));
    } finally {
      setBusy(null);
    }
  }

  async function verify() {
    setError(null);
    if (!code.trim()) return setCodeError('SMS Code is required');
    setCodeError(null);
    setBusy('verify');
    try {
      const state = await verifySmsCode(userId, code.trim());
      setVerified(true);
      onVerified(state);
    } catch (failure) {
      setError(errorText(failure));
      setCode('');
    } finally {
      setBusy(null);
    }
  }

  return (
    <Stack>
      <SetupError message={error} />
      <Group align="flex-end">
        <TextInput
          label="Phone Number"
          description="International format, e.g. +15555550123"
          type="tel"
          autoComplete="tel"
          value={phone}
          onChange={(e) => setPhone(e.currentTarget.value)}
          error={phoneError}
          withAsterisk
          disabled={verified}
        />
        <Button onClick={send} loading={busy === 'send'} disabled={verified}>
          Send SMS
        </Button>
      </Group>
      {sentTo && !verified && (
        <>
          <Text size="sm" role="status">{`We sent a 6-digit code to ${sentTo}.`}</Text>
          <Group align="flex-end">
            <TextInput
              label="SMS Code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
              error={codeError}
              withAsterisk
            />
            <Button onClick={verify} loading={busy === 'verify'}>
              Verify Code
            </Button>
          </Group>
        </>
      )}
      {verified && (
        <Text c="teal.9" role="status">
          Your phone number has been verified.
        </Text>
      )}
      <Modal
        id="verifying-code-modal"
        opened={busy === 'verify'}
        title="Verifying Code"
        withActions={false}
        closeOnEscape={false}
        closeOnClickOutside={false}
      >
        <Loader aria-label="Verifying" />
      </Modal>
    </Stack>
  );
}
