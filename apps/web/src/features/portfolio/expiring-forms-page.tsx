import { displayDate, type PortfolioClientRow } from '@taxlens/contracts';
import { ClientLink, FormStageCell, monitoringLabel } from './components/cells';
import { type Column, PortfolioListView } from './components/portfolio-list-view';

const COLUMNS: Column<PortfolioClientRow>[] = [
  {
    header: 'Form 8821 Expires',
    sortField: 'authorizationExpiresOn',
    render: (c) => displayDate(c.authorizationExpiresOn),
  },
  { header: 'Client', sortField: 'businessName', render: (c) => <ClientLink id={c.id} name={c.businessName} /> },
  { header: 'Form 8821 Stage', render: (c) => <FormStageCell row={c} /> },
  { header: 'Monitoring', sortField: 'monitoringFrequency', render: (c) => monitoringLabel(c.monitoringFrequency) },
];

/** /portfolio/expiring-forms, only for monitored lenders: forms that expire within 60 days. */
export function ExpiringFormsPage() {
  return (
    <PortfolioListView
      list="expiring-forms"
      title="Expiring Forms"
      columns={COLUMNS}
      rowKey={(c) => c.id}
      bulkSignature={{ rowName: (c) => c.businessName }}
      emptyText="No monitored client's Form 8821 expires in the next 60 days."
    />
  );
}
