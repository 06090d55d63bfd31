import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';

const VIEWS = [
  { value: 'chart', label: 'Chart' },
  { value: 'table', label: 'Table' },
] as const;

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
            {/* Two toggle buttons rather than a segmented control: that measured its indicator's place
                while the page first drew, a forced layout on every chart (decision 341). Light, not filled: a
                phone's 44 px rule for primary actions (layout-rules.css) is not for a view switch. */}
            <Button.Group aria-label={`${title}: view`}>
              {VIEWS.map(({ value, label }) => (
                <Button
                  key={value}
                  size="xs"
                  variant={view === value ? 'light' : 'default'}
                  aria-pressed={view === value}
                  onClick={() => setView(value)}
                >
                  {label}
                </Button>
              ))}
            </Button.Group>
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
