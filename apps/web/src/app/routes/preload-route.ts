import { matchPath } from 'react-router';
import { ROUTES } from './route-table';

const started = new Set<string>();

/** Starts loading the page chunk of a same-origin path (a link about to be followed). */
export function preloadRoute(pathname: string): void {
  const def = ROUTES.find((route) => matchPath({ path: route.path, end: true }, pathname));
  if (!def || started.has(def.path)) return;
  started.add(def.path);
  // A failed download is retried by the navigation itself.
  def.load().catch(() => started.delete(def.path));
}

/**
 * Pages are lazy chunks (docs/decisions/119): a link that gets the pointer or the focus starts its
 * page's download, so the click usually finds it there. One listener for every link of the app.
 */
export function preloadLinkTargets(root: Document = document): () => void {
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    preloadRoute(link.pathname);
  };
  root.addEventListener('pointerover', onIntent, { passive: true });
  root.addEventListener('focusin', onIntent);
  return () => {
    root.removeEventListener('pointerover', onIntent);
    root.removeEventListener('focusin', onIntent);
  };
}
