import type { QueryClient } from '@tanstack/react-query';
import type { SelectedLender } from '@taxlens/contracts';
import { matchPath } from 'react-router';
import { prefetchDashboard } from '../../features/dashboard/api/prefetch-dashboard';
import { placeOrderFormDataQueryOptions } from '../../features/orders/api/get-place-order-form-data';
import { preloadRoute } from './preload-route';

const PLACE_ORDER_PATHS = ['/place-order/:clientId', '/place-order/on-demand/:clientId'];
// The pages whose data prefetch-page-data.ts asks for (issue 50, decision 306).
const WORK_PAGES =
  /^\/(client\/(?!create$|import$|summary\/)[^/]+|portfolio\/(clients|orders|overview|incomplete-auth|expiring-forms|trends)|search)$/;

/**
 * The first page's chunk and its data, asked for together at start, before the router has loaded
 * the page's code (docs/decisions/225: the critical data in the first round of requests, in parallel, never
 * after the code that shows it). For the pages a lender lands on most: the dashboard, and Place
 * Order (opened from a link in a mail, or a bookmark).
 */
export function prefetchLandingPage(queryClient: QueryClient, lender: SelectedLender, pathname: string): void {
  if (pathname === '/') {
    preloadRoute('/');
    prefetchDashboard(queryClient, lender);
    return;
  }
  const order = PLACE_ORDER_PATHS.map((path) => matchPath(path, pathname)).find(Boolean);
  if (order?.params.clientId) {
    preloadRoute(pathname);
    void queryClient.prefetchQuery(placeOrderFormDataQueryOptions(order.params.clientId));
    return;
  }
  // The pages a lender works in: their calls come in a small chunk of their own (the first load of
  // the sign-in page and the dashboard stays as it was), which arrives well before the page's chunk
  // and its imports, so the data is asked for beside them.
  if (WORK_PAGES.test(pathname)) {
    preloadRoute(pathname);
    void import('./prefetch-page-data').then((m) => m.prefetchPageData(queryClient, lender, window.location));
  }
}
