import { ALERT_TYPES, ALERTS_PAGE_SIZE } from '@taxlens/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAlert, createAlerts } from '../src/demo/seed/factories.js';
import { createMovableClock } from './support/movable-clock.js';
import { call, createTestApp, lenderIdByName, openSession, type Session, type TestApp } from './support/test-app.js';

type AlertRow = { id: string; portalAlertType: string; created: string; viewed: boolean; viewedAt: string | null };

describe('alerts', () => {
  let t: TestApp;
  let s: Session;
  const clock = createMovableClock();

  beforeAll(async () => {
    t = await createTestApp({ clock });
    s = await openSession(t.app, 'lender.admin', 'Acme Capital');
    // The demo draws its read states per day: these make sure the list is always longer than one page.
    const acmeId = await lenderIdByName(t.db, 'Acme Capital');
    await createAlerts(t.db, [
      ...Array.from({ length: ALERTS_PAGE_SIZE + 1 }, (_, i) => ({ lenderId: acmeId, title: `Paging alert ${i}` })),
      // The demo's rejections are each their order's owner's, and the draw (by the hour it ran) may have
      // dismissed every one of the admin's: one for everyone at the lender, for the type filter.
      { lenderId: acmeId, type: 'REJECTED' as const, title: 'Form 8821 rejected: filter alert' },
    ]);
  });
  afterAll(() => t.close());

  const unread = async (session = s) =>
    (await call(t.app, session, 'GET', '/api/notifications/portal/alerts/totalunread')).json().totalUnread as number;

  it('offers the alert types as filter options', async () => {
    const res = await call(t.app, s, 'GET', '/api/formdata?types=portal.alertTypes');
    expect(res.statusCode).toBe(200);
    expect(res.json().alertType.map((o: { key: string }) => o.key)).toEqual([...ALERT_TYPES]);
    expect((await call(t.app, s, 'GET', '/api/formdata?types=nonsense')).statusCode).toBe(400);
    // Names of Object's own members are unknown types too (the fuzz run found a 500 here).
    for (const type of ['constructor', '__proto__', 'toString']) {
      const res = await call(t.app, s, 'GET', `/api/formdata?types=${type}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().messages[0].value).toContain(type);
    }
  });

  it("lists the user's undismissed alerts newest first, page by page, and counts them", async () => {
    const total = await unread();
    expect(total).toBeGreaterThan(ALERTS_PAGE_SIZE);
    const all: AlertRow[] = [];
    for (let page = 0; page * ALERTS_PAGE_SIZE < total; page++) {
      const body = (await call(t.app, s, 'GET', `/api/notifications/portal/alerts?page=${page}`)).json();
      expect(body.page.totalElements).toBe(total);
      all.push(...body.content);
    }
    expect(all).toHaveLength(total);
    expect(new Set(all.map((a) => a.id)).size).toBe(total);
    const created = all.map((a) => a.created);
    expect(created).toEqual([...created].sort().reverse());
    // Listing is viewing: each has the time it was first viewed.
    expect(all.every((a) => a.viewed && a.viewedAt)).toBe(true);
  });

  it('filters by alert type', async () => {
    const body = (await call(t.app, s, 'GET', '/api/notifications/portal/alerts?alertType=REJECTED')).json();
    expect(body.content.length).toBeGreaterThan(0);
    expect(body.content.every((a: AlertRow) => a.portalAlertType === 'REJECTED')).toBe(true);
    expect((await call(t.app, s, 'GET', '/api/notifications/portal/alerts?alertType=SPAM')).statusCode).toBe(400);
  });

  it('keeps the first viewing time, so an alert counts as seen five minutes later', async () => {
    const first = (await call(t.app, s, 'GET', '/api/notifications/portal/alerts')).json().content[0] as AlertRow;
    clock.advance(6 * 60_000);
    const again = (await call(t.app, s, 'GET', '/api/notifications/portal/alerts')).json().content[0] as AlertRow;
    expect(again.id).toBe(first.id);
    expect(again.viewedAt).toBe(first.viewedAt);
  });

  it('dismisses an alert: it leaves the list and the count; a second dismissal or a foreign id is 404', async () => {
    const before = await unread();
    const target = (await call(t.app, s, 'GET', '/api/notifications/portal/alerts')).json().content[0] as AlertRow;
    const res = await call(t.app, s, 'PATCH', `/api/notifications/portal/alerts/${target.id}/acknowledge`);
    expect(res.statusCode).toBe(200);
    expect(await unread()).toBe(before - 1);
    const after = (await call(t.app, s, 'GET', '/api/notifications/portal/alerts')).json().content as AlertRow[];
    expect(after.map((a) => a.id)).not.toContain(target.id);
    expect(
      (await call(t.app, s, 'PATCH', `/api/notifications/portal/alerts/${target.id}/acknowledge`)).statusCode,
    ).toBe(404);

    const beaconId = await lenderIdByName(t.db, 'Beacon Bank');
    const foreign = await createAlert(t.db, { lenderId: beaconId, title: 'Beacon only' });
    expect(
      (await call(t.app, s, 'PATCH', `/api/notifications/portal/alerts/${foreign.id}/acknowledge`)).statusCode,
    ).toBe(404);
    expect((await call(t.app, s, 'PATCH', '/api/notifications/portal/alerts/not-a-uuid/acknowledge')).statusCode).toBe(
      400,
    );
  });

  it("never shows one user another user's alert", async () => {
    const acmeId = await lenderIdByName(t.db, 'Acme Capital');
    const officer = await t.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'loan.officer')
      .executeTakeFirstOrThrow();
    const mine = await createAlert(t.db, { lenderId: acmeId, userId: officer.id, title: 'For the loan officer only' });
    const officerSession = await openSession(t.app, 'loan.officer', 'Acme Capital');
    const adminBefore = await unread();
    const officerList = (await call(t.app, officerSession, 'GET', '/api/notifications/portal/alerts')).json()
      .content as AlertRow[];
    expect(officerList.map((a) => a.id)).toContain(mine.id);
    expect(await unread()).toBe(adminBefore);
    expect((await call(t.app, s, 'PATCH', `/api/notifications/portal/alerts/${mine.id}/acknowledge`)).statusCode).toBe(
      404,
    );
  });
});
