import { Stack, Title } from '@mantine/core';

/** /portfolio/incomplete-auth, only for monitored lenders; the list arrives with the portfolio issue. */
export function IncompleteAuthPage() {
  return (
    <Stack>
      <Title order={1}>Incomplete Authorizations</Title>
    </Stack>
  );
}
