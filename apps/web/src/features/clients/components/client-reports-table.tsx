import { Alert, Anchor, Table, Text, Title } from '@mantine/core';
import { REPORT_TYPES } from '@taxlens/contracts';
import { formatDate, formatUsdCents } from '../../../shared/format/format';
import { TableSkeletonRows } from '../../../shared/ui/table-skeleton';
import { useClientReports } from '../api/get-client-reports';

const reportLabel = (code: string) => REPORT_TYPES.find((t) => t.code === code)?.label ?? code;
const words = (code: string | null) => (code ? code.charAt(0) + code.slice(1).toLowerCase().replaceAll('_', ' ') : '--');

/** The client's orders and monitoring reports, newest first. */
export function ClientReportsTable({ clientId }: { clientId: string }) {
  const reports = useClientReports(clientId);
  return (
    <>
      <Title order={2} size="h4">
        Reports and Orders
      </Title>
      {reports.isError ? (
        <Alert color="red">The reports could not be loaded.</Alert>
      ) : reports.data?.length === 0 ? (
        <Text>No reports or orders yet.</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Kind</Table.Th>
                <Table.Th>Report</Table.Th>
                <Table.Th>Delivery</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Liability</Table.Th>
                <Table.Th>Risk</Table.Th>
                <Table.Th>PDF</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {reports.data
                ? reports.data.map((r) => (
                    <Table.Tr key={`${r.kind}-${r.id}`}>
                      <Table.Td>{formatDate(r.completedAt ?? r.createdAt)}</Table.Td>
                      <Table.Td>{r.kind === 'ORDER' ? 'Order' : 'Monitoring'}</Table.Td>
                      <Table.Td>{reportLabel(r.reportType)}</Table.Td>
                      <Table.Td>{words(r.delivery)}</Table.Td>
                      <Table.Td>{r.rejectionReason ? `Rejected: ${r.rejectionReason}` : words(r.status)}</Table.Td>
                      <Table.Td>{r.totalLiabilityCents === null ? '--' : formatUsdCents(r.totalLiabilityCents)}</Table.Td>
                      <Table.Td>{words(r.riskLevel)}</Table.Td>
                      <Table.Td>
                        {r.status === 'COMPLETED' && r.reportId ? (
                          <Anchor href={`/api/reports/${r.reportId}/pdf`} download>
                            Download report
                          </Anchor>
                        ) : (
                          '--'
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))
                : TableSkeletonRows({ columns: 8 })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}
