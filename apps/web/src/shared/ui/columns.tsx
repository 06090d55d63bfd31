import type { MantineSpacing } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import classes from './columns.module.css';

type Breakpoint = 'base' | 'xs' | 'sm' | 'md' | 'lg' | 'xl';
type Count = 1 | 2 | 3 | 4;

type Props = {
  /** Columns from each of Mantine's breakpoints up, as SimpleGrid's `cols`: `{ base: 1, sm: 3 }`. */
  cols: Partial<Record<Breakpoint, Count>>;
  /** The gap between cells, a Mantine spacing; md by default. */
  spacing?: MantineSpacing;
  mt?: MantineSpacing;
  children: ReactNode;
};

/**
 * Equal columns by screen width, in place of Mantine's SimpleGrid. SimpleGrid writes its responsive
 * rules into a `<style>` element in the page's body; a stylesheet added later to the head then
 * makes the browser restyle and lay out the whole page (decision 241). These are plain classes.
 */
export function Columns({ cols, spacing, mt, children }: Props) {
  const className = [classes.root, ...Object.entries(cols).map(([at, count]) => classes[`${at}-${count}`])].join(' ');
  const style = {
    ...(spacing ? { '--columns-gap': `var(--mantine-spacing-${spacing})` } : {}),
    ...(mt ? { marginTop: `var(--mantine-spacing-${mt})` } : {}),
  } as CSSProperties;
  return (
    <div className={className} style={style}>
      {children}
    </div>
  );
}
