import { describe, expect, it } from 'vitest';
import { themeCss } from './mantine-theme-css';

describe('themeCss', () => {
  const css = themeCss();

  it("holds the theme's own variables, as the provider would write them at run time", () => {
    expect(css).toContain('--mantine-font-family: system-ui, -apple-system');
    // From the app's cssVariablesResolver (contrast) and its defaultRadius 'sm'.
    expect(css).toContain('--mantine-color-error: var(--mantine-color-red-9);');
    expect(css).toContain('--mantine-color-dimmed: var(--mantine-color-gray-7);');
    expect(css).toContain('--mantine-radius-default: calc(0.25rem * var(--mantine-scale));');
  });

  it("holds Mantine's hidden-from and visible-from classes for each breakpoint", () => {
    for (const breakpoint of ['xs', 'sm', 'md', 'lg', 'xl']) {
      expect(css).toContain(`.mantine-hidden-from-${breakpoint} {display: none !important;}`);
      expect(css).toContain(`.mantine-visible-from-${breakpoint} {display: none !important;}`);
    }
  });
});
