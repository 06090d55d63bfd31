import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { type FirstLoadRoutes, routeFirstLoad } from './route-first-load';

/** Where the sizes are written inside dist (dot folder: @fastify/static does not serve it). */
export const INITIAL_JS_FILE = '.vite/initial-js.json';

export type InitialJsSize = { route: string; files: number; bytes: number; gzipBytes: number };

/**
 * Prints (and writes to dist/.vite/initial-js.json) the JavaScript a first visit of each named
 * route downloads before the page shows: the entry chunk, the route's lazy area chunk, and
 * everything both import statically, gzip-compressed. Informational: it never fails the build.
 * Not counted, as the browser fetches them only after the page is shown (docs/decisions/119): the
 * header's dropdowns and the tooltip (browser idle or first intent), and chunks a click or an
 * answer asks for (form rules, the alerts drawer, toasts, the major-error modal).
 */
export function initialJsSize(routes: FirstLoadRoutes): Plugin {
  let sizes: InitialJsSize[] = [];
  return {
    name: 'taxlens-initial-js-size',
    apply: 'build',
    generateBundle(_options, bundle) {
      const { routeClosure } = routeFirstLoad(bundle, (message) => this.warn(`initial JS size: ${message}`));
      sizes = Object.entries(routes).map(([route, { modules }]) => {
        const files = routeClosure(route, modules);
        return {
          route,
          files: files.length,
          bytes: files.reduce((sum, c) => sum + Buffer.byteLength(c.code), 0),
          gzipBytes: files.reduce((sum, c) => sum + gzipSync(c.code).length, 0),
        };
      });
      this.emitFile({ type: 'asset', fileName: INITIAL_JS_FILE, source: JSON.stringify(sizes, null, 2) });
    },
    closeBundle() {
      const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
      console.log('\nInitial JavaScript of a first visit (entry + route chunk + their static imports):');
      for (const s of sizes)
        console.log(
          `  ${s.route.padEnd(33)} ${kb(s.gzipBytes).padStart(10)} gzip  (${kb(s.bytes)} raw, ${s.files} files)`,
        );
    },
  };
}
