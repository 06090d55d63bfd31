import { displayDate, type PortfolioClientRow } from '@taxlens/contracts';
import { ClientLink, FormStageCell, monitoringLabel, statusLabel } from './components/cells';
import { type Column, PortfolioListView } from './components/portfolio-list-view';

const COLUMNS: Column<PortfolioClientRow>[] = [
  { header: 'Client', sortField: 'businessName', render: (c) => <ClientLink id={c.id} name={c.businessName} /> },
  {
    header: 'Form 8821 Expires',
    sortField: 'authorizationExpiresOn',
    render: (c) => displayDate(c.authorizationExpiresOn) || 'No form on file',
  },
  { header: 'Form 8821 Stage', render: (c) => <FormStageCell row={c} /> },
  { header: 'Monitoring', sortField: 'monitoringFrequency', render: (c) => monitoringLabel(c.monitoringFrequency) },
  { header: 'Status', sortField: 'status', render: (c) => statusLabel(c.status) },
];

/** /portfolio/incomplete-auth, only for monitored lenders (route guard and server check). */
export function IncompleteAuthPage() {
  return (
    <PortfolioListView
      list="incomplete-auth"
      title="Incomplete Authorizations"
      columns={COLUMNS}
      rowKey={(c) => c.id}
      bulkSignature={{ rowName: (c) => c.businessName }}
      emptyText="Every monitored client has a Form 8821 that covers this year."
    />
  );
}
