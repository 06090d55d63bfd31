import { Table } from '@mantine/core';
import { formatUsd, type RiskStatistic } from '@taxlens/contracts';
import { RiskBadge } from '../../../shared/ui/risk-badge';

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
  );
}
