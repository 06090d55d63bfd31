import { startTransition, useCallback, useEffect, useState } from 'react';
import { whenIdle } from './when-idle';

/**
 * False until the browser is first idle after this component painted (at most `timeoutMs` later),
 * or until `raise` is called; then true. For work the first paint must not wait behind: a
 * background poll, a deferred chunk (docs/decisions/119).
 * Raised when idle, it renders as a transition: React splits the rendering into slices of a few
 * milliseconds, so a deferred table or tooltip is no long task on a phone (decision 241). `raise`
 * (the user's own intent) renders at once.
 */
export function useIdleFlag(timeoutMs: number): [boolean, () => void] {
  const [raised, setRaised] = useState(false);
  useEffect(() => {
    if (raised) return;
    return whenIdle(() => startTransition(() => setRaised(true)), timeoutMs);
  }, [raised, timeoutMs]);
  return [raised, useCallback(() => setRaised(true), [])];
}
