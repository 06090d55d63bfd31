import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { type ChangeChannel, changeChannelOf, CHANGE_LISTENER_APPLICATION } from '../src/db/change-channel.js';
import { hashSessionToken } from '../src/platform/session-store.js';
import { until } from './support/until.js';
import { call, createTestApp, openSession, type TestApp } from './support/test-app.js';

/**
 * While an instance cannot hear the database's change announcements, it must not answer from memory
 * (docs/decisions/146): every call reads the database, and the memory starts empty once the
 * listener is back. The bound on every wait is generous (2 s); nothing is timed.
 */

let t: TestApp;
let app: FastifyInstance;
let deaf = false;

/** The database's own channel, with a switch that drops everything it would deliver. */
function deafenable(channel: ChangeChannel): ChangeChannel {
  return { subscribe: (onPayload, onLost) => channel.subscribe((payload) => deaf || onPayload(payload), onLost) };
}

beforeAll(async () => {
  t = await createTestApp();
  app = await buildApp({
    config: { ...t.config, callerHeartbeatMs: 100 },
    db: t.db,
    webDist: null,
    logger: false,
    changeChannel: deafenable(changeChannelOf(t.db)!),
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

describe('the change listener down', () => {
  it('bypasses the memory while no heartbeat is heard, and starts empty when heard again', async () => {
    await until(() => app.ctx.callers.live(), 'the listener to be live');
    const s = await openSession(app, 'sales.rep', 'Acme Capital');
    const id = hashSessionToken(s.cookie.slice(s.cookie.indexOf('=') + 1));
    // Every earlier change heard first, so none of them lands during the load and spoils it.
    await app.ctx.callers.settle();
    expect((await call(app, s, 'GET', '/api/myaccount/get')).statusCode).toBe(200);
    expect(app.ctx.callers.principals.get(id)).toBeDefined();

    deaf = true;
    await until(() => !app.ctx.callers.live(), 'a missed heartbeat');
    expect(app.ctx.callers.principals.size()).toBe(0);
    // Unheard, a change is still seen: the call read the database.
    await sql`update users set first_name = 'Unheard' where username = 'sales.rep'`.execute(t.db);
    const read = await call(app, s, 'GET', '/api/myaccount/get');
    expect(read.json().firstName).toBe('Unheard');
    expect(app.ctx.callers.principals.get(id)).toBeUndefined();
    await sql`delete from sessions where id = ${id}`.execute(t.db);
    expect((await call(app, s, 'GET', '/api/myaccount/get')).statusCode).toBe(401);

    deaf = false;
    await until(() => app.ctx.callers.live(), 'the listener to be back');
    const again = await openSession(app, 'sales.rep', 'Acme Capital');
    expect((await call(app, again, 'GET', '/api/myaccount/get')).statusCode).toBe(200);
    expect(app.ctx.callers.principals.size()).toBe(1);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'reconnects after its connection is ended on PostgreSQL, bypassing the memory meanwhile',
    async () => {
      await until(() => app.ctx.callers.live(), 'the listener to be live');
      const s = await openSession(app, 'sales.rep', 'Acme Capital');
      expect((await call(app, s, 'GET', '/api/myaccount/get')).statusCode).toBe(200);
      const ended = await sql<{ ended: boolean }>`select pg_terminate_backend(pid) as ended from pg_stat_activity
      where application_name = ${CHANGE_LISTENER_APPLICATION} and datname = current_database()`.execute(t.db);
      expect(ended.rows.length).toBeGreaterThan(0);
      await until(() => !app.ctx.callers.live(), 'the listener to notice');
      await until(() => app.ctx.callers.live(), 'the listener to reconnect');
      expect(app.ctx.callers.principals.size()).toBe(0);
      expect((await call(app, s, 'GET', '/api/myaccount/get')).statusCode).toBe(200);
    },
  );
});
