import { Alert, Anchor, Button, Divider, Group, Loader, Text } from '@mantine/core';
import { Suspense, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useConfig } from '../../../shared/config/get-config';
import { setExpiredUsername } from '../../../shared/storage/local-store';
import { CenteredCard } from '../../../shared/ui/centered-card';
import { preloaded } from '../../../shared/ui/preloaded';
import { requestLogin, type Credentials, type SecondFactor } from '../api/login';
import { singleSignOnErrorFrom } from '../api/single-sign-on';
import { preloadPagesAfterSignIn } from '../after-sign-in-pages';
import { CredentialsForm } from './credentials-form';
import { decideLoginFailure, secondFactorPrompt } from './login-rules';
import { finishSignIn } from './sign-in-flow';
import { SingleSignOnForm } from './sso-form';

// Shown after a click or the server's answer, not by the page's first paint (decision 314): each is a
// chunk of its own, asked for ahead (on the link's hover or focus, with the sign-in request).
const ForgotForm = preloaded(() => import('./forgot-form').then((m) => m.ForgotForm));
const SecondFactorForm = preloaded(() => import('./second-factor-form').then((m) => m.SecondFactorForm));
const preloadForgotForm = () => void ForgotForm.preload().catch(() => undefined);

/** "Forgot username?" and "Forgot password?": the form's chunk is fetched as the pointer or focus arrives. */
function ForgotButton({ onOpen, children }: { onOpen: () => void; children: string }) {
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      onPointerEnter={preloadForgotForm}
      onFocus={preloadForgotForm}
      onClick={onOpen}
    >
      {children}
    </Button>
  );
}

export function LoginPage() {
  const { demo, productName } = useConfig();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const ssoError = singleSignOnErrorFrom(search);
  // A link, not a toggle: banks can hand their users /auth/login?sso directly.
  const ssoOpen = search.has('sso');
  const [f2aType, setF2aType] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Bumped on each failed second pass so the code field starts empty again.
  const [codeAttempt, setCodeAttempt] = useState(0);
  const [forgot, setForgot] = useState<'username' | 'password' | null>(null);
  // Kept only in memory, for the second pass, which repeats the Basic credentials.
  const credentials = useRef<Credentials | null>(null);

  async function attemptLogin(creds: Credentials, secondFactor?: SecondFactor) {
    setBusy(true);
    setError(null);
    preloadPagesAfterSignIn();
    void SecondFactorForm.preload().catch(() => undefined);
    try {
      const response = await requestLogin(creds, secondFactor);
      credentials.current = null;
      navigate(await finishSignIn(response), { replace: true });
    } catch (failure) {
      const outcome = decideLoginFailure(failure);
      if (outcome.kind === 'expired') {
        setExpiredUsername(creds.username);
        navigate('/auth/change-password');
      } else if (outcome.kind === 'second-factor' && !secondFactor && outcome.f2aType === 'WEBAUTHN') {
        // Spec 1 §4: the browser answers the server's challenge and login is retried with the token.
        const token = await signChallenge(outcome.challenge);
        if (token) await attemptLogin(creds, { f2aType: 'WEBAUTHN', token });
      } else if (outcome.kind === 'second-factor' && !secondFactor) {
        credentials.current = creds;
        setF2aType(outcome.f2aType);
      } else {
        if (secondFactor) setCodeAttempt((n) => n + 1);
        setError(
          outcome.kind === 'error' ? outcome.message : failure instanceof Error ? failure.message : String(failure),
        );
      }
    } finally {
      setBusy(false);
    }
  }

  async function signChallenge(challenge: unknown): Promise<string | null> {
    try {
      // Few users sign in with a security key: the WebAuthn library is loaded for them only.
      const { answerChallenge, encodeAssertionToken } = await import('../../../shared/webauthn/browser-credential');
      return encodeAssertionToken(await answerChallenge(challenge));
    } catch (failure) {
      setError(
        `Your security key did not answer (${failure instanceof Error ? failure.message : String(failure)}). Try again, or contact support if it keeps failing.`,
      );
      return null;
    }
  }

  function restart() {
    credentials.current = null;
    setF2aType(null);
    setError(null);
  }

  return (
    <CenteredCard title="Sign In" size={420}>
      <Text>{`Sign in to the ${productName} Portal.`}</Text>
      {error && (
        <Alert color="red" role="alert" title="Sign-in failed">
          {error}
        </Alert>
      )}
      {ssoError && !error && (
        <Alert color="red" role="alert" title="Single sign-on failed">
          {ssoError}
        </Alert>
      )}
      <Suspense fallback={<Loader role="progressbar" mx="auto" aria-label="Loading" />}>
        {forgot ? (
          <ForgotForm kind={forgot} onBack={() => setForgot(null)} />
        ) : ssoOpen ? (
          <SingleSignOnForm />
        ) : f2aType ? (
          <SecondFactorForm
            key={`${f2aType}-${codeAttempt}`}
            prompt={secondFactorPrompt(f2aType)}
            busy={busy}
            onRestart={restart}
            onSubmit={(token) => credentials.current && attemptLogin(credentials.current, { f2aType, token })}
          />
        ) : (
          <>
            <CredentialsForm busy={busy} onSubmit={(creds) => attemptLogin(creds)} />
            <Group justify="space-between">
              <ForgotButton onOpen={() => setForgot('username')}>Forgot username?</ForgotButton>
              <ForgotButton onOpen={() => setForgot('password')}>Forgot password?</ForgotButton>
            </Group>
            <Divider label="or" labelPosition="center" />
            <Anchor component={Link} to="/auth/login?sso" ta="center">
              Sign in with single sign-on
            </Anchor>
          </>
        )}
      </Suspense>
      {demo && (
        <Text size="sm">
          Demo mode: one-time sign-in codes can be read at{' '}
          <Anchor href="/dev/outbox" target="_blank" rel="noreferrer">
            /dev/outbox
          </Anchor>
          .
        </Text>
      )}
    </CenteredCard>
  );
}
