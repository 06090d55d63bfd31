import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin, RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { sessionTtlSeconds } from '../src/config.js';
import { hashSessionToken } from '../src/platform/session-store.js';
import { changeChannelOf } from '../src/db/change-channel.js';
import { withKyselyPlugin } from '../src/db/connection.js';
import { acmeOwnedSamples, fillPath } from './support/route-samples.js';
import {
  call,
  callWithKey,
  createTestApp,
  issueApiKey,
  lenderIdByName,
  openSession,
  type TestApp,
} from './support/test-app.js';

/**
 * Decision 147: a signed-in GET that only reads writes nothing to the database, except what a rule asks
 * of it (docs/decisions/147). Every statement the app sends is seen here; each signed-in GET route is
 * called by every kind of caller with a fresh session (so its activity is not due for writing).
 */
const ALLOWED: Record<string, string> = {
  'GET /api/logout': 'signing out ends the session',
  'GET /api/myaccount/keepalive': 'the keep-alive writes the session activity',
  'GET /api/notifications/portal/alerts': 'the alert list marks the alerts shown as viewed (spec)',
  'GET /saml2/step-up':
    'it starts a sign-on at the identity provider, counted by the rate limit (in the database without Redis)',
};

const writes: string[] = [];
const countWrites: KyselyPlugin = {
  transformQuery({ node }) {
    if (isWrite(node)) writes.push(node.kind);
    return node;
  },
  transformResult: async ({ result }) => result,
};

function isWrite(node: RootOperationNode): boolean {
  if (
    node.kind === 'InsertQueryNode' ||
    node.kind === 'UpdateQueryNode' ||
    node.kind === 'DeleteQueryNode' ||
    node.kind === 'MergeQueryNode'
  )
    return true;
  if (node.kind !== 'RawNode') return false;
  return /^\s*(insert|update|delete|merge)\b/i.test(node.sqlFragments.join('?'));
}

let t: TestApp;
let app: FastifyInstance;
let samples: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  app = await buildApp({
    config: t.config,
    // Marked as the embedded database it is: an export then reads in short queries, not in a held cursor.
    db: withKyselyPlugin(t.db, countWrites),
    webDist: null,
    logger: false,
    changeChannel: changeChannelOf(t.db)!,
  });
  await app.ready();
  samples = await acmeOwnedSamples(t.db);
});
afterAll(async () => {
  await app.close();
  await t.close();
});

describe('the signed-in read path', () => {
  it('writes nothing on a signed-in GET but what a rule asks', async () => {
    const offenders: string[] = [];
    const routes = app.routeRegistry.filter((r) => r.method === 'GET' && r.access.level !== 'public');
    expect(routes.length).toBeGreaterThan(20);
    for (const [username, lender] of [
      ['lender.admin', 'Acme Capital'],
      ['loan.officer', 'Acme Capital'],
      ['ops.admin', null],
    ] as const) {
      for (const r of routes) {
        const key = `GET ${r.url}`;
        if (ALLOWED[key]) continue;
        const session = await openSession(app, username, lender, { noticesAccepted: true });
        writes.length = 0;
        const res = await call(app, session, 'GET', fillPath(r.url, samples));
        if (writes.length > 0) offenders.push(`${key} as ${username} (${res.statusCode}): ${writes.join(', ')}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it("writes a session's activity at most once a minute, and its stored expiry never precedes the user's countdown", async () => {
    const ttlMs = sessionTtlSeconds(t.config) * 1000;
    const session = await openSession(app, 'loan.officer', 'Acme Capital', { noticesAccepted: true });
    const id = hashSessionToken(session.cookie.slice(session.cookie.indexOf('=') + 1));
    const stored = async () =>
      t.db.selectFrom('sessions').select(['last_seen_at', 'expires_at']).where('id', '=', id).executeTakeFirstOrThrow();
    // As if signed in 59 s ago (what createSession stores): the use now is not written...
    const signedIn = new Date(Date.now() - 59_000);
    await t.db
      .updateTable('sessions')
      .set({ last_seen_at: signedIn, expires_at: new Date(signedIn.getTime() + ttlMs + 60_000) })
      .where('id', '=', id)
      .execute();
    writes.length = 0;
    const usedAt = Date.now();
    expect((await call(app, session, 'GET', '/api/myaccount/settings')).statusCode).toBe(200);
    expect(writes).toEqual([]);
    // ...yet the server keeps the session at least until the countdown that use started ends.
    expect(new Date((await stored()).expires_at).getTime()).toBeGreaterThanOrEqual(usedAt + ttlMs);
    // A minute after the last write, the next use is written (once).
    await t.db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(Date.now() - 61_000) })
      .where('id', '=', id)
      .execute();
    await app.ctx.callers.settle();
    app.ctx.callers.forgetAll();
    writes.length = 0;
    const writtenAt = Date.now();
    expect((await call(app, session, 'GET', '/api/myaccount/settings')).statusCode).toBe(200);
    expect((await call(app, session, 'GET', '/api/myaccount/settings')).statusCode).toBe(200);
    expect(writes).toEqual(['UpdateQueryNode']);
    expect(new Date((await stored()).expires_at).getTime()).toBeGreaterThanOrEqual(writtenAt + ttlMs + 60_000);
  });

  it("writes for a key's GET only its rate-limit count (no Redis here) and its last use, at most once a minute", async () => {
    const { secret } = await issueApiKey(app, await lenderIdByName(t.db, 'Acme Capital'), { scopes: ['read'] });
    const routes = app.routeRegistry.filter((r) => r.method === 'GET' && r.access.keys);
    expect(routes.length).toBeGreaterThan(0);
    writes.length = 0;
    expect((await callWithKey(app, secret, 'GET', '/api/v1/key')).statusCode).toBe(200);
    expect(writes).toHaveLength(2);
    for (const r of routes) {
      writes.length = 0;
      const res = await callWithKey(app, secret, 'GET', fillPath(r.url, samples));
      expect(writes, `GET ${r.url} (${res.statusCode}): ${writes.join(', ')}`).toHaveLength(1);
    }
  });
});
