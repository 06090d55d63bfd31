import { Table } from '@mantine/core';
import { formatUsd, type RiskStatistic } from '@taxlens/contracts';
import { RiskBadge } from '../../../shared/ui/risk-badge';
import { BodyCell, BodyRow } from '../../../shared/ui/table-body-rows';

/** Clients by risk level with their liability; loaded after the first paint. */
export function PortfolioRiskTable({ rows }: { rows: RiskStatistic[] }) {
  return (
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
          <BodyRow key={r.riskLevel} data-risk={r.riskLevel}>
            <BodyCell>
              <RiskBadge level={r.riskLevel} />
            </BodyCell>
            <BodyCell>{r.count}</BodyCell>
            <BodyCell>{formatUsd(r.totalAmount)}</BodyCell>
          </BodyRow>
        ))}
      </Table.Tbody>
    </Table>
  );
}
