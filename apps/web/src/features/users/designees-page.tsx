import { Stack, Title } from '@mantine/core';

/** /designees; arrives with the designees issue. */
export function DesigneesPage() {
  return (
    <Stack>
      <Title order={1}>Designees</Title>
    </Stack>
  );
}
