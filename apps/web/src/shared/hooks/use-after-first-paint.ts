import { useEffect, useState } from 'react';

/**
 * False until the browser is first idle after this component painted (at most 2 s), then true: for
 * work the first paint must not wait behind, such as a background poll (issue 21).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => setPainted(true), { timeout: 2000 });
    return () => cancel(handle);
  }, [painted]);
  return painted;
}
