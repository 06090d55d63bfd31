import type { QueryClient } from '@tanstack/react-query';
import type { PortfolioList, SelectedLender } from '@taxlens/contracts';
import { overviewFiguresQueryOptions } from '../../features/portfolio/api/get-overview-figures';
import { portfolioListQueryOptions } from '../../features/portfolio/api/get-portfolio-list';
import { readListParams, toApiQuery } from '../../features/portfolio/components/list-params';
import { searchClientsQueryOptions } from '../../features/search/api/search-clients';
import { readSearchParams } from '../../features/search/search-params';
import { trendBundlesQueryOptions } from '../../features/trends/api/get-trend-bundles';
import { trendMoversQueryOptions } from '../../features/trends/api/get-trend-movers';
import { trendsQueryOptions } from '../../features/trends/api/get-trends';
import { trendQuery } from '../../features/trends/components/trend-query';

const LISTS: Record<string, PortfolioList> = {
  '/portfolio/clients': 'clients',
  '/portfolio/orders': 'orders',
  '/portfolio/overview': 'overview',
  '/portfolio/incomplete-auth': 'incomplete-auth',
  '/portfolio/expiring-forms': 'expiring-forms',
};

/**
 * The data of the page a visit opens on, for the pages a lender works in (issue 50, decision 306): the
 * five portfolio lists, search results and trends (the client page's calls come in a chunk of their own,
 * decision 317). Asked for as soon as this small chunk has come, beside the page's own chunk, not once
 * that chunk has loaded and rendered; the page's queries find the answers (the same keys and calls).
 * Returns whether the path was one of them.
 */
export function prefetchPageData(queryClient: QueryClient, lender: SelectedLender, location: Location): boolean {
  const search = new URLSearchParams(location.search);
  const list = LISTS[location.pathname];
  if (list) {
    void queryClient.prefetchQuery(portfolioListQueryOptions(lender.id, list, toApiQuery(readListParams(search))));
    if (list === 'overview')
      void queryClient.prefetchQuery(overviewFiguresQueryOptions(lender.id, search.get('yearMonth') ?? undefined));
    return true;
  }
  if (location.pathname === '/search') {
    const params = readSearchParams(search);
    if (params.keyword !== '') void queryClient.prefetchQuery(searchClientsQueryOptions(params));
    return true;
  }
  if (location.pathname === '/portfolio/trends') {
    const query = trendQuery(search);
    void queryClient.prefetchQuery(trendsQueryOptions(lender.id, query));
    void queryClient.prefetchQuery(trendMoversQueryOptions(lender.id, query));
    void queryClient.prefetchQuery(trendBundlesQueryOptions(lender.id));
    return true;
  }
  return false;
}
