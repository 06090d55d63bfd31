import { Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';

type Props = {
  title: string;
  /** What the chart shows, in words: read to screen readers in place of the drawing. */
  description: string;
  chart: ReactNode;
  table: ReactNode;
  onDownload: () => void;
  testId?: string;
};

/**
 * A chart with its table view and CSV download, one way on every page: the table is the same
 * figures for those who cannot see or point at the chart; the chart itself is one described image
 * whose points are reached with Tab and the arrow keys (Recharts' accessibility layer).
 */
export function ChartPanel({ title, description, chart, table, onDownload, testId }: Props) {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId} data-testid={testId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
          <Group gap="xs">
            <SegmentedControl
              size="xs"
              aria-label={`${title}: view`}
              value={view}
              onChange={(v) => setView(v as 'chart' | 'table')}
              data={[
                { label: 'Chart', value: 'chart' },
                { label: 'Table', value: 'table' },
              ]}
            />
            <Button size="xs" variant="default" onClick={onDownload}>
              Download CSV
            </Button>
          </Group>
        </Group>
        <Text size="sm" c="dimmed" id={descriptionId}>
          {description}
        </Text>
        {view === 'chart' ? (
          <figure style={{ margin: 0 }} aria-labelledby={titleId} aria-describedby={descriptionId}>
            {chart}
          </figure>
        ) : (
          table
        )}
      </Stack>
    </Paper>
  );
}
