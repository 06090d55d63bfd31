import type { TooltipProps } from '@mantine/core';
import { lazy, Suspense, type ComponentType } from 'react';
import { useIdleFlag } from '../hooks/use-idle-flag';

// Mantine's Tooltip positions itself with floating-ui (15 KB gzip): a page that shows a tooltip
// renders without it and gets it once the browser is idle, or at the first hover or focus
// (docs/decisions/119). The target carries the same text as its accessible name meanwhile.
const Tooltip = lazy(() =>
  import('./mantine-tooltip').then((m) => ({ default: m.Tooltip as ComponentType<TooltipProps> })),
);

export function DeferredTooltip(props: TooltipProps) {
  const [wanted, want] = useIdleFlag(3000);
  if (!wanted) {
    return (
      <span style={{ display: 'contents' }} onPointerEnter={want} onFocus={want}>
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
