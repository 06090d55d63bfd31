import { Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { CATEGORY_LABELS, formatCount, formatUsd } from '@taxlens/contracts';
import { useSearchParams } from 'react-router';
import { useSelectedLender } from '../../../shared/session/use-session-user';
import { useOverviewFigures } from '../api/get-overview-figures';
import classes from './overview-figures.module.css';
import { BodyCell, BodyRow } from '../../../shared/ui/table-body-rows';

const RISK_LABELS = { HIGH: 'High', MEDIUM: 'Medium', LOW: 'Low' } as const;
const clients = (n: number) => `${formatCount(n)} ${n === 1 ? 'client' : 'clients'}`;

/**
 * The overview's figures over the period chosen (decision 266), labelled with their window: the same
 * computation as the dashboard's (its 30 days) and trends' current month (no period).
 */
export function OverviewFigures() {
  const lender = useSelectedLender();
  const [search] = useSearchParams();
  const yearMonth = search.get('yearMonth') ?? undefined;
  const { data, isError } = useOverviewFigures(lender?.id ?? '', yearMonth);
  if (isError) return <Text c="red.8">The figures could not be loaded.</Text>;
  if (!data) return null;
  const categories = data.categories.filter((c) => c.count > 0);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="overview-figures-title">
      <Stack gap="xs">
        <div>
          <Title order={2} size="h4" id="overview-figures-title">
            Figures
          </Title>
          <Text size="sm" c="dimmed" data-testid="figures-window">
            {data.windowLabel}
          </Text>
        </div>
        <Group gap="lg" wrap="wrap">
          <Text>
            Total liability{' '}
            <Text span fw={700} className={classes.figure} data-testid="overview-total-liability">
              {formatUsd(data.totalLiability.amountCents)}
            </Text>{' '}
            ({clients(data.totalLiability.count)} owing, of {formatCount(data.clients)})
          </Text>
          <Text data-testid="overview-risk">
            Risk:{' '}
            {data.risk.map((r, i) => (
              <span key={r.riskLevel} className={classes.figure}>
                {i > 0 ? ' · ' : ''}
                {RISK_LABELS[r.riskLevel]} {formatCount(r.count)}
              </span>
            ))}
          </Text>
        </Group>
        {categories.length > 0 && (
          <Table aria-label="Clients and liability per category" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Category</Table.Th>
                <Table.Th scope="col" className={classes.figure}>
                  Clients
                </Table.Th>
                <Table.Th scope="col" className={classes.figure}>
                  Liability
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {categories.map((c) => (
                <BodyRow striped key={c.code}>
                  <BodyCell>{CATEGORY_LABELS[c.code]}</BodyCell>
                  <BodyCell className={classes.figure}>{formatCount(c.count)}</BodyCell>
                  <BodyCell className={classes.figure}>{formatUsd(c.amountCents)}</BodyCell>
                </BodyRow>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
