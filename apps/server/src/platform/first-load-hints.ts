import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';

/** Written by the web build (apps/web/build/first-load-hints.ts). */
const HINTS_FILE = '.vite/first-load-hints.json';
type FirstLoadHint = { route: string; signedIn: boolean; js: string[]; css: string[]; shell?: string };
/** Around the startup shell in the built index.html (apps/web/build/startup-shell.ts). */
const SHELL = /<!--startup-shell-->[\s\S]*?<!--\/startup-shell-->/;

/** index.html with one page's first-load files named, in each encoding a browser may ask for. */
export type FirstLoadPage = { identity: Buffer; br: Buffer; gzip: Buffer };
export type FirstLoadPages = (path: string, hasSession: boolean) => FirstLoadPage | null;
/** The pages, and the hashes of their inline scripts for the Content-Security-Policy's script-src. */
export type FirstLoad = { page: FirstLoadPages; scriptHashes: string[] };

// Only content-hashed files of the build: the list is written into the page as it stands.
const ASSET_PATH = /^\/assets\/[\w.-]+\.(js|css)$/;

function isHint(value: unknown): value is FirstLoadHint {
  const hint = value as FirstLoadHint;
  const assets = (list: unknown, ext: string) =>
    Array.isArray(list) &&
    list.every((path) => typeof path === 'string' && ASSET_PATH.test(path) && path.endsWith(ext));
  const shell = hint?.shell === undefined || typeof hint.shell === 'string';
  return (
    typeof hint?.route === 'string' &&
    typeof hint.signedIn === 'boolean' &&
    assets(hint.js, '.js') &&
    assets(hint.css, '.css') &&
    shell
  );
}

function withHints(indexHtml: string, hint: FirstLoadHint): string {
  const links = [
    ...hint.js.map((path) => `<link rel="modulepreload" crossorigin href="${path}">`),
    // The page renders with them; as stylesheets they arrive with the entry's, before its first paint.
    ...hint.css.map((path) => `<link rel="stylesheet" crossorigin href="${path}">`),
  ];
  const page = indexHtml.replace('</head>', `${links.join('\n')}\n</head>`);
  if (hint.shell === undefined) return page;
  if (!SHELL.test(page))
    throw new Error(`index.html has no startup shell to put the shell of ${hint.route} in; rebuild the web app`);
  // This page paints its own shell: its first paint needs no script, so the browser may fetch the
  // stylesheets first (decision 246). Other pages render from their scripts, at the default priority.
  return page
    .replace(SHELL, () => hint.shell!)
    .replaceAll('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin')
    .replaceAll('<link rel="modulepreload" crossorigin', '<link rel="modulepreload" fetchpriority="low" crossorigin');
}

/** 'sha256-…' of each inline script of a page, as script-src names one (CSP Level 2). */
function inlineScriptHashes(html: string): string[] {
  const bodies = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
  return bodies.map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
}

/**
 * The page a first visit of the sign-in page, the borrower's signing page or (with a session cookie)
 * the dashboard and Place Order is answered with: index.html naming the page's own chunks and
 * stylesheets, so the browser fetches them with the entry rather than a round trip after it
 * (decisions 225, 318). Any other path, or a build without
 * the hints file, gets the plain index.html. A session cookie is only looked at, not checked: an
 * expired one costs the dashboard's files, and the sign-in page still shows.
 */
export function readFirstLoadPages(dist: string): FirstLoad {
  const file = join(dist, HINTS_FILE);
  if (!existsSync(file)) return { page: () => null, scriptHashes: [] };
  const hints: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(hints) || !hints.every(isHint))
    throw new Error(`${file}: not a list of first-load hints; rebuild the web app`);
  const indexHtml = readFileSync(join(dist, 'index.html'), 'utf8');
  const pages = new Map(
    hints.map((hint) => {
      const identity = Buffer.from(withHints(indexHtml, hint));
      return [hint.route, { hint, page: { identity, br: brotliCompressSync(identity), gzip: gzipSync(identity) } }];
    }),
  );
  // A route with a parameter (`/sign/:token`) stands for every path of its shape, one segment per ':'.
  const patterns = [...pages]
    .filter(([route]) => route.includes('/:'))
    .map(([route, found]) => ({
      test: routePattern(route),
      found,
    }));
  const page: FirstLoadPages = (path, hasSession) => {
    const found = pages.get(path) ?? patterns.find((p) => p.test.test(path))?.found;
    return found && (!found.hint.signedIn || hasSession) ? found.page : null;
  };
  const scriptHashes = [...pages.values()].flatMap(({ page }) => inlineScriptHashes(page.identity.toString()));
  return { page, scriptHashes: [...new Set(scriptHashes)] };
}

/** `/place-order/:clientId` -> a regular expression of the paths it stands for (a segment has no slash). */
function routePattern(route: string): RegExp {
  const segments = route
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${segments.join('/')}$`);
}

const encodings = new Negotiator<keyof FirstLoadPage>({ supportedValues: ['br', 'gzip', 'identity'] });

/** The encoding to answer in, by the request's Accept-Encoding (none named: identity). */
export function pageEncoding(acceptEncoding: string | undefined): keyof FirstLoadPage {
  return acceptEncoding ? (encodings.negotiate(acceptEncoding) ?? 'identity') : 'identity';
}
