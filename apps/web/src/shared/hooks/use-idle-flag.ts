import { useCallback, useEffect, useState } from 'react';
import { whenIdle } from './when-idle';

/**
 * False until the browser is first idle after this component painted (at most `timeoutMs` later),
 * or until `raise` is called; then true. For work the first paint must not wait behind: a
 * background poll, a deferred chunk (issue 21, docs/decisions/119).
 */
export function useIdleFlag(timeoutMs: number): [boolean, () => void] {
  const [raised, setRaised] = useState(false);
  useEffect(() => {
    if (raised) return;
    return whenIdle(() => setRaised(true), timeoutMs);
  }, [raised, timeoutMs]);
  return [raised, useCallback(() => setRaised(true), [])];
}
