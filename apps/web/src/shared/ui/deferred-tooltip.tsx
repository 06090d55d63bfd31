import type { TooltipProps } from '@mantine/core';
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';

// Mantine's Tooltip positions itself with floating-ui (15 KB gzip): a page that shows a tooltip
// renders without it and gets it once the browser is idle, or at the first hover or focus
// (docs/decisions/119). The target carries the same text as its accessible name meanwhile.
const Tooltip = lazy(() => import('./mantine-tooltip').then((m) => ({ default: m.Tooltip as ComponentType<TooltipProps> })));

export function DeferredTooltip(props: TooltipProps) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => setWanted(true), { timeout: 3000 });
    return () => cancel(handle);
  }, [wanted]);
  if (!wanted) {
    return (
      <span style={{ display: 'contents' }} onPointerEnter={() => setWanted(true)} onFocus={() => setWanted(true)}>
        {props.children}
      </span>
    );
  }
  return (
    <Suspense fallback={props.children}>
      <Tooltip {...props} />
    </Suspense>
  );
}
