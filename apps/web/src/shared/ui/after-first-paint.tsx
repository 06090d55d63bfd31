import { Suspense, type ReactNode } from 'react';
import { useIdleFlag } from '../hooks/use-idle-flag';

type Props = {
  /** Shown until then, and while a lazy child's code arrives: as tall as the content, so nothing moves. */
  fallback: ReactNode;
  children: ReactNode;
  /** At the latest this long after the first paint. */
  timeoutMs?: number;
};

/**
 * Renders its children from the first idle moment after the page painted: a lazy child's code is
 * then asked for after the page's own chunk and data, not beside them (docs/decisions/216: what is below a
 * phone's first view must not delay it).
 */
export function AfterFirstPaint({ fallback, children, timeoutMs = 1000 }: Props) {
  const [painted] = useIdleFlag(timeoutMs);
  return <Suspense fallback={fallback}>{painted ? children : fallback}</Suspense>;
}
