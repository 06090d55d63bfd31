import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@taxlens/contracts';
import { matchPath } from 'react-router';
import { prefetchDashboard } from '../../features/dashboard/api/prefetch-dashboard';
import { placeOrderFormDataQueryOptions } from '../../features/orders/api/get-place-order-form-data';
import { prepareDateFormatting } from '../../shared/format/prepare-date-formatting';
import { decideGuard } from '../guards/guard-rules';
import { preloadRoute } from './preload-route';
import { ROUTES } from './route-table';

const PLACE_ORDER_PATHS = ['/place-order/:clientId', '/place-order/on-demand/:clientId'];
// The pages whose data prefetch-page-data.ts asks for (issue 50, decision 306).
const WORK_PAGES = /^\/(portfolio\/(clients|orders|overview|incomplete-auth|expiring-forms|trends)|search)$/;
// The client page: its calls in a chunk of their own, without the lists' and trends' modules (decision 317).
const CLIENT_PAGE = /^\/client\/(?!create$|import$|summary\/)[^/]+$/;

/**
 * The first page's chunk and its data, asked for together at start, before the router has loaded
 * the page's code (docs/decisions/225: the critical data in the first round of requests, in parallel, never
 * after the code that shows it). For the pages a lender lands on most: the dashboard, and Place
 * Order (opened from a link in a mail, or a bookmark).
 */
export function prefetchLandingPage(queryClient: QueryClient, user: User, pathname: string): void {
  const lender = user.selectedLender;
  if (!lender || !mayOpen(user, pathname)) return;
  if (pathname === '/') {
    preloadRoute('/');
    prefetchDashboard(queryClient, lender);
    return;
  }
  const order = PLACE_ORDER_PATHS.map((path) => matchPath(path, pathname)).find(Boolean);
  // Every page below shows dates or figures in its first view; the dashboard's shows none (decision 330).
  if (order?.params.clientId) {
    prepareDateFormatting(user.timeZone);
    preloadRoute(pathname);
    void queryClient.prefetchQuery(placeOrderFormDataQueryOptions(order.params.clientId));
    return;
  }
  const clientId = CLIENT_PAGE.test(pathname) ? matchPath('/client/:clientId', pathname)?.params.clientId : undefined;
  if (clientId) {
    prepareDateFormatting(user.timeZone);
    // Asked for before the page's chunk and its imports: a phone's six connections take them in order.
    void import('../../features/clients/api/prefetch-client-page').then((m) =>
      m.prefetchClientPage(queryClient, clientId),
    );
    preloadRoute(pathname);
    return;
  }
  // The pages a lender works in: their calls come in a small chunk of their own (the first load of
  // the sign-in page and the dashboard stays as it was), which arrives well before the page's chunk
  // and its imports, so the data is asked for beside them.
  if (WORK_PAGES.test(pathname)) {
    prepareDateFormatting(user.timeZone);
    preloadRoute(pathname);
    void import('./prefetch-page-data').then((m) => m.prefetchPageData(queryClient, lender, window.location));
  }
}

/**
 * Only a page the user may open: a refused page's calls answer 403 "Access is denied", and the API client
 * then sends the visit to Page Not Found (spec 1) before the page's guard can say Access Denied (decision 170).
 */
function mayOpen(user: User, pathname: string): boolean {
  const route = ROUTES.find((r) => matchPath(r.path, pathname));
  return route !== undefined && decideGuard(route.access, { user, eulaPending: false }).kind === 'pass';
}
