import { Paper, Skeleton, Stack, VisuallyHidden } from '@mantine/core';

const CHART_PANELS = 4;

/**
 * The four chart panels' places while the figures and the charts' code come: each as tall as a drawn
 * panel on a wide screen (title, a line of description, the 260 px drawing), so the movers below start
 * off-screen and the charts' arrival moves nothing a reader sees (it was the page's layout shift, 0.099).
 */
export function ChartsSkeleton() {
  return (
    <Stack role="status" aria-busy="true">
      <VisuallyHidden>Loading…</VisuallyHidden>
      {Array.from({ length: CHART_PANELS }, (_, i) => (
        <Paper key={i} withBorder p="md">
          <Stack gap="sm">
            <Skeleton height={28} width="40%" />
            <Skeleton height={14} />
            <Skeleton height={260} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
