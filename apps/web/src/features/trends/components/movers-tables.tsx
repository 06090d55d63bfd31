import { Anchor, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { formatUsd, type TrendMover } from '@taxlens/contracts';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../shared/ui/data-table';
import { Columns } from '../../../shared/ui/columns';
import { FigureText } from './figure-text';

const percent = (p: number | null) =>
  p === null ? 'new' : `${p > 0 ? '+' : ''}${p.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;

const COLUMNS: DataTableColumn<TrendMover>[] = [
  {
    header: 'Client',
    cell: (m) => (
      <Anchor component={Link} to={`/client/${m.clientId}`}>
        {m.businessName}
      </Anchor>
    ),
  },
  { header: 'Start', cell: (m) => <FigureText>{formatUsd(m.startCents)}</FigureText> },
  { header: 'End', cell: (m) => <FigureText>{formatUsd(m.endCents)}</FigureText> },
  {
    header: 'Change',
    cell: (m) => <FigureText>{`${m.changeCents > 0 ? '+' : ''}${formatUsd(m.changeCents)}`}</FigureText>,
  },
  { header: '%', cell: (m) => <FigureText>{percent(m.changePercent)}</FigureText> },
];

type Props = { risers: TrendMover[] | undefined; fallers: TrendMover[] | undefined; onDownload: () => void };

/** The 20 largest rises and falls of liability in dollars over the range, each linking to its client. */
export function MoversTables({ risers, fallers, onDownload }: Props) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="trend-movers-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="trend-movers-title">
            Movers
          </Title>
          <Button size="xs" variant="default" onClick={onDownload}>
            Download CSV
          </Button>
        </Group>
        {/* Side by side only where both fit with every amount on one line (at 1280 px they stack). */}
        <Columns cols={{ base: 1, xl: 2 }}>
          <Stack gap="xs">
            <Title order={3} size="h5" id="trend-risers">
              Top risers
            </Title>
            <DataTable
              labelledBy="trend-risers"
              columns={COLUMNS}
              rows={risers}
              rowKey={(m) => m.clientId}
              emptyText="No client's liability rose over these months."
              minWidth={560}
            />
          </Stack>
          <Stack gap="xs">
            <Title order={3} size="h5" id="trend-fallers">
              Top fallers
            </Title>
            <DataTable
              labelledBy="trend-fallers"
              columns={COLUMNS}
              rows={fallers}
              rowKey={(m) => m.clientId}
              emptyText="No client's liability fell over these months."
              minWidth={560}
            />
          </Stack>
        </Columns>
      </Stack>
    </Paper>
  );
}
