import { Alert, Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useConfig } from '../../../shared/config/get-config';
import { setExpiredUsername } from '../../../shared/storage/local-store';
import { requestLogin, type Credentials, type SecondFactor } from '../api/login';
import { CredentialsForm } from './credentials-form';
import { decideLoginFailure } from './login-rules';
import { SecondFactorForm } from './second-factor-form';
import { finishSignIn } from './sign-in-flow';

export function LoginPage() {
  const { demo, productName } = useConfig();
  const navigate = useNavigate();
  const [f2aType, setF2aType] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Bumped on each failed second pass so the code field starts empty again.
  const [codeAttempt, setCodeAttempt] = useState(0);
  // Kept only in memory, for the second pass, which repeats the Basic credentials.
  const credentials = useRef<Credentials | null>(null);

  async function attemptLogin(creds: Credentials, secondFactor?: SecondFactor) {
    setBusy(true);
    setError(null);
    try {
      const response = await requestLogin(creds, secondFactor);
      credentials.current = null;
      navigate(await finishSignIn(response), { replace: true });
    } catch (failure) {
      const outcome = decideLoginFailure(failure);
      if (outcome.kind === 'expired') {
        setExpiredUsername(creds.username);
        navigate('/auth/change-password');
      } else if (outcome.kind === 'second-factor' && !secondFactor && outcome.f2aType !== 'WEBAUTHN') {
        credentials.current = creds;
        setF2aType(outcome.f2aType);
      } else {
        if (secondFactor) setCodeAttempt((n) => n + 1);
        setError(outcome.kind === 'error' ? outcome.message : failure instanceof Error ? failure.message : String(failure));
      }
    } finally {
      setBusy(false);
    }
  }

  function restart() {
    credentials.current = null;
    setF2aType(null);
    setError(null);
  }

  return (
    <Container size={420} py="xl">
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <Title order={1} size="h2">
            Sign In
          </Title>
          <Text>{`Sign in to the ${productName} Portal.`}</Text>
          {error && (
            <Alert color="red" role="alert" title="Sign-in failed">
              {error}
            </Alert>
          )}
          {f2aType ? (
            <SecondFactorForm
              key={`${f2aType}-${codeAttempt}`}
              f2aType={f2aType}
              busy={busy}
              onRestart={restart}
              onSubmit={(token) => credentials.current && attemptLogin(credentials.current, { f2aType, token })}
            />
          ) : (
            <CredentialsForm busy={busy} onSubmit={(creds) => attemptLogin(creds)} />
          )}
          {demo && (
            <Text size="sm">
              Demo mode: one-time sign-in codes can be read at{' '}
              <Anchor href="/dev/outbox" target="_blank" rel="noreferrer">
                /dev/outbox
              </Anchor>
              .
            </Text>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
