import { Stack, Title } from '@mantine/core';

/** /portfolio/expiring-forms, only for monitored lenders; the list arrives with the portfolio issue. */
export function ExpiringFormsPage() {
  return (
    <Stack>
      <Title order={1}>Expiring Forms</Title>
    </Stack>
  );
}
