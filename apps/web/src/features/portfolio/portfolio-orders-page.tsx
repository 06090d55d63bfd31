import { Stack, Title } from '@mantine/core';

/** /portfolio/orders; the list arrives with the portfolio issue. */
export function PortfolioOrdersPage() {
  return (
    <Stack>
      <Title order={1}>Orders</Title>
    </Stack>
  );
}
