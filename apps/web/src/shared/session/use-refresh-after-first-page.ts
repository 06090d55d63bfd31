import { useEffect } from 'react';
import { isSignedIn } from '../storage/local-store';
import { whenIdle } from '../hooks/when-idle';
import { refreshSession } from './refresh-session';

let done = false;
// The browser is idle once the first page has painted its data; a busy phone waits at most this long.
const REFRESH_WITHIN_MS = 3000;

/**
 * Once per app load, when the browser is first idle after the first page painted: the stored user
 * may be stale (another tab, a new lender setting) and an expired session signs out. Not at start,
 * nor when the layout mounts: its three calls in a row (user, lender, capabilities) went before the
 * page's own paint on a slow phone, and Lighthouse counted them in it (docs/decisions/242). The page
 * meanwhile shows from the stored user, and the server decides every call anyway.
 */
export function useRefreshAfterFirstPage(): void {
  useEffect(() => {
    if (done) return;
    done = true;
    // Not cancelled on unmount: it runs once per app load, whichever page is open by then.
    if (isSignedIn()) whenIdle(() => void refreshSession().catch(() => undefined), REFRESH_WITHIN_MS);
  }, []);
}
