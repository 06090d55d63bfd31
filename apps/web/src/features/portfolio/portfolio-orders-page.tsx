import { Anchor } from '@mantine/core';
import { type PortfolioOrderRow } from '@taxlens/contracts';
import { Link } from 'react-router';
import { ClientLink, deliveryLabel, reportTypeLabel, statusLabel } from './components/cells';
import { type Column, PortfolioListView } from './components/portfolio-list-view';
import { ZonedDate } from '../../shared/format/zoned';

const COLUMNS: Column<PortfolioOrderRow>[] = [
  { header: 'Placed', sortField: 'createdAt', render: (o) => <ZonedDate value={o.createdAt} /> },
  { header: 'Client', sortField: 'businessName', render: (o) => <ClientLink id={o.clientId} name={o.businessName} /> },
  { header: 'Report Type', sortField: 'reportType', render: (o) => reportTypeLabel(o.reportType) },
  { header: 'Delivery', sortField: 'delivery', render: (o) => deliveryLabel(o.delivery) },
  { header: 'Status', sortField: 'status', render: (o) => statusLabel(o.status) },
  { header: 'Placed By', sortField: 'placedBy', render: (o) => o.placedBy },
  {
    header: 'Report',
    render: (o) =>
      o.status === 'COMPLETED' && o.reportId ? (
        <Anchor component={Link} to={`/reports/${o.reportId}`}>
          View report
        </Anchor>
      ) : (
        '--'
      ),
  },
];

/** /portfolio/orders (type=pendingorders|completed|rejected from the status cards). */
export function PortfolioOrdersPage() {
  return (
    <PortfolioListView
      list="orders"
      title="Orders"
      columns={COLUMNS}
      rowKey={(o) => o.id}
      filters={['type', 'reports', 'yearMonth']}
      periodLabel="Placed"
      emptyText="No orders match these filters."
    />
  );
}
