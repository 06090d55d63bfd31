import { Stack, Title } from '@mantine/core';

/** /portfolio/overview; the list arrives with the portfolio issue. */
export function PortfolioOverviewPage() {
  return (
    <Stack>
      <Title order={1}>Overview</Title>
    </Stack>
  );
}
