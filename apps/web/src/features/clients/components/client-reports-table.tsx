import { Anchor, Group, Title } from '@mantine/core';
import { Link } from 'react-router';
import { type ClientReportRow, formatUsd, REPORT_TYPES } from '@taxlens/contracts';
import { DataTable, type DataTableColumn } from '../../../shared/ui/data-table';
import { useClientReports } from '../api/get-client-reports';
import { ZonedDate } from '../../../shared/format/zoned';

const reportLabel = (code: string) => REPORT_TYPES.find((t) => t.code === code)?.label ?? code;
const words = (code: string | null) =>
  code ? code.charAt(0) + code.slice(1).toLowerCase().replaceAll('_', ' ') : '--';

const COLUMNS: DataTableColumn<ClientReportRow>[] = [
  { header: 'Date', cell: (r) => <ZonedDate value={r.completedAt ?? r.createdAt} /> },
  { header: 'Kind', cell: (r) => (r.kind === 'ORDER' ? 'Order' : 'Monitoring') },
  { header: 'Report', cell: (r) => reportLabel(r.reportType) },
  { header: 'Delivery', cell: (r) => words(r.delivery) },
  { header: 'Status', cell: (r) => (r.rejectionReason ? `Rejected: ${r.rejectionReason}` : words(r.status)) },
  { header: 'Liability', cell: (r) => (r.totalLiabilityCents === null ? '--' : formatUsd(r.totalLiabilityCents)) },
  { header: 'Risk', cell: (r) => words(r.riskLevel) },
  {
    header: 'PDF',
    cell: (r) =>
      r.status === 'COMPLETED' && r.reportId ? (
        <Group gap="xs" wrap="nowrap">
          <Anchor component={Link} to={`/reports/${r.reportId}`}>
            View report
          </Anchor>
          <Anchor href={`/api/reports/${r.reportId}/pdf`} download>
            Download report
          </Anchor>
        </Group>
      ) : (
        '--'
      ),
  },
];

/** The client's orders and monitoring reports, newest first. */
export function ClientReportsTable({ clientId }: { clientId: string }) {
  const reports = useClientReports(clientId);
  return (
    <>
      <Title order={2} size="h4">
        Reports and Orders
      </Title>
      <DataTable
        columns={COLUMNS}
        rows={reports.data}
        rowKey={(r) => `${r.kind}-${r.id}`}
        error={reports.isError && 'The reports could not be loaded.'}
        emptyText="No reports or orders yet."
        minWidth={640}
      />
    </>
  );
}
