import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../src/platform/access-plugin.js';
import { SESSION_COOKIE } from '../src/platform/session-store.js';
import { acmeOwnedSamples, fillPath } from './support/route-samples.js';
import { createTestApp, openSession, type Session, type TestApp } from './support/test-app.js';

/**
 * The generic hostile-input test: every registered route, called by a user allowed everything, with
 * what an attacker or a broken client sends: a body that is not JSON, JSON of the wrong shape, a
 * body over the limit, a wrong content type, path ids that are not ids, page numbers out of range.
 * Each answer is a 4xx (or a 2xx where the input was harmless) in the one error shape, never a 5xx.
 * The field-by-field wrong values are validation-sentences.int.test.ts's; later routes are covered
 * automatically.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Sent = { payload?: string | Buffer; contentType?: string; url?: string };

// Sign-out ends the session the next call would use; the auth tests cover it.
const SKIP = new Set(['GET /api/logout', 'POST /api/logout']);
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

const BODIES: { name: string; sent: Sent }[] = [
  { name: 'not JSON', sent: { payload: '{"unfinished": ', contentType: 'application/json' } },
  { name: 'a JSON array', sent: { payload: '[1, 2, 3]', contentType: 'application/json' } },
  { name: 'JSON null', sent: { payload: 'null', contentType: 'application/json' } },
  { name: 'a JSON string', sent: { payload: '"x"', contentType: 'application/json' } },
  {
    name: 'deeply nested JSON',
    sent: { payload: `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`, contentType: 'application/json' },
  },
  {
    name: 'a prototype key',
    sent: {
      payload: '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"x": 1}}}',
      contentType: 'application/json',
    },
  },
  { name: 'a body over 1 MB', sent: { payload: `{"x": "${'y'.repeat(1_100_000)}"}`, contentType: 'application/json' } },
  { name: 'XML', sent: { payload: '<?xml version="1.0"?><a>1</a>', contentType: 'application/xml' } },
  { name: 'multipart without a boundary', sent: { payload: 'garbage', contentType: 'multipart/form-data' } },
  {
    name: 'binary bytes as JSON',
    sent: { payload: Buffer.from([0xff, 0xfe, 0x00, 0x7b, 0x80, 0x81]), contentType: 'application/json' },
  },
];

// Path ids that are not ids: the wrong kind, too long, with traversal and SQL, out of integer range.
const BAD_IDS = [
  'not-an-id',
  '-1',
  '99999999999999999999',
  'x'.repeat(5000),
  "..%2F..%2Fetc%2Fpasswd%00'%20or%20'1'%3D'1",
  '00000000-0000-0000-0000-000000000000',
];
// Each string puts several bad values at once (a route reads the ones it knows).
const BAD_QUERIES = [
  'page=-1&size=99999999999&sort=%3Bdrop%20table%20clients&order=sideways&from=2026-13-45&to=yesterday&clientType=%00',
  'page=abc&size=1e400&q=%00%ff&cursor=%%%&risk=EVERYTHING&months=-24',
  `page=99999999999&size=-5&q=${'x'.repeat(5000)}&cursor=${'A'.repeat(300)}`,
];

/** The one error shape: the portal's `messages`, or /api/v1's problem document (decision 186). */
function inOneErrorShape(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as {
      messages?: { key?: unknown; value?: unknown }[];
      type?: unknown;
      status?: unknown;
    };
    if (Array.isArray(parsed.messages))
      return (
        parsed.messages.length > 0 &&
        parsed.messages.every((m) => typeof m.key === 'string' && typeof m.value === 'string')
      );
    return typeof parsed.type === 'string' && typeof parsed.status === 'number';
  } catch {
    return false;
  }
}

describe('hostile input gets a clear 4xx on every route', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let routes: RegisteredRoute[];
  let samples: Record<string, string>;
  let session: Session;
  let lastRoute: RegisteredRoute | null = null;

  beforeAll(async () => {
    t = await createTestApp();
    app = t.app;
    // Signing routes need a live link token; access.int.test.ts walks them with one.
    routes = app.routeRegistry.filter((r) => r.access.level !== 'signing' && !SKIP.has(`${r.method} ${r.url}`));
    samples = await acmeOwnedSamples(t.db);
  });
  afterAll(() => t.close());

  // A fresh session per route: a route that ends or switches the session must not blind the next ones.
  async function send(route: RegisteredRoute, url: string, sent: Sent = {}) {
    if (lastRoute !== route) session = await openSession(app, 'ops.admin', 'Acme Capital', { noticesAccepted: true });
    lastRoute = route;
    const headers: Record<string, string> = { cookie: session.cookie, 'x-csrf-token': session.csrf };
    if (sent.contentType) headers['content-type'] = sent.contentType;
    return app.inject({
      method: route.method as Method,
      url,
      headers,
      ...(sent.payload !== undefined ? { payload: sent.payload } : {}),
    });
  }

  /** Every answer: below 500, and an error in the one shape. Collected, so one run names every route that fails. */
  function check(
    problems: string[],
    label: string,
    res: { statusCode: number; body: string; headers: Record<string, unknown> },
  ) {
    if (res.statusCode >= 500) problems.push(`${label}: ${res.statusCode} ${res.body.slice(0, 160)}`);
    else if (
      res.statusCode >= 400 &&
      String(res.headers['content-type'] ?? '').includes('json') &&
      !inOneErrorShape(res.body)
    )
      problems.push(`${label}: ${res.statusCode} not in the error shape: ${res.body.slice(0, 160)}`);
  }

  // Every route several times over: longer than a single call's test.
  const WALK_MS = 300_000;

  it(
    'refuses bodies that are not what a route reads',
    async () => {
      const problems: string[] = [];
      for (const route of routes.filter((r) => WITH_BODY.has(r.method))) {
        for (const { name, sent } of BODIES) {
          const res = await send(route, fillPath(route.url, samples, 'sample'), sent);
          check(problems, `${route.method} ${route.url} with ${name}`, res);
        }
      }
      expect(problems).toEqual([]);
    },
    WALK_MS,
  );

  it(
    'refuses path ids that are not ids',
    async () => {
      const problems: string[] = [];
      for (const route of routes.filter((r) => r.url.includes(':'))) {
        for (const id of BAD_IDS) {
          const res = await send(
            route,
            fillPath(route.url, {}, id),
            WITH_BODY.has(route.method) ? { payload: '{}', contentType: 'application/json' } : {},
          );
          check(problems, `${route.method} ${route.url} with id ${id.slice(0, 30)}`, res);
          if (res.statusCode < 300 && route.method !== 'GET')
            problems.push(`${route.method} ${route.url} with id ${id.slice(0, 30)}: accepted (${res.statusCode})`);
        }
      }
      expect(problems).toEqual([]);
    },
    WALK_MS,
  );

  it(
    'refuses query values out of range or of the wrong kind',
    async () => {
      const problems: string[] = [];
      for (const route of routes.filter((r) => r.method === 'GET')) {
        for (const query of BAD_QUERIES) {
          const res = await send(route, `${fillPath(route.url, samples, 'sample')}?${query}`);
          check(problems, `${route.method} ${route.url}?${query}`, res);
        }
      }
      expect(problems).toEqual([]);
    },
    WALK_MS,
  );

  it('treats a garbled session cookie as signed out, not as an error', async () => {
    for (const cookie of [
      `${SESSION_COOKIE}=${'%'.repeat(300)}`,
      `${SESSION_COOKIE}=${'a'.repeat(10_000)}`,
      `${SESSION_COOKIE}=\u0000`,
    ]) {
      const res = await app.inject({ method: 'GET', url: '/api/myaccount/get', headers: { cookie } });
      expect(res.statusCode, cookie.slice(0, 40)).toBe(401);
      expect(inOneErrorShape(res.body)).toBe(true);
    }
  });
});
