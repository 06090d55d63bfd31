import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/connection.js';
import { AppError } from '../../platform/errors.js';
import { sanitizeContentHtml, toTitleHtml } from '../../platform/markdown.js';
import { readContentCache, writeContentCache } from './repo.js';

/** The answer of the upstream content site, as the portal passes it on. */
export type UpstreamAnswer = { status: number; body: string; headers: Record<string, string> };

// Paging headers WordPress answers with; the only headers worth passing on.
const PASSED_HEADERS = ['x-wp-total', 'x-wp-totalpages'];

export type UpstreamDeps = {
  db: Database;
  baseUrl: string;
  timeoutMs: number;
  cacheSeconds: number;
  now: () => Date;
  log: FastifyBaseLogger;
  fetch?: typeof fetch;
};

const HTML_KEYS = new Set(['rendered', 'content']);

/**
 * Every HTML field of a WordPress answer (`*.rendered`, a notice's `content`) made safe; a title's
 * `rendered` is reduced to escaped text, since titles are text (docs/decisions/143).
 */
export function sanitizeRendered(value: unknown, parentKey = ''): unknown {
  if (Array.isArray(value)) return value.map((v) => sanitizeRendered(v));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => {
        if (!HTML_KEYS.has(k) || typeof v !== 'string') return [k, sanitizeRendered(v, k)];
        return [k, parentKey === 'title' && k === 'rendered' ? toTitleHtml(v) : sanitizeContentHtml(v)];
      }),
    );
  }
  return value;
}

async function fetchUpstream(deps: UpstreamDeps, pathAndQuery: string): Promise<UpstreamAnswer> {
  const response = await (deps.fetch ?? fetch)(`${deps.baseUrl}${pathAndQuery}`, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(deps.timeoutMs),
  });
  const body = await response.text();
  if (!response.ok) throw new Error(`upstream answered ${response.status}`);
  // A broken answer is a failure, not something to cache; HTML in it is sanitized like our own.
  const clean = JSON.stringify(sanitizeRendered(JSON.parse(body) as unknown));
  const headers: Record<string, string> = {};
  for (const name of PASSED_HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  return { status: response.status, body: clean, headers };
}

/**
 * Answers a content call from the upstream WordPress (CONTENT_URL). A fresh cached copy is served
 * without asking; otherwise the upstream is asked with a timeout, and when it is slow or failing
 * the last good copy is served, however old. The cache is in the database, shared by instances.
 */
export async function answerFromUpstream(deps: UpstreamDeps, pathAndQuery: string): Promise<UpstreamAnswer> {
  const cached = await readContentCache(deps.db, pathAndQuery);
  const now = deps.now();
  if (cached && now.getTime() - new Date(cached.fetched_at).getTime() < deps.cacheSeconds * 1000) {
    return { status: cached.status, body: cached.body, headers: cached.headers as Record<string, string> };
  }
  try {
    const answer = await fetchUpstream(deps, pathAndQuery);
    await writeContentCache(deps.db, pathAndQuery, answer, now);
    return answer;
  } catch (error) {
    deps.log.warn({ path: pathAndQuery, err: String(error), cached: Boolean(cached) }, 'content upstream failed');
    if (cached) return { status: cached.status, body: cached.body, headers: cached.headers as Record<string, string> };
    throw AppError.of(
      503,
      'CONTENT_UNAVAILABLE',
      'The content service cannot be reached right now. Please try again later.',
    );
  }
}
