import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react';

type Props = {
  /** Shown until then: as tall as the content, so nothing moves when it renders. */
  fallback: ReactNode;
  children: ReactNode;
  /** How far outside the viewport "near" starts (IntersectionObserver's rootMargin). */
  rootMargin?: string;
};

/**
 * Renders its children once their place comes within `rootMargin` of the viewport, as a transition
 * (in slices): a heavy part below the first view (a chart) costs nothing until the reader scrolls
 * towards it (decision 326). Where IntersectionObserver is absent (tests, old browsers) at once.
 */
export function WhenNearView({ fallback, children, rootMargin = '0px 0px 100px 0px' }: Props) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        startTransition(() => setNear(true));
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, rootMargin]);
  return near ? children : <div ref={placeholder}>{fallback}</div>;
}
