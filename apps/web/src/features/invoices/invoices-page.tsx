import { Stack, Title } from '@mantine/core';

/** /invoices; arrives with the invoices issue. */
export function InvoicesPage() {
  return (
    <Stack>
      <Title order={1}>Invoices</Title>
    </Stack>
  );
}
