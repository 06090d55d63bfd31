import { Stack, Title } from '@mantine/core';

/** /client/create?clientType=; the form arrives with the clients issue. */
export function CreateClientPage() {
  return (
    <Stack>
      <Title order={1}>Create Client</Title>
    </Stack>
  );
}
