import { Stack, Title } from '@mantine/core';

/** /client/:clientId; the client view arrives with the clients issue. */
export function ClientPage() {
  return (
    <Stack>
      <Title order={1}>Client</Title>
    </Stack>
  );
}
