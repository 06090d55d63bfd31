import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { call, createTestApp, openSession, type Session, type TestApp } from './support/test-app.js';

/**
 * Signed-in callers are remembered until the database announces a change (docs/decisions/146). A
 * change made through an instance is seen by that instance's next call; a change made elsewhere
 * (another instance, a job, an operator in SQL) as soon as it is heard (bounded here by 2 s; every
 * kind of write is in caller-freshness.int.test.ts).
 */
const BOUND_MS = 2000;

let t: TestApp;
/** A second instance on the same database, as behind the load balancer. */
let other: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp();
  other = await buildApp({ config: t.config, db: t.db, webDist: null, logger: false });
  await other.ready();
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const account = (app: FastifyInstance, s: Session) => call(app, s, 'GET', '/api/myaccount/get');

/** Calls until refused; returns how long that took (the call that was refused included). */
async function msUntilRefused(app: FastifyInstance, s: Session, status: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const res = await account(app, s);
    if (res.statusCode === status) return Date.now() - started;
    expect(res.statusCode).toBe(200);
    if (Date.now() - started > BOUND_MS) throw new Error(`still answered 200 after ${Date.now() - started} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('on the instance that made the change: at once', () => {
  it('refuses a signed-out session on the next call', async () => {
    const s = await openSession(t.app, 'loan.officer', 'Acme Capital');
    expect((await account(t.app, s)).statusCode).toBe(200);
    expect((await call(t.app, s, 'GET', '/api/logout')).statusCode).toBe(200);
    expect((await account(t.app, s)).statusCode).toBe(401);
  });

  it('refuses a session revoked in Settings, and the others after "sign out everywhere else"', async () => {
    const a = await openSession(t.app, 'loan.officer', 'Acme Capital');
    const b = await openSession(t.app, 'loan.officer', 'Acme Capital');
    const c = await openSession(t.app, 'loan.officer', 'Acme Capital');
    for (const s of [a, b, c]) expect((await account(t.app, s)).statusCode).toBe(200);
    const sessions = (await call(t.app, b, 'GET', '/api/myaccount/sessions')).json() as Array<{
      id: string;
      current: boolean;
    }>;
    const bId = sessions.find((x) => x.current)!.id;
    expect((await call(t.app, a, 'DELETE', `/api/myaccount/sessions/${bId}`)).statusCode).toBe(200);
    expect((await account(t.app, b)).statusCode).toBe(401);
    expect((await call(t.app, a, 'POST', '/api/myaccount/sessions/end-others')).statusCode).toBe(200);
    expect((await account(t.app, c)).statusCode).toBe(401);
    expect((await account(t.app, a)).statusCode).toBe(200);
  });

  it("applies a role change and a deactivation by the lender's admin on the user's next call", async () => {
    const admin = await openSession(t.app, 'lender.admin', 'Acme Capital');
    const viewer = await openSession(t.app, 'viewer', 'Acme Capital');
    const users = (s: Session) => call(t.app, s, 'GET', '/api/users/lenderadmin?limit=100');
    expect((await users(viewer)).statusCode).toBe(403); // the viewer is now remembered
    const page = (await users(admin)).json() as { content: Array<{ id: string; username?: string }> };
    const row = page.content.find((u) => u.username === 'viewer')!;
    const raised = await call(t.app, admin, 'POST', `/api/users/lenderadmin/update/${row.id}`, {
      ...row,
      role: 'ROLE_LENDERADMIN',
    });
    expect(raised.statusCode, raised.body).toBe(200);
    expect((await users(viewer)).statusCode).toBe(200);
    expect((await call(t.app, admin, 'POST', `/api/users/lenderadmin/${row.id}/deactivate`)).statusCode).toBe(200);
    expect((await account(t.app, viewer)).statusCode).toBe(401);
  });
});

describe('on another instance: once heard', () => {
  it('refuses a session signed out on the other instance', async () => {
    const s = await openSession(t.app, 'sales.rep', 'Acme Capital');
    expect((await account(other, s)).statusCode).toBe(200); // now remembered by `other`
    expect((await call(t.app, s, 'GET', '/api/logout')).statusCode).toBe(200);
    expect((await account(t.app, s)).statusCode).toBe(401);
    expect(await msUntilRefused(other, s, 401)).toBeLessThanOrEqual(BOUND_MS);
  });

  it('refuses a session ended directly in the database (a job, an operator)', async () => {
    const s = await openSession(t.app, 'sales.rep', 'Acme Capital');
    expect((await account(t.app, s)).statusCode).toBe(200);
    await t.db
      .deleteFrom('sessions')
      .where('user_agent', '=', 'test')
      .where('user_id', '=', (eb) => eb.selectFrom('users').select('id').where('username', '=', 'sales.rep'))
      .execute();
    expect(await msUntilRefused(t.app, s, 401)).toBeLessThanOrEqual(BOUND_MS);
  });

  it("applies a user's own IP whitelist set on the other instance", async () => {
    const admin = await openSession(t.app, 'lender.admin', 'Acme Capital');
    const s = await openSession(t.app, 'loan.officer', 'Acme Capital');
    const me = (await account(other, s)).json() as { id: string };
    const entry = { ipAddress: '10.9.9.9' };
    expect((await call(t.app, admin, 'POST', `/api/users/${me.id}/ip-whitelist`, entry)).statusCode).toBe(200);
    expect(await msUntilRefused(other, s, 403)).toBeLessThanOrEqual(BOUND_MS);
    expect((await call(t.app, admin, 'DELETE', `/api/users/${me.id}/ip-whitelist`, entry)).statusCode).toBe(200);
  });
});
