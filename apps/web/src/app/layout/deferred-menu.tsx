import { Button } from '@mantine/core';
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import type * as HeaderMenusModule from './header-menus';
import { whenIdle } from '../../shared/hooks/when-idle';

type HeaderMenus = typeof HeaderMenusModule;

// The header's dropdowns load once the page is up (browser idle) or at the first sign of intent
// (pointer, focus, click), whichever is first; until then each shows its own button, looking the
// same (docs/decisions/119). One module-level copy: every header shares the loaded menus.
let menus: HeaderMenus | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

export function loadHeaderMenus(): Promise<void> {
  loading ??= import('./header-menus').then(
    (loaded) => {
      menus = loaded;
      for (const listener of listeners) listener();
    },
    () => {
      loading = null; // a failed download is tried again at the next intent
    },
  );
  return loading;
}

/**
 * The loaded menus, null until they arrive. Their arrival renders as a transition, in slices of a
 * few milliseconds (decision 241): mounting the real menus was one long task on a phone. (Not
 * useSyncExternalStore: its updates always render in one piece.)
 */
function useHeaderMenus(): HeaderMenus | null {
  const [loaded, setLoaded] = useState(menus);
  useEffect(() => {
    if (loaded) return;
    const arrived = () => startTransition(() => setLoaded(menus));
    listeners.add(arrived);
    if (menus) arrived(); // loaded between this render and its effect
    const cancelIdle = whenIdle(() => void loadHeaderMenus(), 3000);
    return () => {
      listeners.delete(arrived);
      cancelIdle();
    };
  }, [loaded]);
  return loaded;
}

type Props = {
  /** The button's text, as the real menu's target shows it. */
  label: ReactNode;
  /** The real menu, opened at once when the user clicked before it arrived. */
  render: (loaded: HeaderMenus, openNow: boolean) => ReactNode;
  /** What the real target announces: a menu, or a dialog (Place Order's search). */
  popup?: 'menu' | 'dialog';
  /** The look-alike's class and title, as the real target has them (the cut display name). */
  buttonProps?: { className?: string; title?: string };
};

/** A header dropdown whose code arrives after the page: a look-alike button until then. */
export function DeferredMenu({ label, render, popup = 'menu', buttonProps }: Props) {
  const loaded = useHeaderMenus();
  const [clicked, setClicked] = useState(false);
  const [focused, setFocused] = useState(false);
  const real = useRef<HTMLSpanElement>(null);
  // A keyboard user on the look-alike keeps the focus when the real button replaces it.
  useEffect(() => {
    if (loaded && focused) real.current?.querySelector('button')?.focus();
  }, [loaded, focused]);
  if (loaded) {
    return (
      <span ref={real} style={{ display: 'contents' }}>
        {render(loaded, clicked)}
      </span>
    );
  }
  return (
    <Button
      variant="subtle"
      {...buttonProps}
      aria-haspopup={popup}
      aria-expanded={false}
      onPointerEnter={() => void loadHeaderMenus()}
      onFocus={() => {
        setFocused(true);
        void loadHeaderMenus();
      }}
      onBlur={() => setFocused(false)}
      onClick={() => {
        setClicked(true);
        void loadHeaderMenus();
      }}
    >
      {label}
    </Button>
  );
}
