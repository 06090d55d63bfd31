import { Text, Title } from '@mantine/core';

/** Rarely seen: the route's loader signs out and redirects before this renders. */
export function LogoutPage() {
  return (
    <>
      <Title order={1}>Logout</Title>
      <Text>Signing you out…</Text>
    </>
  );
}
