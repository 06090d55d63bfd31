import { createHash } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/** Where built worker modules are written: under the server's node_modules, so their packages resolve from there. */
const CACHE = new URL('../../../node_modules/.cache/taxlens-workers/', import.meta.url);
const built = new Map<string, Promise<URL>>();

/**
 * A worker thread's TypeScript module as one built JavaScript file (decision 300): its own code and the
 * workspace's packages (`@taxlens/*`, TypeScript sources) bundled by esbuild, every other package left to load
 * from node_modules as it is. A thread that loads it needs no tsx: tsx in a thread registers loader hooks with
 * a thread of their own and transforms every module it loads, pdf.js's included, about 300 MB more for the
 * transcript reader. Built once per process (the file is named by its content, so instances share it); a
 * module that is not TypeScript, or a build that fails, is used as it is (through tsx, as before).
 */
export function builtModule(module: URL): Promise<URL> {
  if (!module.pathname.endsWith('.ts')) return Promise.resolve(module);
  let url = built.get(module.href);
  if (!url) {
    url = buildModule(module).catch(() => module);
    built.set(module.href, url);
  }
  return url;
}

async function buildModule(module: URL): Promise<URL> {
  const result = await build({
    entryPoints: [fileURLToPath(module)],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'silent',
    plugins: [
      {
        name: 'packages-as-they-are',
        setup(b) {
          // Bare imports other than the workspace's own packages load from node_modules at run time.
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@taxlens/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  const code = result.outputFiles[0]!.contents;
  const name = `${module.pathname.split('/').pop()!.replace(/\.ts$/, '')}-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`;
  const dir = fileURLToPath(CACHE);
  await mkdir(dir, { recursive: true });
  const target = `${dir}${name}`;
  const partial = `${target}.${process.pid}.tmp`;
  await writeFile(partial, code);
  await rename(partial, target);
  return pathToFileURL(target);
}
