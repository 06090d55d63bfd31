import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';

export type FocusReturningDisclosure = { opened: boolean; open: () => void; close: () => void };

/**
 * Open/closed state of a shell drawer. Decision 172: one that closes without navigating gives focus
 * back to the control that opened it; when closing navigates, the new page's heading gets it.
 * Mantine's own return misses a drawer mounted already open (the lazily loaded alerts drawer) and
 * would race the heading focus after a link, so the shell's drawers use this instead.
 */
export function useFocusReturningDisclosure(): FocusReturningDisclosure {
  const [opened, setOpened] = useState(false);
  const location = useLocation();
  const navigation = useNavigation();
  // Read when the frame comes: a link inside the drawer has started a navigation by then.
  const navigating = useRef(false);
  navigating.current = navigation.state !== 'idle';
  const keyNow = useRef(location.key);
  keyNow.current = location.key;
  const opener = useRef<{ element: HTMLElement; key: string } | null>(null);

  const open = useCallback(() => {
    const active = document.activeElement;
    opener.current =
      active instanceof HTMLElement && active !== document.body ? { element: active, key: keyNow.current } : null;
    setOpened(true);
  }, []);
  const close = useCallback(() => setOpened(false), []);

  // A navigation (a link in the drawer, the browser's back) closes the drawer: the page gets focus.
  useEffect(() => {
    setOpened(false);
  }, [location.key]);

  useEffect(() => {
    if (opened) return;
    const last = opener.current;
    opener.current = null;
    if (!last || last.key !== location.key || !last.element.isConnected) return;
    // After the drawer's own focus trap has let go.
    const frame = requestAnimationFrame(() => {
      if (!navigating.current) last.element.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [opened]);

  return { opened, open, close };
}
