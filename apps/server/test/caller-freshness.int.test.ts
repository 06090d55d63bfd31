import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { hashSessionToken } from '../src/platform/session-store.js';
import { until } from './support/until.js';
import { call, createTestApp, lenderIdByName, openSession, type Session, type TestApp } from './support/test-app.js';

/**
 * Every fact an instance remembers about a caller (docs/decisions/146) is fresh after each kind of
 * write, on the instance that wrote and on another one, whether the write went through the API or
 * plain SQL. Two instances share the database: on PostgreSQL (TEST_DATABASE_URL) each listens on a
 * connection of its own, as two servers would; on PGlite both apps share the one embedded session
 * (its notifications are delivered in-process to both). Waits are bounded (2 s), never timed.
 */

let t: TestApp;
let other: FastifyInstance;
let apps: FastifyInstance[];

beforeAll(async () => {
  t = await createTestApp();
  other = await buildApp({ config: t.config, db: t.db, webDist: null, logger: false });
  await other.ready();
  apps = [t.app, other];
  for (const app of apps) await until(() => app.ctx.callers.live(), 'the change listener to be live');
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const account = (app: FastifyInstance, s: Session) => call(app, s, 'GET', '/api/myaccount/get');
const tokenHash = (s: Session) => hashSessionToken(s.cookie.slice(s.cookie.indexOf('=') + 1));
const userId = async (username: string) =>
  (await t.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

/** Both instances answer the session and now remember it (so a stale copy would show). */
async function primeBoth(s: Session): Promise<void> {
  for (const app of apps) {
    // Every earlier change heard first, so none of them lands during the load and spoils it.
    await app.ctx.callers.settle();
    for (let i = 0; i < 2; i++) expect((await account(app, s)).statusCode).toBe(200);
    expect(app.ctx.callers.principals.get(tokenHash(s))).toBeDefined();
  }
}

/** Every instance's answer to the call satisfies `fresh` within the bound. */
async function freshEverywhere(
  s: Session,
  url: string,
  fresh: (res: LightMyRequestResponse) => boolean,
): Promise<void> {
  for (const app of apps) {
    let last: LightMyRequestResponse | undefined = undefined as LightMyRequestResponse | undefined;
    await until(async () => fresh((last = await call(app, s, 'GET', url))), `${url} to be fresh`).catch(
      (error: Error) => {
        throw new Error(`${error.message} (last answer: ${last?.statusCode} ${last?.body.slice(0, 200)})`);
      },
    );
  }
}

const refused = (status: number) => (res: LightMyRequestResponse) => res.statusCode === status;

describe('a remembered caller is fresh after each kind of write, on both instances', () => {
  it('sign-out on the other instance', async () => {
    const s = await openSession(t.app, 'sales.rep', 'Acme Capital');
    await primeBoth(s);
    expect((await call(other, s, 'GET', '/api/logout')).statusCode).toBe(200);
    // The instance that wrote refuses at once: its answer waited until it had heard its own change.
    expect((await account(other, s)).statusCode).toBe(401);
    await freshEverywhere(s, '/api/myaccount/get', refused(401));
  });

  it('a session deleted in plain SQL', async () => {
    const s = await openSession(t.app, 'sales.rep', 'Acme Capital');
    await primeBoth(s);
    await sql`delete from sessions where id = ${tokenHash(s)}`.execute(t.db);
    await freshEverywhere(s, '/api/myaccount/get', refused(401));
  });

  it('a session ended by bringing its expiry forward in plain SQL', async () => {
    const s = await openSession(t.app, 'sales.rep', 'Acme Capital');
    await primeBoth(s);
    await sql`update sessions set expires_at = now() - interval '1 second' where id = ${tokenHash(s)}`.execute(t.db);
    await freshEverywhere(s, '/api/myaccount/get', refused(401));
  });

  it("a role change by the lender's admin, then one in plain SQL", async () => {
    const admin = await openSession(t.app, 'lender.admin', 'Acme Capital');
    const s = await openSession(t.app, 'viewer', 'Acme Capital');
    await primeBoth(s);
    const users = '/api/users/lenderadmin?limit=100';
    const page = (await call(other, admin, 'GET', users)).json() as {
      content: Array<{ id: string; username?: string }>;
    };
    const row = page.content.find((u) => u.username === 'viewer')!;
    const raised = await call(other, admin, 'POST', `/api/users/lenderadmin/update/${row.id}`, {
      ...row,
      role: 'ROLE_LENDERADMIN',
    });
    expect(raised.statusCode, raised.body).toBe(200);
    await freshEverywhere(s, users, (res) => res.statusCode === 200);
    await freshEverywhere(s, '/api/myaccount/get', (res) => res.json().userAuthorities?.includes('ROLE_LENDERADMIN'));
    await sql`update user_lenders set role = 'ROLE_VIEWER' where user_id = ${row.id}`.execute(t.db);
    await freshEverywhere(s, users, refused(403));
    await freshEverywhere(s, '/api/myaccount/get', (res) => res.json().userAuthorities?.includes('ROLE_VIEWER'));
  });

  it("a user's whitelist set on the other instance, and the lender's in plain SQL", async () => {
    const admin = await openSession(t.app, 'lender.admin', 'Acme Capital');
    const s = await openSession(t.app, 'loan.officer', 'Acme Capital');
    await primeBoth(s);
    const me = await userId('loan.officer');
    const entry = { ipAddress: '10.9.9.9' };
    expect((await call(other, admin, 'POST', `/api/users/${me}/ip-whitelist`, entry)).statusCode).toBe(200);
    await freshEverywhere(s, '/api/myaccount/get', refused(403));
    expect((await call(other, admin, 'DELETE', `/api/users/${me}/ip-whitelist`, entry)).statusCode).toBe(200);
    await freshEverywhere(s, '/api/myaccount/get', refused(200));

    const acme = await lenderIdByName(t.db, 'Acme Capital');
    await sql`insert into lender_ip_whitelist (lender_id, address) values (${acme}, '10.9.9.9')`.execute(t.db);
    await freshEverywhere(s, '/api/myaccount/get', refused(403));
    await sql`delete from lender_ip_whitelist where lender_id = ${acme} and address = '10.9.9.9'`.execute(t.db);
    await freshEverywhere(s, '/api/myaccount/get', refused(200));
  });

  it("a lender's capability changed in plain SQL", async () => {
    const s = await openSession(t.app, 'loan.officer', 'Acme Capital');
    await primeBoth(s);
    const acme = await lenderIdByName(t.db, 'Acme Capital');
    const cap = await t.db
      .selectFrom('lender_capabilities')
      .select(['name', 'state'])
      .where('lender_id', '=', acme)
      .executeTakeFirstOrThrow();
    const changed = cap.state === 'INACTIVE' ? 'ACTIVE' : 'INACTIVE';
    await sql`update lender_capabilities set state = ${changed} where lender_id = ${acme} and name = ${cap.name}`.execute(
      t.db,
    );
    await freshEverywhere(
      s,
      '/api/myaccount/get',
      (res) => res.json().selectedLender?.capabilities?.[cap.name] === changed,
    );
    await sql`update lender_capabilities set state = ${cap.state} where lender_id = ${acme} and name = ${cap.name}`.execute(
      t.db,
    );
    await freshEverywhere(
      s,
      '/api/myaccount/get',
      (res) => res.json().selectedLender?.capabilities?.[cap.name] === cap.state,
    );
  });

  it('a lender switch in plain SQL', async () => {
    const s = await openSession(t.app, 'lender.admin', 'Acme Capital', { noticesAccepted: true });
    await primeBoth(s);
    const [acme, other2] = await t.db
      .selectFrom('user_lenders')
      .select('lender_id')
      .where('user_id', '=', await userId('lender.admin'))
      .orderBy('lender_id')
      .execute();
    const target =
      other2!.lender_id === (await lenderIdByName(t.db, 'Acme Capital')) ? acme!.lender_id : other2!.lender_id;
    await sql`update sessions set lender_id = ${target} where id = ${tokenHash(s)}`.execute(t.db);
    await freshEverywhere(s, '/api/myaccount/get', (res) => res.json().selectedLender?.id === target);
  });

  it('a password change ends the other sessions (the same writes, in plain SQL)', async () => {
    const keep = await openSession(t.app, 'sales.rep', 'Acme Capital');
    const s = await openSession(t.app, 'sales.rep', 'Acme Capital');
    await primeBoth(s);
    const me = await userId('sales.rep');
    await t.db.transaction().execute(async (tx) => {
      await sql`update users set password_hash = password_hash where id = ${me}`.execute(tx);
      await sql`delete from sessions where user_id = ${me} and id <> ${tokenHash(keep)}`.execute(tx);
    });
    await freshEverywhere(s, '/api/myaccount/get', refused(401));
    expect((await account(other, keep)).statusCode).toBe(200);
  });

  it("a second-factor reset by the lender's admin, and a second factor turned off in plain SQL", async () => {
    const admin = await openSession(t.app, 'lender.admin', 'Acme Capital');
    const s = await openSession(t.app, 'loan.officer', 'Acme Capital');
    await primeBoth(s);
    const me = await userId('loan.officer');
    const reset = await call(other, admin, 'POST', `/api/users/lenderadmin/${me}/reset-two-factor`);
    expect(reset.statusCode, reset.body).toBe(200);
    await freshEverywhere(s, '/api/myaccount/get', refused(401));

    // A session that passed a factor the user no longer has is stopped at the gate.
    await sql`update users set f2a_type = 'EMAIL_TOTP' where id = ${me}`.execute(t.db);
    const again = await openSession(t.app, 'loan.officer', 'Acme Capital');
    await primeBoth(again);
    await sql`update users set f2a_type = 'OFF' where id = ${me}`.execute(t.db);
    await freshEverywhere(again, '/api/myaccount/get', (res) => res.json().f2aType === 'OFF');
    await freshEverywhere(again, '/api/myaccount/settings', refused(403));
  });

  it('a notice published, then accepted, in plain SQL', async () => {
    const s = await openSession(t.app, 'sales.rep', 'Acme Capital', { noticesAccepted: true });
    await primeBoth(s);
    expect((await call(t.app, s, 'GET', '/api/myaccount/settings')).statusCode).toBe(200);
    const notice = await sql<{
      id: string;
    }>`insert into notices (title, body, active) values ('Terms', 'New terms', true) returning id`.execute(t.db);
    const noticeId = notice.rows[0]!.id;
    await freshEverywhere(s, '/api/myaccount/settings', refused(403));
    await sql`insert into notice_acceptances (notice_id, user_id, ip) values (${noticeId}, ${await userId('sales.rep')}, '127.0.0.1')`.execute(
      t.db,
    );
    await freshEverywhere(s, '/api/myaccount/settings', refused(200));
    await sql`update notices set active = false where id = ${noticeId}`.execute(t.db);
  });

  it("a user's time zone changed in plain SQL: the remembered caller carries the new one (decision 333)", async () => {
    const s = await openSession(t.app, 'loan.officer', 'Acme Capital');
    await primeBoth(s);
    const me = await userId('loan.officer');
    const { time_zone: before } = await t.db
      .selectFrom('users')
      .select('time_zone')
      .where('id', '=', me)
      .executeTakeFirstOrThrow();
    expect(before).not.toBe('Asia/Tokyo');
    await sql`update users set time_zone = 'Asia/Tokyo' where id = ${me}`.execute(t.db);
    try {
      // The dashboard and the lists draw the caller's days in this zone without asking the database again.
      for (const app of apps)
        await until(async () => {
          expect((await account(app, s)).statusCode).toBe(200);
          return app.ctx.callers.principals.get(tokenHash(s))?.timeZone === 'Asia/Tokyo';
        }, 'the remembered caller to carry the new zone');
    } finally {
      await sql`update users set time_zone = ${before} where id = ${me}`.execute(t.db);
    }
  });

  it('a deactivated user', async () => {
    const s = await openSession(t.app, 'new.user', 'Acme Capital');
    await primeBoth(s);
    await sql`update users set status = 'INACTIVE' where username = 'new.user'`.execute(t.db);
    await freshEverywhere(s, '/api/myaccount/get', refused(401));
    await sql`update users set status = 'ACTIVE' where username = 'new.user'`.execute(t.db);
  });
});

describe('the account view', () => {
  it('is remembered, and fresh after a profile change in plain SQL', async () => {
    const s = await openSession(t.app, 'loan.officer', 'Acme Capital');
    await primeBoth(s);
    const me = await userId('loan.officer');
    for (const app of apps) expect(app.ctx.callers.accounts.size()).toBeGreaterThan(0);
    await sql`update users set first_name = 'Renamed' where id = ${me}`.execute(t.db);
    await freshEverywhere(s, '/api/myaccount/get', (res) => res.json().firstName === 'Renamed');
  });
});
