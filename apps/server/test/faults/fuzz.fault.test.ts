import { passesRoleGuard } from '@taxlens/contracts';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../../src/platform/access-plugin.js';
import { createTestApp, openSession, type Session, type TestApp } from '../support/test-app.js';
import { type FuzzRequest, fuzzRequest, shapeOf } from './support/fuzz-requests.js';
import { BOOKKEEPING_TABLES, changedTables, checksumTables } from './support/table-checksums.js';

/** Requests per route: about 4,000 in all over the ~160 routes. */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS_PER_ROUTE ?? 25);
// Signing out ends the session the next request would use; its input is nothing but the cookie.
const SKIPPED = new Set(['GET /api/logout']);
/**
 * A GET whose junk is only unknown query names is a valid call, and a few such reads write by
 * design. Those writes, and nothing else, are allowed for these routes:
 */
const DOCUMENTED_WRITES: Record<string, string[]> = {
  // Listing alerts marks them viewed (spec 1 §4 Alerts: seen once viewed; the route's description).
  'GET /api/notifications/portal/alerts': ['alerts'],
};

type ErrorShape = {
  messages?: { key?: unknown; value?: unknown }[];
  status?: unknown;
  code?: unknown;
  detail?: unknown;
};

/** The portal's `{ messages }`, or under /api/v1 the RFC 9457 problem document filled by the same function (decision 186). */
function isOneErrorShape(body: string): boolean {
  try {
    const json = JSON.parse(body) as ErrorShape;
    if (json.messages === undefined)
      return typeof json.status === 'number' && typeof json.code === 'string' && typeof json.detail === 'string';
    return (
      Array.isArray(json.messages) &&
      json.messages.length > 0 &&
      json.messages.every((m) => typeof m.key === 'string' && typeof m.value === 'string')
    );
  } catch {
    return false;
  }
}

/**
 * Thousands of malformed requests to every registered route (path parameters, query strings and
 * bodies from the OpenAPI document, made wrong by fast-check), signed in as someone the route lets
 * in: never a 5xx, every 4xx in the one error shape, and nothing stored changes.
 */
describe('fuzzing every route with malformed requests', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let operations: Record<string, Record<string, unknown>>;

  beforeAll(async () => {
    t = await createTestApp();
    app = t.app;
    operations = (app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
  }, 120_000);
  afterAll(() => t?.close());

  /** Who gets past the route's access rule, so the request reaches its validation. */
  async function sessionFor(route: RegisteredRoute): Promise<Session | null> {
    if (route.access.level === 'public') return null;
    if (route.access.capability === 'ondemandorder') return openSession(app, 'ondemand.user', 'Cedar Credit');
    if (!passesRoleGuard(['ROLE_LENDERADMIN'], route.access.roles))
      return openSession(app, 'ops.admin', 'Acme Capital');
    return openSession(app, 'lender.admin', 'Acme Capital');
  }

  it('answers every malformed request with a 4xx in the one error shape (or a 2xx) and changes no stored data', async () => {
    const routes = app.routeRegistry.filter((r) => !SKIPPED.has(`${r.method} ${r.url}`));
    expect(routes.length).toBeGreaterThan(100);
    const statuses = new Map<number, number>();
    const changes: string[] = [];
    const failures: string[] = [];
    const accepted: string[] = [];
    let sent = 0;
    const started = performance.now();
    const everythingBefore = await checksumTables(t.db, []);
    for (const route of routes) {
      const operation = operations[route.url.replace(/:([A-Za-z]+)/g, '{$1}')]?.[route.method.toLowerCase()];
      const arbitrary = fuzzRequest(route, shapeOf(operation as Parameters<typeof shapeOf>[0]));
      const session = await sessionFor(route);
      // Generated junk is now and then a valid write (any text is a valid FAQ category name): the
      // data may change only on routes that accepted a write, never through a refused request.
      let acceptedWrites = 0;
      const before = await checksumTables(t.db);
      // Every route is fuzzed even after one fails, so a run reports all its findings at once.
      await fc
        .assert(
          fc.asyncProperty(arbitrary, async (request: FuzzRequest) => {
            const response = await app.inject({
              method: route.method as 'GET',
              url: request.url,
              headers: {
                ...request.headers,
                ...(session ? { cookie: session.cookie, 'x-csrf-token': session.csrf } : {}),
              },
              ...(request.payload !== undefined ? { payload: request.payload } : {}),
            });
            sent++;
            statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
            if (route.method !== 'GET' && response.statusCode < 400) acceptedWrites++;
            const label = `${request.label} -> ${response.statusCode} ${response.body.slice(0, 300)}`;
            expect(response.statusCode, label).toBeLessThan(500);
            if (response.statusCode >= 400) expect(isOneErrorShape(response.body), label).toBe(true);
          }),
          { numRuns: RUNS_PER_ROUTE },
        )
        .catch((error: Error) =>
          failures.push(
            error.message
              .split('\n')
              .filter((l) => /Counterexample|->|seed/.test(l))
              .join('\n')
              .slice(0, 1500),
          ),
        );
      const allowed = DOCUMENTED_WRITES[`${route.method} ${route.url}`] ?? [];
      const changed = changedTables(before, await checksumTables(t.db)).filter((table) => !allowed.includes(table));
      if (changed.length && acceptedWrites === 0)
        changes.push(`${route.method} ${route.url} changed ${changed.join(', ')}`);
      else if (changed.length) accepted.push(`${route.method} ${route.url} (${acceptedWrites})`);
    }
    const bookkeeping = changedTables(everythingBefore, await checksumTables(t.db, [])).filter(
      (table) => table in BOOKKEEPING_TABLES,
    );
    console.log(
      `fuzz: bookkeeping tables that changed (left out of the comparison): ${bookkeeping.join(', ') || 'none'}; ` +
        `${sent} requests to ${routes.length} routes in ${((performance.now() - started) / 1000).toFixed(0)} s; statuses ` +
        [...statuses.entries()]
          .sort(([a], [b]) => a - b)
          .map(([s, n]) => `${s}x${n}`)
          .join(' '),
    );
    if (accepted.length) console.log(`fuzz: routes that accepted a generated write as valid: ${accepted.join('; ')}`);
    expect(failures).toEqual([]);
    expect(changes).toEqual([]);
  });
});
