import { Card, Skeleton, Table, Title } from '@mantine/core';
import { formatUsd, type RiskStatistic } from '@taxlens/contracts';
import { RiskBadge } from '../../../shared/ui/risk-badge';
import { BlockError } from './block-error';

type Props = { rows: RiskStatistic[] | null | undefined; isLoading: boolean; isError: boolean };

/** Spec 1 §2 Portfolio Risk (showportfoliorisk): clients by risk level with their liability. */
export function PortfolioRisk({ rows, isLoading, isError }: Props) {
  return (
    <Card withBorder component="section" aria-labelledby="portfolio-risk-title">
      <Title order={2} size="h3" id="portfolio-risk-title" mb="xs">
        Portfolio Risk
      </Title>
      {isError && <BlockError />}
      {isLoading && <Skeleton height={90} />}
      {rows && (
        <Table aria-labelledby="portfolio-risk-title">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Risk</Table.Th>
              <Table.Th scope="col">Clients</Table.Th>
              <Table.Th scope="col">Liability</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.riskLevel} data-risk={r.riskLevel}>
                <Table.Td>
                  <RiskBadge level={r.riskLevel} />
                </Table.Td>
                <Table.Td>{r.count}</Table.Td>
                <Table.Td>{formatUsd(r.totalAmount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}
