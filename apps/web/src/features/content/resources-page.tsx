import { Stack, Title } from '@mantine/core';

/** /resources; cards arrive with the content issue. */
export function ResourcesPage() {
  return (
    <Stack>
      <Title order={1}>Resources</Title>
    </Stack>
  );
}
