// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Columns } from './columns';

afterEach(cleanup);

function renderColumns(props: Omit<Parameters<typeof Columns>[0], 'children'>) {
  const { container } = render(
    // As the app runs it (app/providers.tsx): the theme's own styles come from the build.
    <MantineProvider env="test" withCssVariables={false} withGlobalClasses={false}>
      <Columns {...props}>
        <p>one</p>
        <p>two</p>
      </Columns>
    </MantineProvider>,
  );
  return container;
}

describe('Columns', () => {
  it('takes a class for each breakpoint it is given, and writes no <style> element', () => {
    const container = renderColumns({ cols: { base: 1, sm: 2, lg: 3 } });
    const grid = container.querySelector('div')!;
    const classes = grid.className.split(' ');
    // CSS modules keep the names in tests (vitest's default strategy: the name itself, scoped).
    expect(classes.some((c) => c.includes('base-1'))).toBe(true);
    expect(classes.some((c) => c.includes('sm-2'))).toBe(true);
    expect(classes.some((c) => c.includes('lg-3'))).toBe(true);
    expect(classes.some((c) => c.includes('md-'))).toBe(false);
    expect(grid.querySelectorAll('p')).toHaveLength(2);
    expect(container.querySelectorAll('style')).toHaveLength(0);
  });

  it('sets the gap and the top margin from Mantine spacings', () => {
    const grid = renderColumns({ cols: { base: 1 }, spacing: 'xl', mt: 'xs' }).querySelector('div')!;
    expect(grid.style.getPropertyValue('--columns-gap')).toBe('var(--mantine-spacing-xl)');
    expect(grid.style.marginTop).toBe('var(--mantine-spacing-xs)');
  });

  it('leaves the gap to the stylesheet when none is given', () => {
    const grid = renderColumns({ cols: { base: 2 } }).querySelector('div')!;
    expect(grid.style.getPropertyValue('--columns-gap')).toBe('');
  });
});
