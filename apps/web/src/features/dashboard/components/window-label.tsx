import { Text } from '@mantine/core';
import { LAST_30_DAYS_WINDOW_LABEL } from '@taxlens/contracts';

/**
 * The dashboard's figures say their window (decision 266): each active client's latest report
 * completed in the last 30 days (spec 1). Rendered with the title, so nothing moves when figures arrive.
 */
export const DashboardWindowLabel = () => (
  <Text size="xs" c="dimmed" data-testid="figures-window">
    {LAST_30_DAYS_WINDOW_LABEL} · latest report of each active client
  </Text>
);
