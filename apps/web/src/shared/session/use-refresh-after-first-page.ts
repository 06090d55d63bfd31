import { useEffect } from 'react';
import { isSignedIn } from '../storage/local-store';
import { refreshSession } from './refresh-session';

let done = false;

/**
 * Once per app load, after the first page painted: the stored user may be stale (another tab, a
 * new lender setting) and an expired session signs out. Not at start: its three calls in a row
 * (user, lender, capabilities) went before the page's own on a slow phone (issue 21). The page
 * meanwhile shows from the stored user, and the server decides every call anyway.
 */
export function useRefreshAfterFirstPage(): void {
  useEffect(() => {
    if (done) return;
    done = true;
    if (isSignedIn()) refreshSession().catch(() => undefined);
  }, []);
}
