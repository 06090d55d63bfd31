import { Alert, Anchor, Button, Group, Loader, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import {
  STEP_UP_WINDOW_SECONDS,
  type StepUpOptions,
  type StepUpRequest,
  stepUpRequestSchema,
} from '@taxlens/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { apiFetch } from '../../shared/api/api-client';
import { bodyResolver } from '../../shared/forms/body-resolver';
import { errorMessages } from '../../shared/ui/error-list-alert';
import { Modal } from '../../shared/ui/modal';
import { settleStepUp } from '../../shared/step-up/step-up-store';
import { answerChallenge, encodeAssertionToken } from '../../shared/webauthn/browser-credential';

// The step-up calls answer their own refusals (a wrong password is 403 STEP_UP_FAILED): never the
// interceptor's sign-out.
const OWN = { handledStatuses: [400, 403, 429] } as const;
const CODE_LABEL: Record<string, string> = {
  EMAIL_TOTP: 'Code from the e-mail we sent you',
  SMS_TOTP: 'Code from the text message we sent you',
  AUTHENTICATOR_APP: 'Code from your authenticator app',
};

type Mode = 'password' | 'code';

/** POST /api/myaccount/step-up's body from the one field: the password as typed, or the code. */
const resolverFor = (mode: Mode) =>
  bodyResolver(
    stepUpRequestSchema,
    ({ secret }: { secret: string }) => (mode === 'password' ? { password: secret } : { code: secret }),
    () => 'secret',
  );

/** "Confirm it's you": the current password or a second-factor code, then the refused change is retried once. */
export function ConfirmIdentityModal() {
  const [options, setOptions] = useState<StepUpOptions | null>(null);
  const [mode, setMode] = useState<Mode>('password');
  const resolver = useMemo(() => resolverFor(mode), [mode]);
  const { register, handleSubmit, watch, reset } = useForm<{ secret: string }, unknown, StepUpRequest>({
    resolver,
    defaultValues: { secret: '' },
  });
  const secret = watch('secret');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string[]>([]);

  useEffect(() => {
    apiFetch<StepUpOptions>('/api/myaccount/step-up', OWN)
      .then((o) => {
        setOptions(o);
        if (!o.password) setMode('code');
      })
      .catch((failure: unknown) =>
        setError(errorMessages(failure, 'We could not load the ways to confirm. Please try again.')),
      );
  }, []);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError([]);
    try {
      await action();
    } catch (failure) {
      setError(errorMessages(failure, 'Something went wrong. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  const prove = (body: StepUpRequest) =>
    run(async () => {
      await apiFetch('/api/myaccount/step-up', { ...OWN, method: 'POST', json: body });
      settleStepUp(true);
    });

  const sendCode = () =>
    run(async () => {
      const answer = await apiFetch<StepUpOptions>('/api/myaccount/step-up/code', { ...OWN, method: 'POST' });
      if (answer.f2aType === 'WEBAUTHN') {
        const assertion = await answerChallenge(answer.challenge);
        await apiFetch('/api/myaccount/step-up', {
          ...OWN,
          method: 'POST',
          json: { code: encodeAssertionToken(assertion) },
        });
        settleStepUp(true);
        return;
      }
      setSent(true);
    });

  const onSubmit = handleSubmit(
    (body) => {
      if (busy || !secret.trim()) return;
      return prove(body);
    },
    (errors) => setError(errors.secret?.message ? [errors.secret.message] : []),
  );

  function switchTo(next: Mode) {
    setMode(next);
    reset({ secret: '' });
    setError([]);
  }

  const f2a = options?.f2aType ?? 'OFF';
  const canUseCode = f2a !== 'OFF';
  const needsSending = f2a === 'EMAIL_TOTP' || f2a === 'SMS_TOTP';

  return (
    <Modal
      id="confirm-identity-modal"
      opened
      title="Confirm it's you"
      onCancel={() => settleStepUp(false)}
      confirmOnEnter={false}
      closeOnClickOutside={false}
      withActions={false}
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            For your security, this change needs you to confirm it is you. Once confirmed, changes like this are allowed
            for the next {STEP_UP_WINDOW_SECONDS / 60} minutes.
          </Text>
          {error.length > 0 && (
            <Alert color="red" role="alert">
              {error.join(' ')}
            </Alert>
          )}
          {!options && error.length === 0 && <Loader role="progressbar" size="sm" aria-label="Loading" />}
          {options?.ssoUrl && (
            <>
              <Text size="sm">
                Sign in again at your organisation&apos;s identity provider (it opens in a new tab), then continue here.
              </Text>
              <Group justify="flex-end">
                <Button variant="default" onClick={() => settleStepUp(false)}>
                  Cancel
                </Button>
                <Button component="a" href={options.ssoUrl} target="_blank" rel="noopener" variant="light">
                  Sign in at your identity provider
                </Button>
                <Button onClick={() => settleStepUp(true)} data-autofocus>
                  Continue
                </Button>
              </Group>
            </>
          )}
          {options && !options.ssoUrl && mode === 'password' && (
            <PasswordInput
              label="Current password"
              autoComplete="current-password"
              {...register('secret')}
              data-autofocus
              required
            />
          )}
          {options && !options.ssoUrl && mode === 'code' && f2a === 'WEBAUTHN' && (
            <Button onClick={() => void sendCode()} loading={busy} data-autofocus>
              Use your security key
            </Button>
          )}
          {options && !options.ssoUrl && mode === 'code' && f2a !== 'WEBAUTHN' && (
            <>
              {needsSending && (
                <Button variant="light" onClick={() => void sendCode()} loading={busy && !sent}>
                  {sent ? 'Send a new code' : 'Send me a code'}
                </Button>
              )}
              <TextInput
                label={CODE_LABEL[f2a] ?? 'Code'}
                inputMode="numeric"
                autoComplete="one-time-code"
                {...register('secret')}
                data-autofocus
                required
              />
            </>
          )}
          {options && !options.ssoUrl && (
            <>
              {options.password && canUseCode && (
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => switchTo(mode === 'password' ? 'code' : 'password')}
                >
                  {mode === 'password' ? 'Use a code from your two-factor method instead' : 'Use your password instead'}
                </Anchor>
              )}
              <Group justify="flex-end">
                <Button variant="default" onClick={() => settleStepUp(false)} disabled={busy}>
                  Cancel
                </Button>
                {!(mode === 'code' && f2a === 'WEBAUTHN') && (
                  <Button type="submit" loading={busy} disabled={!secret.trim()}>
                    Confirm
                  </Button>
                )}
              </Group>
            </>
          )}
        </Stack>
      </form>
    </Modal>
  );
}
