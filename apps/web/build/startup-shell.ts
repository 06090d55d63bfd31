import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
import { providerSettings } from '../src/app/theme';
import { dashboardGreeting } from '../src/features/dashboard/greeting';
import { StartupShell } from '../src/app/layout/startup-shell';
import { STORAGE_KEYS } from '../src/shared/storage/local-store';

/** Around the startup shell in index.html: the server puts a page's own shell between them (platform/first-load-hints.ts). */
const SHELL_START = '<!--startup-shell-->';
const SHELL_END = '<!--/startup-shell-->';
const EMPTY_ROOT = '<div id="root"></div>';

/** The startup shell's markup, as React renders it inside the app's provider (the same settings). */
export function startupShellHtml(greeting: string | null): string {
  return renderToStaticMarkup(
    createElement(MantineProvider, providerSettings, createElement(StartupShell, { greeting })),
  );
}

/**
 * Writes the stored lender's greeting into the heading just before it, as StartupFallback shows it
 * (local storage: the stored user with a selected lender, and the CSRF token of a session). Runs
 * while the page is parsed, before its first layout; without a stored lender the heading stays empty.
 * A plain script in the page: the server allows it by its hash (Content-Security-Policy).
 */
export const GREETING_SCRIPT =
  `(function(){try{var user=JSON.parse(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.user)}));` +
  `var company=user&&user.id&&user.selectedLender&&user.selectedLender.companyName;` +
  `if(typeof company==='string'&&company&&localStorage.getItem(${JSON.stringify(STORAGE_KEYS.csrf)})!==null)` +
  `document.currentScript.previousElementSibling.textContent=(${dashboardGreeting.toString()})(company)}catch(e){}})()`;

/** The dashboard's own shell (decision 246): the header's place, the heading and its script, the skeleton. */
export function greetingShellHtml(): string {
  const html = startupShellHtml('');
  const headings = html.split('</h1>').length - 1;
  if (headings !== 1)
    throw new Error(`the startup shell has ${headings} headings, not 1: review build/startup-shell.ts`);
  return html.replace('</h1>', `</h1><script>${GREETING_SCRIPT}</script>`);
}

/**
 * index.html's root holds the startup shell without a greeting: every first visit paints the
 * loading skeleton from the HTML, before any script has run (decision 246). React's first render
 * replaces it with the same markup.
 */
export function startupShell(): Plugin {
  return {
    name: 'taxlens-startup-shell',
    transformIndexHtml(html) {
      if (!html.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT}: review build/startup-shell.ts`);
      return html.replace(EMPTY_ROOT, `<div id="root">${SHELL_START}${startupShellHtml(null)}${SHELL_END}</div>`);
    },
  };
}
