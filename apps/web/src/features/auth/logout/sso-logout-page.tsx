import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useConfig } from '../../../shared/config/get-config';

/** Sign-out for single-sign-on lenders: the portal session is over; the identity provider's may not be. */
export function SsoLogoutPage() {
  const { productName } = useConfig();
  return (
    <Stack>
      <Title order={1}>You have been signed out</Title>
      <Text>{`Your ${productName} Portal session has ended. Close this window to end your single sign-on session as well.`}</Text>
      <Anchor component={Link} to="/auth/login">
        Sign in again
      </Anchor>
    </Stack>
  );
}
