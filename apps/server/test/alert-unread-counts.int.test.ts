import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERTS_TO_EVERYONE } from '../src/modules/alerts/repo.js';
import { call, createTestApp, lenderIdByName, openSession, type Session, type TestApp } from './support/test-app.js';

// Decision 227: the bell's count is read from lender_alert_counts, which the alerts' statement
// triggers keep. After every kind of write, by the API or in plain SQL, it equals a count of alerts.
describe('the kept count of alerts not yet dismissed', () => {
  let t: TestApp;
  let admin: Session;
  let officer: Session;
  let acme: string;
  let beacon: string;
  let officerId: string;
  let adminId: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await openSession(t.app, 'lender.admin', 'Acme Capital');
    officer = await openSession(t.app, 'loan.officer', 'Acme Capital');
    acme = await lenderIdByName(t.db, 'Acme Capital');
    beacon = await lenderIdByName(t.db, 'Beacon Bank');
    const ids = await t.db
      .selectFrom('users')
      .select(['id', 'username'])
      .where('username', 'in', ['lender.admin', 'loan.officer'])
      .execute();
    adminId = ids.find((u) => u.username === 'lender.admin')!.id;
    officerId = ids.find((u) => u.username === 'loan.officer')!.id;
  });
  afterAll(() => t.close());

  const bell = async (session: Session) => {
    const res = await call(t.app, session, 'GET', '/api/notifications/portal/alerts/totalunread');
    expect(res.statusCode).toBe(200);
    return res.json().totalUnread as number;
  };
  const recount = async (userId: string) => {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from alerts where lender_id = ${acme} and (user_id is null or user_id = ${userId}) and acknowledged_at is null`.execute(
      t.db,
    );
    return rows[0]!.n;
  };
  /** The bell of both users equals a count of the alerts, and every kept row equals a grouping of them. */
  const expectFresh = async () => {
    expect(await bell(admin)).toBe(await recount(adminId));
    expect(await bell(officer)).toBe(await recount(officerId));
    const { rows: kept } = await sql<{ lender_id: string; user_key: string; n: number }>`
      select lender_id, user_key, unacknowledged::int as n from lender_alert_counts where unacknowledged <> 0 order by 1, 2`.execute(
      t.db,
    );
    const { rows: counted } = await sql<{ lender_id: string; user_key: string; n: number }>`
      select lender_id, coalesce(user_id, ${ALERTS_TO_EVERYONE}::uuid) as user_key, count(*)::int as n
      from alerts where acknowledged_at is null group by 1, 2 order by 1, 2`.execute(t.db);
    expect(kept).toEqual(counted);
  };
  const insertAlerts = (rows: { lender: string; user: string | null; title: string }[]) =>
    sql`insert into alerts (lender_id, user_id, portal_alert_type, title, body)
      select l, u, 'HIGH_RISK', title, 'body' from unnest(${rows.map((r) => r.lender)}::uuid[], ${rows.map((r) => r.user)}::uuid[], ${rows.map((r) => r.title)}::text[]) as x(l, u, title)`.execute(
      t.db,
    );

  it('matches a count of the seeded alerts from the start', async () => {
    expect(await bell(admin)).toBeGreaterThan(0);
    await expectFresh();
  });

  it('counts alerts inserted in plain SQL, several lenders and audiences in one statement', async () => {
    const before = await bell(officer);
    await insertAlerts([
      { lender: acme, user: null, title: 'to everyone' },
      { lender: acme, user: officerId, title: 'to the officer' },
      { lender: acme, user: officerId, title: 'to the officer again' },
      { lender: acme, user: adminId, title: 'to the admin' },
      { lender: beacon, user: null, title: 'another lender' },
    ]);
    expect(await bell(officer)).toBe(before + 3);
    await expectFresh();
  });

  it('forgets an alert dismissed through the API, and only for its audience', async () => {
    const mine = await t.db
      .selectFrom('alerts')
      .select('id')
      .where('user_id', '=', officerId)
      .where('acknowledged_at', 'is', null)
      .executeTakeFirstOrThrow();
    const adminBefore = await bell(admin);
    const officerBefore = await bell(officer);
    expect(
      (await call(t.app, officer, 'PATCH', `/api/notifications/portal/alerts/${mine.id}/acknowledge`)).statusCode,
    ).toBe(200);
    expect(await bell(officer)).toBe(officerBefore - 1);
    expect(await bell(admin)).toBe(adminBefore);
    await expectFresh();
  });

  it('follows plain SQL updates: reopened, moved to another user, to everyone, and viewed', async () => {
    await sql`update alerts set acknowledged_at = null where lender_id = ${acme} and acknowledged_at is not null`.execute(
      t.db,
    );
    await expectFresh();
    await sql`update alerts set user_id = ${adminId} where lender_id = ${acme} and user_id = ${officerId}`.execute(
      t.db,
    );
    await expectFresh();
    await sql`update alerts set user_id = null where lender_id = ${acme} and title = 'to the admin'`.execute(t.db);
    await expectFresh();
    await sql`update alerts set viewed = true, viewed_at = now() where lender_id = ${acme}`.execute(t.db);
    await expectFresh();
    await sql`update alerts set acknowledged_at = now() where lender_id = ${acme} and user_id is null and title like 'to %'`.execute(
      t.db,
    );
    await expectFresh();
  });

  it('follows deletions, in plain SQL and by a client removed with its alerts', async () => {
    await sql`delete from alerts where lender_id = ${acme} and title = 'to everyone'`.execute(t.db);
    await expectFresh();
    const withAlert = await t.db
      .selectFrom('alerts')
      .select('client_id')
      .where('lender_id', '=', acme)
      .where('user_id', 'is', null)
      .where('client_id', 'is not', null)
      .where('acknowledged_at', 'is', null)
      .executeTakeFirstOrThrow();
    const before = await bell(admin);
    await sql`delete from clients where id = ${withAlert.client_id}`.execute(t.db);
    expect(await bell(admin)).toBeLessThan(before);
    await expectFresh();
  });
});
