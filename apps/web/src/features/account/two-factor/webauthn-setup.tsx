import { Button, Group, Stack, Text } from '@mantine/core';
import type { TwoFactorState } from '@taxlens/contracts';
import { useState } from 'react';
import { ModalOnDemand } from '../../../shared/ui/modal-on-demand';
import { answerChallenge, createCredential } from '../../../shared/webauthn/browser-credential';
import { finishWebauthnAssertion } from '../api/finish-webauthn-assertion';
import { finishWebauthnRegistration } from '../api/finish-webauthn-registration';
import { startWebauthnAssertion } from '../api/start-webauthn-assertion';
import { startWebauthnRegistration } from '../api/start-webauthn-registration';
import { errorText } from './setup-error';

type Props = { userId: string; display: string; hasCredentials: boolean; onVerified: (state: TwoFactorState) => void };
type Outcome = { title: string; body: string };

/** Spec 1 §2 "WebAuthn": Register WebAuthn, and Test WebAuthn once a key exists; §8 titles. */
export function WebauthnSetup({ userId, display, hasCredentials, onVerified }: Props) {
  const [busy, setBusy] = useState<'register' | 'test' | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [registered, setRegistered] = useState(hasCredentials);

  async function register() {
    setBusy('register');
    try {
      const state = await finishWebauthnRegistration(
        userId,
        await createCredential(await startWebauthnRegistration(userId)),
      );
      setRegistered(true);
      setOutcome({
        title: 'WebAuthn Registration Successful!',
        body: `A security key is now registered for ${display}.`,
      });
      onVerified(state);
    } catch (failure) {
      setOutcome({ title: 'WebAuthn Registration Failed!', body: errorText(failure) });
    } finally {
      setBusy(null);
    }
  }

  async function test() {
    setBusy('test');
    try {
      await finishWebauthnAssertion(userId, await answerChallenge(await startWebauthnAssertion(userId)));
      setOutcome({
        title: 'WebAuthn Assertion Successful!',
        body: `The security key of ${display} answered correctly.`,
      });
    } catch (failure) {
      setOutcome({ title: 'WebAuthn Assertion Failed!', body: errorText(failure) });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Stack>
      <Text>Register your security key (for example a Yubikey) or your device&apos;s built-in authenticator.</Text>
      <Group>
        <Button onClick={register} loading={busy === 'register'} disabled={busy !== null}>
          Register WebAuthn
        </Button>
        {registered && (
          <Button variant="default" onClick={test} loading={busy === 'test'} disabled={busy !== null}>
            Test WebAuthn
          </Button>
        )}
      </Group>
      <ModalOnDemand
        id="webauthn-outcome-modal"
        opened={outcome !== null}
        title={outcome?.title}
        onConfirm={() => setOutcome(null)}
        onCancel={() => setOutcome(null)}
      >
        <Text>{outcome?.body}</Text>
      </ModalOnDemand>
    </Stack>
  );
}
