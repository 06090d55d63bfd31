import { displayDate, formatUsd, type PortfolioOverviewRow } from '@taxlens/contracts';
import { RiskBadge } from '../../shared/ui/risk-badge';
import classes from './components/overview-figures.module.css';
import { categoryList, ClientLink } from './components/cells';
import { OverviewFigures } from './components/overview-figures';
import { type Column, PortfolioListView } from './components/portfolio-list-view';

const COLUMNS: Column<PortfolioOverviewRow>[] = [
  { header: 'Report Date', sortField: 'reportDate', render: (r) => displayDate(r.reportDate) },
  { header: 'Client', sortField: 'businessName', render: (r) => <ClientLink id={r.clientId} name={r.businessName} /> },
  {
    header: 'Total Liability',
    sortField: 'totalLiability',
    render: (r) => <span className={classes.money}>{formatUsd(r.totalLiability)}</span>,
  },
  { header: 'Risk', sortField: 'riskLevel', render: (r) => <RiskBadge level={r.riskLevel} /> },
  { header: 'Categories', render: (r) => categoryList(r.categories) },
];

/** /portfolio/overview: each active client's latest completed report (reports and yearMonth from the dashboard). */
export function PortfolioOverviewPage() {
  return (
    <PortfolioListView
      list="overview"
      title="Overview"
      columns={COLUMNS}
      rowKey={(r) => r.reportId}
      filters={['reports', 'yearMonth']}
      periodLabel="Report completed"
      emptyText="No reports match these filters."
      summary={<OverviewFigures />}
    />
  );
}
