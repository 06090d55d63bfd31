import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
import { cssVariablesResolver, theme } from '../src/app/theme';

/** What `app/providers.tsx` imports; resolved to a path ending in .css, so Vite treats it as CSS. */
const MODULE_ID = 'virtual:mantine-theme.css';
const RESOLVED_ID = '/__mantine-theme.css';

/**
 * The theme's CSS variables and Mantine's responsive helper classes, as Mantine's own provider
 * writes them, rendered once at build time into the entry's stylesheet. At run time the provider
 * would put them in two `<style>` elements inside the page's body (docs/decisions/241): a stylesheet
 * that a lazy chunk later adds to the head then comes before them, and with Mantine's cascade layer
 * that makes the browser restyle and lay out the whole page again, fonts and all.
 */
export function themeCss(): string {
  const html = renderToStaticMarkup(
    createElement(MantineProvider, { theme, cssVariablesResolver, defaultColorScheme: 'light' }),
  );
  const sheets = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
  if (sheets.length !== 2)
    throw new Error(
      `MantineProvider rendered ${sheets.length} style elements, not 2: review build/mantine-theme-css.ts`,
    );
  return sheets.join('\n');
}

export function mantineThemeCss(): Plugin {
  return {
    name: 'taxlens-mantine-theme-css',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : null),
    load: (id) => (id === RESOLVED_ID ? themeCss() : null),
  };
}
