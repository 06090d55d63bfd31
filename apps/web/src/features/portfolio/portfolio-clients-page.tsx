import { type PortfolioClientRow } from '@taxlens/contracts';
import { ClientLink, clientTypeLabel, monitoringLabel, statusLabel } from './components/cells';
import { type Column, PortfolioListView } from './components/portfolio-list-view';
import { ZonedDate } from '../../shared/format/zoned';

const COLUMNS: Column<PortfolioClientRow>[] = [
  { header: 'Client', sortField: 'businessName', render: (c) => <ClientLink id={c.id} name={c.businessName} /> },
  { header: 'Type', sortField: 'clientType', render: (c) => clientTypeLabel(c.clientType) },
  { header: 'Tax ID', render: (c) => `${c.taxIdKind} ***-${c.taxIdLast4}` },
  { header: 'Status', sortField: 'status', render: (c) => statusLabel(c.status) },
  { header: 'Monitoring', sortField: 'monitoringFrequency', render: (c) => monitoringLabel(c.monitoringFrequency) },
  { header: 'Created', sortField: 'createdAt', render: (c) => <ZonedDate value={c.createdAt} /> },
];

/** /portfolio/clients (type=rejected from the dashboard's View All). */
export function PortfolioClientsPage() {
  return (
    <PortfolioListView
      list="clients"
      title="Clients"
      columns={COLUMNS}
      rowKey={(c) => c.id}
      bulkSignature={{ rowName: (c) => c.businessName }}
      filters={['type', 'yearMonth']}
      typeLabel="Clients with"
      periodLabel="Created"
      emptyText="No clients match these filters."
    />
  );
}
