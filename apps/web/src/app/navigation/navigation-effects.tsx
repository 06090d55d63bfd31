import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { decideGotoAction } from '../../shared/navigation/goto-target';
import { useSessionUser } from '../../shared/session/use-session-user';
import { setGoto } from '../../shared/storage/local-store';
import { focusMainHeadingWhenShown } from './heading-focus';
import { sharedKeys } from '../../shared/api/keys';

/**
 * After each navigation (spec 1 §2): scroll to the top, drop focus from the clicked element and
 * put it on the new page's main heading (decision 172), follow a goto parameter. Returns a counter that grows when the same URL is navigated to again,
 * which the layout uses as the page's key so the page re-mounts (and its data is fetched anew).
 */
export function useNavigationEffects(): number {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signedIn = useSessionUser() !== null;
  const previous = useRef<{ key: string; href: string; hash: string } | null>(null);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    const href = `${location.pathname}${location.search}`;
    const last = previous.current;
    previous.current = { key: location.key, href, hash: location.hash };
    if (last) {
      if (last.key === location.key) return;
      // An in-page anchor (the skip link's #main) is not a navigation: keep its scroll and focus.
      if (last.href === href && last.hash !== location.hash) return;
      if (last.href === href && navigationType !== 'POP') {
        setReloads((n) => n + 1);
        void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== sharedKeys.config()[0] });
      }
    }
    window.scrollTo(0, 0);
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    // The first page of a visit keeps the browser's start (the skip link first).
    const cancelFocus = last ? focusMainHeadingWhenShown() : undefined;

    const goto = decideGotoAction(location.search, signedIn, location.pathname);
    if (goto.kind === 'navigate') navigate(goto.to, { replace: true });
    if (goto.kind === 'save') setGoto(goto.to);
    return cancelFocus;
    // Runs per navigation (location.key), not when the sign-in state alone changes.
  }, [location.key]);

  return reloads;
}
