import { createTheme, type CSSVariablesResolver, type MantineProviderProps } from '@mantine/core';

/**
 * Shade 8 of blue keeps white button text and links above the 4.5:1 contrast the accessibility
 * check requires (Mantine's default shade 6 is 3.6:1).
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'sm',
  // Users who ask their system for less motion get toasts and modals without fades.
  respectReducedMotion: true,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  components: {
    // Labels, not codes (decision 158): a badge reads as its label ("Poor Standing"), not in capitals.
    Badge: { styles: { root: { textTransform: 'none' } } },
    // An alert's title in the text colour, like its body: the light variant's coloured title fails
    // contrast on its own background (yellow 2.7:1, Place Order's "Pending Order"); the colour shows
    // in the background and the icon.
    Alert: { styles: { title: { color: 'var(--mantine-color-text)' }, label: { color: 'var(--mantine-color-text)' } } },
  },
});

// Mantine's dimmed text (gray 6) is 3.3:1 on white; descriptions and hints use it. Subtle and
// light buttons put blue 9 text on blue 1 / blue 2 (4.0:1 when hovered or open): one shade lighter.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // Field errors (red 6 is 3.6:1) and placeholders (gray 5) need the same 4.5:1.
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
    // Labels of disabled radios and checkboxes (the locked order form) stay readable: gray 7, 4.5:1+.
    '--mantine-color-disabled-color': 'var(--mantine-color-gray-7)',
    '--mantine-color-blue-light': 'var(--mantine-color-blue-0)',
    '--mantine-color-blue-light-hover': 'var(--mantine-color-blue-1)',
  },
  dark: {},
});

/**
 * How the app's MantineProvider runs (app/providers.tsx). No <style> in the page's body (decision
 * 241): the variables and classes are in the entry's stylesheet, and what Box writes for responsive
 * style props goes to the head. The build renders the startup shell with the same (decision 246).
 */
export const providerSettings = {
  theme,
  defaultColorScheme: 'light',
  withCssVariables: false,
  withGlobalClasses: false,
  deduplicateInlineStyles: true,
} as const satisfies Omit<MantineProviderProps, 'children'>;
