import { PORTFOLIO_LISTS, PORTFOLIO_SORT_FIELDS, type PortfolioList } from '@taxlens/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { easternMonth } from './support/eastern-month.js';
import { call, createTestApp, lenderIdByName, openSession, type Session, type TestApp } from './support/test-app.js';

type Row = Record<string, unknown>;
const idOf = (list: PortfolioList, row: Row) => String(list === 'overview' ? row.reportId : row.id);

describe('portfolio lists', () => {
  let t: TestApp;
  let acme: Session;
  let acmeId: string;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await openSession(t.app, 'lender.admin', 'Acme Capital');
    acmeId = await lenderIdByName(t.db, 'Acme Capital');
  });
  afterAll(() => t.close());

  const page = async (session: Session, list: PortfolioList, query: string) => {
    const res = await call(t.app, session, 'GET', `/api/portfolio/${list}?${query}`);
    expect(res.statusCode, `${list}?${query}: ${res.body.slice(0, 200)}`).toBe(200);
    return res.json() as {
      content: Row[];
      page: { size: number; number: number; totalElements: number; totalPages: number };
    };
  };

  /** The lender of every row, looked up independently of the list query. */
  const lendersOf = async (list: PortfolioList, rows: Row[]) => {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => idOf(list, r));
    const table = list === 'orders' ? 'orders' : list === 'overview' ? 'reports' : 'clients';
    const found = await t.db.selectFrom(table).select('lender_id').where('id', 'in', ids).execute();
    expect(found).toHaveLength(ids.length);
    return [...new Set(found.map((f) => f.lender_id))];
  };

  for (const list of PORTFOLIO_LISTS) {
    it(`pages through ${list} without gaps or repeats, only Acme rows`, async () => {
      const first = await page(acme, list, 'page=0&size=10');
      const total = first.page.totalElements;
      expect(total, list).toBeGreaterThan(0);
      expect(first.page.totalPages).toBe(Math.ceil(total / 10));
      const seen = new Set<string>();
      for (let p = 0; p < first.page.totalPages; p++) {
        const current = p === 0 ? first : await page(acme, list, `page=${p}&size=10`);
        expect(current.content.length).toBe(Math.min(10, total - p * 10));
        for (const row of current.content) seen.add(idOf(list, row));
        expect(await lendersOf(list, current.content)).toEqual([acmeId]);
      }
      expect(seen.size).toBe(total);
      const beyond = await page(acme, list, `page=${first.page.totalPages}&size=10`);
      expect(beyond.content).toEqual([]);
    });

    it(`sorts ${list} by every sortable field, ascending and descending`, async () => {
      for (const field of PORTFOLIO_SORT_FIELDS[list]) {
        const up = await page(acme, list, `size=100&sort=${field}`);
        const down = await page(acme, list, `size=100&sort=${field},desc`);
        const key = (r: Row) => (field === 'totalLiability' ? (r.totalLiability as number) : String(r[field] ?? ''));
        const asc = up.content.map(key).filter((v) => v !== '');
        const desc = down.content.map(key).filter((v) => v !== '');
        const ordered = (values: Array<string | number>, dir: 1 | -1) =>
          values.every((v, i) => i === 0 || (field === 'riskLevel' ? true : compare(values[i - 1]!, v) * dir <= 0));
        expect(ordered(asc, 1), `${list} ${field} asc`).toBe(true);
        expect(ordered(desc, -1), `${list} ${field} desc`).toBe(true);
        if (up.page.totalElements <= 100)
          expect(new Set(down.content.map((r) => idOf(list, r)))).toEqual(
            new Set(up.content.map((r) => idOf(list, r))),
          );
      }
    });
  }

  it('orders risk levels by severity', async () => {
    const down = await page(acme, 'overview', 'size=100&sort=riskLevel,desc');
    const rank = { HIGH: 3, MEDIUM: 2, LOW: 1 } as Record<string, number>;
    const ranks = down.content.map((r) => rank[String(r.riskLevel)]!);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
  });

  it("applies the dashboard links' filters", async () => {
    const pending = await page(acme, 'orders', 'type=pendingorders&size=100');
    expect(pending.content.every((o) => o.status === 'PENDING' || o.status === 'IN_PROGRESS')).toBe(true);
    const open = await t.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('lender_id', '=', acmeId)
      .where('status', 'in', ['PENDING', 'IN_PROGRESS'])
      .executeTakeFirstOrThrow();
    expect(pending.page.totalElements).toBe(Number(open.n));

    const completed = await page(acme, 'orders', 'type=completed&size=100');
    expect(completed.content.every((o) => o.status === 'COMPLETED' && o.completedAt)).toBe(true);

    const rejected = await page(acme, 'clients', 'type=rejected&size=100');
    expect(rejected.page.totalElements).toBeGreaterThan(0);
    expect(rejected.content.every((c) => c.status === 'REJECTED')).toBe(true);

    const liens = await page(acme, 'overview', 'reports=WITH_LIENS&yearMonth=LAST_30_DAYS&size=100');
    expect(liens.page.totalElements).toBeGreaterThan(0);
    const since = Date.now() - 31 * 86_400_000;
    for (const r of liens.content) {
      expect(r.categories).toContain('WITH_LIENS');
      expect(new Date(String(r.reportDate)).getTime()).toBeGreaterThan(since);
    }
    // The overview count of a category is the dashboard's count for it.
    const dashboard = (await call(t.app, acme, 'GET', '/api/dashboard/portfolio')).json();
    const stat = dashboard.clientStatistics.find((s: { clientCategory: string }) => s.clientCategory === 'WITH_LIENS');
    expect(liens.page.totalElements).toBe(stat.count);
    expect(liens.content.reduce((sum, r) => sum + (r.totalLiability as number), 0)).toBe(stat.totalAmount);

    const thisMonth = await page(acme, 'orders', `yearMonth=${easternMonth().yearMonth}&size=100`);
    expect(thisMonth.page.totalElements).toBeGreaterThan(0);
  });

  it('refuses bad input with 400 and the field named, never 500', async () => {
    for (const query of [
      'sort=password',
      'sort=businessName,sideways',
      'size=0',
      'size=101',
      'page=-1',
      'type=everything',
      'reports=NOPE',
      'yearMonth=2026-13',
      'yearMonth=LAST_31_DAYS',
      'reports=WITH_LIENS',
    ]) {
      const res = await call(t.app, acme, 'GET', `/api/portfolio/clients?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().messages[0].key).toBe('VALIDATION_ERROR');
    }
  });

  it('never shows another lender its rows, and keeps the monitored lists from unmonitored lenders', async () => {
    const beacon = await openSession(t.app, 'lender.admin', 'Beacon Bank', { noticesAccepted: true });
    const beaconId = await lenderIdByName(t.db, 'Beacon Bank');
    for (const list of ['clients', 'orders', 'overview'] as const) {
      const rows = await page(beacon, list, 'size=100');
      expect(rows.page.totalElements).toBeGreaterThan(0);
      expect(await lendersOf(list, rows.content)).toEqual([beaconId]);
    }
    for (const list of ['incomplete-auth', 'expiring-forms']) {
      expect((await call(t.app, beacon, 'GET', `/api/portfolio/${list}`)).statusCode).toBe(403);
      expect((await call(t.app, beacon, 'GET', `/api/portfolio/${list}/export`)).statusCode).toBe(403);
    }
  });

  it('exports the filtered list as CSV', async () => {
    const res = await call(t.app, acme, 'GET', '/api/portfolio/clients/export?type=rejected&sort=businessName');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('portfolio-clients.csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Client ID,Client,Type,Tax ID,Status,Monitoring,Form 8821 Expires,Created \(.+\)$/);
    const listed = await page(acme, 'clients', 'type=rejected&size=100&sort=businessName');
    expect(lines).toHaveLength(listed.page.totalElements + 1);
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(listed.content.map((c) => c.id));
    // Full tax ids never leave in an export.
    expect(res.body).toMatch(/(EIN|SSN) \*\*\*\d{4}/);
  });
});

function compare(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  // The server orders text by code point of the lower-cased value (C collation).
  const x = String(a).toLowerCase();
  const y = String(b).toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}
