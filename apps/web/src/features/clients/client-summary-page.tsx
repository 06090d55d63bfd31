import { Stack, Title } from '@mantine/core';

/** /client/summary/:clientId; arrives with the clients issue. */
export function ClientSummaryPage() {
  return (
    <Stack>
      <Title order={1}>Client Summary</Title>
    </Stack>
  );
}
