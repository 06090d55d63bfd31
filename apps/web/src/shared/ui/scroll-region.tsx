import { useEffect, useRef, useState, type ReactNode } from 'react';
import classes from './scroll-region.module.css';

type Props = {
  children: ReactNode;
  /** Below this width the content scrolls sideways inside the region, never the page. */
  minWidth: number;
  /** The region's name ("Orders", "Invoices"): what a screen reader announces on entering it. */
  label?: string;
  labelledBy?: string;
};

/**
 * A wide table's box (decision 173): on a narrow screen it scrolls sideways by itself, and while it
 * does it is a named region in the tab order, so keyboard users can scroll it too (WCAG 2.1.1).
 */
export function ScrollRegion({ children, minWidth, label, labelledBy }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const overflowing = useOverflowing(box);
  return (
    <div
      ref={box}
      className={classes.region}
      // Only a scrolling box is a stop of its own; one that fits adds no second landmark named like
      // the section around it.
      role={overflowing ? 'region' : undefined}
      aria-label={overflowing && !labelledBy ? (label ?? 'Table') : undefined}
      aria-labelledby={overflowing ? labelledBy : undefined}
      tabIndex={overflowing ? 0 : undefined}
    >
      <div style={{ minWidth }}>{children}</div>
    </div>
  );
}

/** Whether the box's content is wider than the box, kept up to date as either resizes. */
function useOverflowing(box: React.RefObject<HTMLDivElement | null>): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflowing(element.scrollWidth > element.clientWidth + 1);
    // The observer's first call comes after the browser's own layout; measuring here at once would
    // force a layout in the middle of React's commit, a second one on a phone's first load (decision 231).
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [box]);
  return overflowing;
}
