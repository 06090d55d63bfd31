import { Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useConfig } from '../../../shared/config/get-config';
import { getSingleSignOnLogoutTarget } from '../api/get-single-sign-on-logout-target';
import { leaveForUrl } from '../api/single-sign-on';
import { endPortalSession } from './logout-loader';

/**
 * Sign-out for single-sign-on lenders: the portal session ends (if the logout route has not ended it
 * already); then the browser goes to the identity provider's logout URL when the lender has one.
 */
export function SsoLogoutPage({ leave = leaveForUrl }: { leave?: (url: string) => void }) {
  const { productName } = useConfig();
  const [search] = useSearchParams();
  const registrationId = search.get('registrationId');
  const [leaving, setLeaving] = useState(registrationId !== null);

  useEffect(() => {
    let active = true;
    void (async () => {
      await endPortalSession();
      if (!registrationId) return;
      try {
        const { logoutUrl } = await getSingleSignOnLogoutTarget(registrationId);
        if (logoutUrl && active) return leave(logoutUrl);
      } catch {
        // Without a known logout URL the page explains what is left to do.
      }
      if (active) setLeaving(false);
    })();
    return () => {
      active = false;
    };
  }, [registrationId, leave]);

  return (
    <Stack>
      <Title order={1}>You have been signed out</Title>
      {leaving ? (
        <Stack align="center">
          <Loader role="progressbar" aria-label="Signing you out" />
          <Text>Signing you out of your company’s identity provider…</Text>
        </Stack>
      ) : (
        <>
          <Text>{`Your ${productName} Portal session has ended. You may still be signed in at your company’s identity provider: close this browser window to end that session as well.`}</Text>
          <Anchor component={Link} to="/auth/login">
            Sign in again
          </Anchor>
        </>
      )}
    </Stack>
  );
}
