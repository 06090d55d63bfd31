import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Where the sizes are written inside dist (dot folder: @fastify/static does not serve it). */
export const INITIAL_JS_FILE = '.vite/initial-js.json';

export type InitialJsSize = { route: string; files: number; bytes: number; gzipBytes: number };

type Chunk = { type: 'chunk'; fileName: string; code: string; isEntry: boolean; imports: string[]; facadeModuleId: string | null };

/**
 * Prints (and writes to dist/.vite/initial-js.json) the JavaScript a first visit of each named
 * route downloads before the page shows: the entry chunk, the route's lazy area chunk, and
 * everything both import statically, gzip-compressed. Informational: it never fails the build.
 * `routes` maps a route path to the modules its first paint loads: the page's (its lazy chunk's
 * facade) and, for a signed-in page, the signed-in header's, asked for at start (decision 221).
 * Not counted, as the browser fetches them only after the page is shown (docs/decisions/119): the
 * header's dropdowns and the tooltip (browser idle or first intent), and chunks a click or an
 * answer asks for (form rules, the alerts drawer, toasts, the major-error modal).
 */
export function initialJsSize(routes: Record<string, string[]>): Plugin {
  let sizes: InitialJsSize[] = [];
  return {
    name: 'taxlens-initial-js-size',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is typeof item & Chunk => item.type === 'chunk') as Chunk[];
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (start: Chunk[]) => {
        const seen = new Set<string>();
        const visit = (chunk: Chunk) => {
          if (seen.has(chunk.fileName)) return;
          seen.add(chunk.fileName);
          for (const name of chunk.imports) {
            const next = byFile.get(name);
            if (next) visit(next);
          }
        };
        start.forEach(visit);
        return [...seen].map((name) => byFile.get(name)!);
      };
      const entries = chunks.filter((c) => c.isEntry);
      sizes = Object.entries(routes).map(([route, modules]) => {
        const lazyChunks = modules.flatMap((module) => {
          const chunk = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(module));
          if (!chunk) this.warn(`initial JS size: no chunk for ${module} (route ${route})`);
          return chunk ? [chunk] : [];
        });
        const files = closure([...entries, ...lazyChunks]);
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
      for (const s of sizes) console.log(`  ${s.route.padEnd(14)} ${kb(s.gzipBytes).padStart(10)} gzip  (${kb(s.bytes)} raw, ${s.files} files)`);
    },
  };
}
