import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { preloadPagesAfterSignIn } from '../after-sign-in-pages';
import { getSingleSignOnSession } from '../api/get-single-sign-on-session';
import { finishSignIn } from './sign-in-flow';

/**
 * Where the server sends the browser after a valid single sign-on: picks up the new session and
 * continues exactly as a password sign-in does (lender selection, notices, the saved target).
 */
export function SsoCompletePage() {
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    preloadPagesAfterSignIn();
    getSingleSignOnSession()
      .then(finishSignIn)
      .then((next) => navigate(next, { replace: true }))
      .catch(() => setFailed(true));
  }, [navigate]);

  return (
    <Stack>
      <Title order={1}>Signing you in</Title>
      {failed ? (
        <Alert color="red" role="alert" title="Single sign-on failed">
          Your single sign-on session could not be opened. Please sign in again.{' '}
          <Anchor component={Link} to="/auth/login">
            Back to sign-in
          </Anchor>
        </Alert>
      ) : (
        <Stack align="center">
          <Loader role="progressbar" aria-label="Signing you in" />
          <Text>Finishing single sign-on…</Text>
        </Stack>
      )}
    </Stack>
  );
}
