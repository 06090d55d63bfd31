import type { Rolldown } from 'vite';

type BuiltChunk = Rolldown.OutputChunk;

/**
 * The pages a visit may open with, each with the modules its first paint loads: the page's (its
 * lazy chunk's facade) and, for a signed-in page, the signed-in header's, asked for at start
 * (decision 221). `signedIn`: the page is shown only to a signed-in user (decision 225). `greeting`:
 * its HTML paints the stored lender's greeting with the startup shell (decision 246).
 */
export type FirstLoadRoutes = Record<string, { modules: string[]; signedIn: boolean; greeting?: boolean }>;

/** The chunks of a bundle, and the chunks one first visit of a route downloads before its page shows. */
export function routeFirstLoad(bundle: Rolldown.OutputBundle, warn: (message: string) => void) {
  const chunks = Object.values(bundle).filter((item): item is BuiltChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (start: BuiltChunk[]) => {
    const seen = new Set<string>();
    const visit = (chunk: BuiltChunk) => {
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
  const holds = (id: string | null, module: string) => id?.replaceAll('\\', '/').endsWith(module) ?? false;
  /**
   * The lazy chunks of `modules` (a page's `pages.ts`, the signed-in header): the chunk whose facade the module is,
   * or, when a chunk group took the module and rolldown emitted no facade for it, the chunk that holds it.
   */
  const lazyChunks = (route: string, modules: string[]) =>
    modules.flatMap((module) => {
      const chunk =
        chunks.find((c) => holds(c.facadeModuleId, module)) ??
        chunks.find((c) => c.moduleIds.some((id) => holds(id, module)));
      if (!chunk) warn(`no chunk for ${module} (route ${route})`);
      return chunk ? [chunk] : [];
    });
  return {
    entryClosure: () => closure(entries),
    /** The entry, the route's lazy chunks, and everything they import statically. */
    routeClosure: (route: string, modules: string[]) => closure([...entries, ...lazyChunks(route, modules)]),
  };
}
