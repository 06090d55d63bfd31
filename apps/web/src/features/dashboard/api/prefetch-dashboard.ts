import type { QueryClient } from '@tanstack/react-query';
import { isCapabilityActive, type SelectedLender } from '@taxlens/contracts';
import { dashboardPortfolioQueryOptions } from './get-dashboard-portfolio';
import { keyInsightsQueryOptions } from './get-key-insights';
import { reportSummaryQueryOptions } from './get-report-summary';

/**
 * The dashboard's calls, asked for while its page chunk is still downloading (docs/decisions/216: the critical
 * data in the first round of requests, in parallel, never after the code that shows it).
 */
export function prefetchDashboard(queryClient: QueryClient, lender: SelectedLender): void {
  void queryClient.prefetchQuery(dashboardPortfolioQueryOptions(lender.id));
  void queryClient.prefetchQuery(reportSummaryQueryOptions(lender.id));
  if (isCapabilityActive(lender.capabilities, 'viewkeyinsights'))
    void queryClient.prefetchQuery(keyInsightsQueryOptions(lender.id, true));
}
