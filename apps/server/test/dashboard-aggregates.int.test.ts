import {
  categorySetFor,
  DASHBOARD_WINDOW_DAYS,
  isSbaLenderType,
  type PortfolioList,
  RISK_LEVELS,
  type TaxPeriod,
} from '@taxlens/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAlert, createClient } from '../src/demo/seed/factories.js';
import { expiringWindowOf } from '../src/modules/monitoring/expiring-window.js';
import { countListRows, type ListFilters } from '../src/modules/portfolio/repo.js';
import { latestCompletedReports } from '../src/db/queries/latest-reports.js';
import { countSettledToday } from '../src/modules/dashboard/repo.js';
import { readLenderDataVersions } from '../src/modules/reports/lender-data-version.js';
import { safeZone, startOfUserDay, windowStartMinute } from '../src/platform/time-window.js';
import { createMovableClock } from './support/movable-clock.js';
import { makePdf, multipartBody } from './support/multipart.js';
import { postMultipart, singleOrderParts } from './support/order-upload.js';
import { call, createTestApp, lenderIdByName, openSession, type Session, type TestApp } from './support/test-app.js';

// Decision 222: the dashboard's figures and the lists' counts are kept by triggers (day sums of the
// latest reports, per-part versions) instead of recomputed per write. After each kind of write, and
// as the clock moves the 30-day window across a report, every figure must equal a recomputation
// from the reports and clients themselves.
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
// A minute before a UTC midnight, so the window's boundary day changes during the test.
const start = new Date(Math.ceil(Date.now() / DAY) * DAY - MINUTE);
const clock = createMovableClock(start);
let t: TestApp;
let acme: string;
let officer: Session;
let ops: Session;
let pdf: Uint8Array;

beforeAll(async () => {
  t = await createTestApp({ clock });
  acme = await lenderIdByName(t.db, 'Acme Capital');
  officer = await openSession(t.app, 'loan.officer', 'Acme Capital');
  ops = await openSession(t.app, 'ops.admin', null);
  pdf = await makePdf('Signed 8821');
});
afterAll(async () => {
  await t?.close();
});

async function read(url: string) {
  const res = await call(t.app, officer, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

type Latest = {
  client_id: string;
  total_liability_cents: number;
  categories: string[];
  risk_level: string;
  no_ia: number;
  no_lien: number;
};

/** Each active client's latest completed report in the window, read from `reports` (not the kept tables). */
async function latestInWindow(): Promise<Latest[]> {
  const from = windowStartMinute(clock.now(), DASHBOARD_WINDOW_DAYS);
  const result =
    await sql<Latest>`select * from ${latestCompletedReports(acme, { from, to: new Date('9999-01-01') })} l`.execute(
      t.db,
    );
  return result.rows.map((r) => ({
    ...r,
    total_liability_cents: Number(r.total_liability_cents),
    no_ia: Number(r.no_ia),
    no_lien: Number(r.no_lien),
  }));
}

const figure = (rows: Latest[]) => ({
  totalAmount: rows.reduce((n, r) => n + r.total_liability_cents, 0),
  count: rows.length,
});
const largest = (rows: Latest[], key: 'no_ia' | 'no_lien') => Math.max(0, ...rows.map((r) => r[key]));

/** The zone the portal draws a user's days in: the stored setting, as the signed-in caller carries it. */
async function zoneOfUser(username: string): Promise<string> {
  const user = await t.db
    .selectFrom('users')
    .select('time_zone')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return safeZone(user.time_zone);
}

async function expectDashboardRecomputed() {
  const rows = await latestInWindow();
  const lender = await t.db
    .selectFrom('lenders')
    .select('lender_type')
    .where('id', '=', acme)
    .executeTakeFirstOrThrow();
  const isSba = isSbaLenderType(lender.lender_type);
  const having = (code: string) => rows.filter((r) => r.categories.includes(code));

  const portfolio = await read('/api/dashboard/portfolio');
  const owing = rows.filter((r) => r.total_liability_cents > 0);
  expect(portfolio.clientStatistics).toEqual([
    ...categorySetFor(isSba).map(({ code }) => ({ clientCategory: code, ...figure(having(code)) })),
    { clientCategory: 'Total Liability', totalAmount: figure(rows).totalAmount, count: owing.length },
  ]);
  if (portfolio.portfolioRisk) {
    expect(portfolio.portfolioRisk).toEqual(
      RISK_LEVELS.map((riskLevel) => ({ riskLevel, ...figure(rows.filter((r) => r.risk_level === riskLevel)) })),
    );
  }

  const insights = await read('/api/dashboard/key-insights');
  if (isSba) {
    expect(insights.countUnfiledTaxCurrentPeriod.count).toBe(having('WITH_UN_FILED_INCOME_TAX_CURRENT_PERIOD').length);
    expect(insights.largestLiabilityWithoutPaymentPlan.value).toBe(largest(rows, 'no_ia'));
  } else {
    expect(insights.countLiensLast45Days.count).toBe(having('WITH_LIENS_LAST_45_DAYS').length);
    expect(insights.countUnfiled941LastQuarter.count).toBe(having('WITH_UN_FILED_941_LAST_QUARTER').length);
    expect(insights.totalLiabilitiesWithoutLiens.value).toBe(rows.reduce((n, r) => n + r.no_lien, 0));
    expect(insights.largestLiabilityWithoutLien.value).toBe(largest(rows, 'no_lien'));
    const named = insights.largestLiabilityWithoutLien.clientId;
    if (named) {
      const client = await t.db
        .selectFrom('clients')
        .select('business_name')
        .where('id', '=', named)
        .executeTakeFirstOrThrow();
      expect(insights.largestLiabilityWithoutLien.businessName).toBe(client.business_name);
    }
  }

  const summary = await read('/api/dashboard/reports/summary');
  const orders = await t.db
    .selectFrom('orders')
    .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
    .where('lender_id', '=', acme)
    .groupBy('status')
    .execute();
  const ordersIn = (...statuses: string[]) =>
    orders.filter((o) => statuses.includes(o.status)).reduce((n, o) => n + Number(o.n), 0);
  expect(summary.pending_orders.counts.total).toBe(ordersIn('PENDING', 'IN_PROGRESS'));
  expect(summary.completed.counts.total).toBe(ordersIn('COMPLETED'));
  expect(summary.rejected.counts.total).toBe(ordersIn('REJECTED'));
  const officerZone = await zoneOfUser('loan.officer');
  const settled = await countSettledToday(t.db, acme, startOfUserDay(clock.now(), officerZone));
  expect([summary.completed.counts.newToday, summary.rejected.counts.newToday]).toEqual([
    settled.completedNew,
    settled.rejectedNew,
  ]);

  // The overview over an open window, recounted from the reports; the other lists by their own count query.
  expect((await read('/api/portfolio/overview?size=1&yearMonth=LAST_30_DAYS')).page.totalElements).toBe(rows.length);
  const liable = await read('/api/portfolio/overview?size=1&yearMonth=LAST_30_DAYS&reports=WITH_LIABILITIES');
  expect(liable.page.totalElements).toBe(having('WITH_LIABILITIES').length);
  const allLatest = await sql<{
    n: number;
  }>`select count(*)::int as n from ${latestCompletedReports(acme, { to: new Date('9999-01-01') })} l`.execute(t.db);
  expect((await read('/api/portfolio/overview?size=1')).page.totalElements).toBe(allLatest.rows[0]!.n);
  const zone = expiringWindowOf(clock.now(), await zoneOfUser('loan.officer'));
  const lists: Array<[PortfolioList, string, Partial<ListFilters>]> = [
    ['clients', '', {}],
    ['clients', '&type=pendingorders', { type: 'pendingorders' }],
    ['clients', '&type=completed', { type: 'completed' }],
    ['orders', '', {}],
    ['orders', '&type=pendingorders', { type: 'pendingorders' }],
    ['incomplete-auth', '', {}],
    ['expiring-forms', '', {}],
  ];
  for (const [list, query, filters] of lists) {
    const page = await read(`/api/portfolio/${list}?size=1${query}`);
    expect(page.page.totalElements, `${list}${query}`).toBe(
      await countListRows(t.db, list, acme, { ...zone, ...filters }),
    );
  }
}

const owingPeriod = (balanceCents: number, lienFiledOn: string | null = null): TaxPeriod => ({
  form: '1120',
  period: String(start.getUTCFullYear() - 1),
  filed: true,
  filedOn: `${start.getUTCFullYear()}-03-10`,
  balanceCents,
  installmentAgreement: false,
  iaInDefault: false,
  lienFiledOn,
  levyNoticeOn: null,
});

async function placeOrder(clientId: string): Promise<string> {
  const res = await postMultipart(t.app, officer, '/api/forms/upload8821', singleOrderParts({ clientId, file: pdf }));
  expect(res.statusCode, res.body).toBeLessThan(300);
  const report = await t.db
    .selectFrom('reports')
    .select('id')
    .where('client_id', '=', clientId)
    .where('status', '=', 'PENDING')
    .executeTakeFirstOrThrow();
  return report.id;
}

async function completeReport(reportId: string, periods: TaxPeriod[]) {
  const res = await call(t.app, ops, 'POST', `/api/ops/reports/${reportId}/complete`, { periods });
  expect(res.statusCode, res.body).toBe(200);
}

/** The clock moved on, with a fresh sign-in (a month later the old session has ended). */
async function moveClock(ms: number) {
  clock.advance(ms);
  officer = await openSession(t.app, 'loan.officer', 'Acme Capital');
}

const newClient = () => createClient(t.db, { piiKey: t.config.piiKey }, { lenderId: acme, clientType: 'llc' });

describe('the maintained dashboard figures equal a recomputation', () => {
  it('after a client is created, an order placed and its report completed', async () => {
    await expectDashboardRecomputed();
    const client = await newClient();
    await expectDashboardRecomputed();
    const before = await readLenderDataVersions(t.db, acme);
    const reportId = await placeOrder(client.id);
    await expectDashboardRecomputed();
    // Placing an order moves the orders' version only: the report-derived figures and the client lists stay cached.
    const placed = await readLenderDataVersions(t.db, acme);
    expect(placed.orders).toBeGreaterThan(before.orders);
    expect({ ...placed, all: 0, orders: 0 }).toEqual({ ...before, all: 0, orders: 0 });
    await completeReport(reportId, [owingPeriod(7_654_321_00, '2020-01-02')]);
    await expectDashboardRecomputed();
    const completed = await readLenderDataVersions(t.db, acme);
    expect(completed.latestReports).toBeGreaterThan(placed.latestReports);
    expect(completed.settled).toBeGreaterThan(placed.settled);
  });

  it('after a client is renamed, its form replaced and an alert acknowledged', async () => {
    const client = await newClient();
    await completeReport(await placeOrder(client.id), [owingPeriod(9_876_543_21_00)]);
    await expectDashboardRecomputed();
    // The largest liability without a lien is this client's: its new name shows at once.
    await t.db
      .updateTable('clients')
      .set({ business_name: 'Renamed Holdings LLC' })
      .where('id', '=', client.id)
      .execute();
    await expectDashboardRecomputed();

    const form = multipartBody([{ name: 'file', filename: 'renewed 8821.pdf', bytes: pdf }]);
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/forms/replace8821/${client.id}`,
      payload: form.payload,
      headers: { ...form.headers, cookie: officer.cookie, 'x-csrf-token': officer.csrf },
    });
    expect(upload.statusCode, upload.body).toBe(200);
    await expectDashboardRecomputed();

    const alert = await createAlert(t.db, { lenderId: acme, clientId: client.id });
    expect(
      (await call(t.app, officer, 'PATCH', `/api/notifications/portal/alerts/${alert.id}/acknowledge`)).statusCode,
    ).toBe(200);
    await expectDashboardRecomputed();
  });

  it('after a client is archived, and a report rejected', async () => {
    const client = await newClient();
    await completeReport(await placeOrder(client.id), [owingPeriod(1_234_00)]);
    await expectDashboardRecomputed();
    expect((await call(t.app, officer, 'PUT', `/api/clients/archive/${client.id}`)).statusCode).toBe(200);
    await expectDashboardRecomputed();

    const other = await newClient();
    const res = await call(t.app, ops, 'POST', `/api/ops/reports/${await placeOrder(other.id)}/reject`, {
      code: 'SIGNATURE_MISSING_DECLINED',
      note: 'Not signed.',
    });
    expect(res.statusCode, res.body).toBe(200);
    await expectDashboardRecomputed();
  });

  it('after written in plain SQL, one statement over many clients', async () => {
    await sql`update clients set status = case when status = 'ARCHIVED' then 'ACTIVE' else status end, updated_at = now() where lender_id = ${acme}`.execute(
      t.db,
    );
    await expectDashboardRecomputed();
  });

  it('as the clock moves a report to the 30-day boundary, across a UTC midnight, and out of the window', async () => {
    const client = await newClient();
    await completeReport(await placeOrder(client.id), [owingPeriod(5_000_00)]);
    await expectDashboardRecomputed();
    // The window's first day is now the report's completion day (only part of it counts).
    await moveClock(DASHBOARD_WINDOW_DAYS * DAY - 2 * MINUTE);
    await expectDashboardRecomputed();
    const inside = await read('/api/dashboard/portfolio');
    // Two minutes later the report completed before the window's start (and the start's day changed).
    await moveClock(3 * MINUTE);
    await expectDashboardRecomputed();
    const outside = await read('/api/dashboard/portfolio');
    const total = (p: { clientStatistics: Array<{ clientCategory: string; totalAmount: number }> }) =>
      p.clientStatistics.find((s) => s.clientCategory === 'Total Liability')!.totalAmount;
    // This report and the others completed at the same minute above left the window.
    expect(total(inside) - total(outside)).toBeGreaterThanOrEqual(5_000_00);
  });
});

describe('the day sums', () => {
  it('equal a grouping of the latest reports after all of the above', async () => {
    const kept = await sql<{ n: number }>`
      select count(*)::int as n from (
        select lender_id, completed_on, category_bits, risk_level, clients, owing, liability_cents, without_lien_cents
        from lender_latest_report_days where clients <> 0
        except
        select lender_id, (completed_at at time zone 'UTC')::date, category_bits, risk_level, count(*)::int,
          (count(*) filter (where total_liability_cents > 0))::int, sum(total_liability_cents), sum(liability_without_lien_cents)
        from client_latest_reports where client_active group by 1, 2, 3, 4
      ) differing`.execute(t.db);
    expect(kept.rows[0]!.n).toBe(0);
  });
});
