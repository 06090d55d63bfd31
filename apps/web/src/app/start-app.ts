import { matchPath } from 'react-router';
import { eulaQueryOptions } from '../features/auth/api/get-eula';
import { signingViewQueryOptions } from '../features/esign/api/get-signing-view';
import { queryClient } from '../shared/api/query-client';
import { configQueryOptions } from '../shared/config/get-config';
import { getStoredUser, isSignedIn } from '../shared/storage/local-store';
import { loadSignedInBar } from './layout/lazy-signed-in-bar';
import { createAppRouter } from './router';
import { mapLegacyUrl } from './routes/legacy-paths';
import { prefetchLandingPage } from './routes/prefetch-landing-page';
import { preloadLinkTargets } from './routes/preload-route';

/** Before the router reads the URL: old links ('#!', /my-reports, ...) become current routes. */
function rewriteLegacyUrl(): void {
  const { pathname, search, hash } = window.location;
  const target = mapLegacyUrl(pathname, search, hash);
  if (target) window.history.replaceState(null, '', target);
}

/**
 * The first round of requests, asked for while the modules finish evaluating: the header's config,
 * and for a stored session the header's chunk, the notices check, and the landing page's chunk and
 * data (docs/decisions/242).
 */
export function startFirstRequests(): void {
  rewriteLegacyUrl();
  // The header needs the public config on every page: asked for now, not after the first route's chunk.
  void queryClient.prefetchQuery(configQueryOptions());
  preloadLinkTargets();
  // The borrower's link (decision 318): what the page shows is asked for now, beside its chunk.
  const signingToken = matchPath('/sign/:token', window.location.pathname)?.params.token;
  if (signingToken) void queryClient.prefetchQuery(signingViewQueryOptions(signingToken));
  // The stored user is refreshed once the first page has painted (useRefreshAfterFirstPage).
  if (isSignedIn()) {
    // The header's menus, in the same round as the page's chunk.
    void loadSignedInBar();
    // The page this visit opens: its chunk and its data are asked for together, now.
    const user = getStoredUser();
    if (!user?.selectedLender) return;
    // What the page's guard waits for (guard-loader.ts), asked for before the router exists.
    void queryClient.prefetchQuery(eulaQueryOptions());
    prefetchLandingPage(queryClient, user, window.location.pathname);
  }
}

/** The router and its first navigation (the page's guards and code), after startFirstRequests. */
export function startRouter() {
  const router = createAppRouter();
  // A '#!' link followed while the app is open.
  window.addEventListener('hashchange', () => {
    const { pathname, search, hash } = window.location;
    const target = hash.startsWith('#!') ? mapLegacyUrl(pathname, search, hash) : null;
    if (target) void router.navigate(target, { replace: true });
  });
  return router;
}
