import { Stack, Title } from '@mantine/core';

/** /terms-and-conditions; the legal text arrives with the content issue. */
export function TermsPage() {
  return (
    <Stack>
      <Title order={1}>Terms & Conditions</Title>
    </Stack>
  );
}
