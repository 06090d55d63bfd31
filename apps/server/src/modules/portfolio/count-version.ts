import type { PortfolioList } from '@taxlens/contracts';
import type { LenderDataVersions } from '../reports/index.js';
import type { ListFilters } from './repo.js';

/**
 * The versions a list's count is computed from (decision 222), as a cache-key part: only the tables
 * its count reads, so a write elsewhere (an order placed, for the client lists) keeps it.
 */
export function countVersionOf(list: PortfolioList, f: ListFilters, v: LenderDataVersions): string {
  switch (list) {
    case 'clients':
      // "Completed" clients are those with a latest completed report (client_latest_reports).
      return `c${v.clients}${f.type === 'pendingorders' ? `o${v.orders}` : ''}${f.type === 'completed' ? `l${v.latestReports}` : ''}`;
    case 'orders':
      // The category filter reads the orders' reports.
      return `o${v.orders}${f.reports ? `a${v.all}` : ''}`;
    case 'overview':
      // Open windows read client_latest_reports; a past month reads the reports and clients.
      return f.window?.to ? `a${v.all}` : `l${v.latestReports}`;
    case 'incomplete-auth':
    case 'expiring-forms':
      return `c${v.clients}`;
  }
}
