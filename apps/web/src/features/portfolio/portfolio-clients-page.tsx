import { Stack, Title } from '@mantine/core';

/** /portfolio/clients; the list arrives with the portfolio issue. */
export function PortfolioClientsPage() {
  return (
    <Stack>
      <Title order={1}>Clients</Title>
    </Stack>
  );
}
