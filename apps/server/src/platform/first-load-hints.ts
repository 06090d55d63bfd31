import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';

/** Written by the web build (apps/web/build/first-load-hints.ts). */
const HINTS_FILE = '.vite/first-load-hints.json';
type FirstLoadHint = { route: string; signedIn: boolean; js: string[]; css: string[] };

/** index.html with one page's first-load files named, in each encoding a browser may ask for. */
export type FirstLoadPage = { identity: Buffer; br: Buffer; gzip: Buffer };
export type FirstLoadPages = (path: string, hasSession: boolean) => FirstLoadPage | null;

// Only content-hashed files of the build: the list is written into the page as it stands.
const ASSET_PATH = /^\/assets\/[\w.-]+\.(js|css)$/;

function isHint(value: unknown): value is FirstLoadHint {
  const hint = value as FirstLoadHint;
  const assets = (list: unknown, ext: string) =>
    Array.isArray(list) && list.every((path) => typeof path === 'string' && ASSET_PATH.test(path) && path.endsWith(ext));
  return typeof hint?.route === 'string' && typeof hint.signedIn === 'boolean' && assets(hint.js, '.js') && assets(hint.css, '.css');
}

function withHints(indexHtml: string, hint: FirstLoadHint): string {
  const links = [
    ...hint.js.map((path) => `<link rel="modulepreload" crossorigin href="${path}">`),
    // The page renders with them; as stylesheets they arrive with the entry's, before its first paint.
    ...hint.css.map((path) => `<link rel="stylesheet" crossorigin href="${path}">`),
  ];
  return indexHtml.replace('</head>', `${links.join('\n')}\n</head>`);
}

/**
 * The page a first visit of the sign-in page or (with a session cookie) the dashboard is answered
 * with: index.html naming the page's own chunks and stylesheets, so the browser fetches them with
 * the entry rather than a round trip after it (decision 225). Any other path, or a build without
 * the hints file, gets the plain index.html. A session cookie is only looked at, not checked: an
 * expired one costs the dashboard's files, and the sign-in page still shows.
 */
export function readFirstLoadPages(dist: string): FirstLoadPages {
  const file = join(dist, HINTS_FILE);
  if (!existsSync(file)) return () => null;
  const hints: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(hints) || !hints.every(isHint)) throw new Error(`${file}: not a list of first-load hints; rebuild the web app`);
  const indexHtml = readFileSync(join(dist, 'index.html'), 'utf8');
  const pages = new Map(
    hints.map((hint) => {
      const identity = Buffer.from(withHints(indexHtml, hint));
      return [hint.route, { hint, page: { identity, br: brotliCompressSync(identity), gzip: gzipSync(identity) } }];
    }),
  );
  return (path, hasSession) => {
    const found = pages.get(path);
    return found && (!found.hint.signedIn || hasSession) ? found.page : null;
  };
}

const encodings = new Negotiator<keyof FirstLoadPage>({ supportedValues: ['br', 'gzip', 'identity'] });

/** The encoding to answer in, by the request's Accept-Encoding (none named: identity). */
export function pageEncoding(acceptEncoding: string | undefined): keyof FirstLoadPage {
  return acceptEncoding ? (encodings.negotiate(acceptEncoding) ?? 'identity') : 'identity';
}
