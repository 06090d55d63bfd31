import type { Plugin } from 'vite';
import { type FirstLoadRoutes, routeFirstLoad } from './route-first-load';
import { greetingShellHtml } from './startup-shell';

/** Read by the server (apps/server/src/platform/first-load-hints.ts); a dot folder it does not serve. */
export const FIRST_LOAD_HINTS_FILE = '.vite/first-load-hints.json';

/**
 * Writes, for each page a visit may open with, the files of its first paint that index.html does
 * not already name: its lazy chunk, what that imports, and their stylesheets (decision 225). The
 * server adds them to the page it answers for that path, so the browser fetches them with the
 * entry instead of after it: on a phone's latency that wave of requests was a round trip of its own.
 * A route with its own startup shell (the dashboard's greeting) carries it as `shell` (decision 246).
 */
export function firstLoadHints(routes: FirstLoadRoutes): Plugin {
  return {
    name: 'taxlens-first-load-hints',
    apply: 'build',
    generateBundle(_options, bundle) {
      const { entryClosure, routeClosure } = routeFirstLoad(bundle, (message) =>
        this.warn(`first-load hints: ${message}`),
      );
      const entry = entryClosure();
      const inIndexHtml = new Set(entry.map((c) => c.fileName));
      const entryCss = new Set(entry.flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]));
      const hints = Object.entries(routes).map(([route, { modules, signedIn, greeting }]) => {
        const extra = routeClosure(route, modules).filter((c) => !inIndexHtml.has(c.fileName));
        const css = new Set(
          extra.flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]).filter((file) => !entryCss.has(file)),
        );
        const files = { js: extra.map((c) => `/${c.fileName}`), css: [...css].map((file) => `/${file}`) };
        return { route, signedIn, ...files, ...(greeting ? { shell: greetingShellHtml() } : {}) };
      });
      this.emitFile({ type: 'asset', fileName: FIRST_LOAD_HINTS_FILE, source: JSON.stringify(hints, null, 2) });
    },
  };
}
