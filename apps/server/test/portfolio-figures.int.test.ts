import { randomBytes } from 'node:crypto';
import {
  CATEGORY_CODES,
  type ClientTypeCode,
  type DashboardPortfolio,
  type PortfolioFigures,
  type TaxPeriod,
  TOTAL_LIABILITY_CATEGORY,
  type TrendsResponse,
} from '@taxlens/contracts';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createLender, createOrder, createReport, createUser } from '../src/demo/seed/factories.js';
import { createTrendsBackfillTask } from '../src/modules/trends/backfill-task.js';
import { refreshTrends } from '../src/modules/trends/trends-job.js';
import { runOneOffJobs } from '../src/platform/jobs/one-off.js';
import { createMovableClock } from './support/movable-clock.js';
import { call, createTestApp, openSession, type Session, type TestApp } from './support/test-app.js';
import { businessDay } from '../src/domain/business-day.js';

// Decision 266: one figure over one window is equal wherever it is shown. Trends' current month equals
// the overview (every active client's latest report); the dashboard equals the overview over LAST_30_DAYS.
const DAY = 86_400_000;
const deps = { piiKey: randomBytes(32) };
const clock = createMovableClock(new Date('2026-05-20T15:00:00Z'));
const TYPES: ClientTypeCode[] = ['llc', 'corp', 'individual'];

let t: TestApp;
let userId: string;

/** Trends as the background leaves them: the back-fill run and every due month computed. */
async function settleTrends() {
  await refreshTrends(t.db, clock.now());
  await runOneOffJobs(t.db, [createTrendsBackfillTask()], {
    now: () => clock.now(),
    onError: (_job, err) => {
      throw err;
    },
  });
  while ((await refreshTrends(t.db, clock.now())) > 0);
}

const dayBefore = (now: Date, days: number | null) =>
  days === null ? null : businessDay(new Date(now.getTime() - days * DAY));

const periodArb = fc.record({
  form: fc.constantFrom('1120S', '941', '1040'),
  yearsAgo: fc.integer({ min: 1, max: 5 }),
  filed: fc.boolean(),
  balanceCents: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 5_000_000 })),
  installmentAgreement: fc.boolean(),
  iaInDefault: fc.boolean(),
  lienDaysAgo: fc.option(fc.integer({ min: 0, max: 200 })),
  levyDaysAgo: fc.option(fc.integer({ min: 0, max: 200 }), { freq: 4 }),
});
type PeriodDraft = typeof periodArb extends fc.Arbitrary<infer P> ? P : never;

const reportArb = fc.record({
  // Completed between 1 minute and 80 days ago: some in the dashboard's 30 days, some before.
  minutesAgo: fc.integer({ min: 1, max: 80 * 24 * 60 }),
  periods: fc.array(periodArb, { minLength: 1, maxLength: 3 }),
});

const clientArb = fc.record({
  type: fc.constantFrom(...TYPES),
  status: fc.constantFrom('ACTIVE', 'ACTIVE', 'ACTIVE', 'ARCHIVED', 'CLOSED') as fc.Arbitrary<
    'ACTIVE' | 'ARCHIVED' | 'CLOSED'
  >,
  reports: fc.array(reportArb, { maxLength: 3 }),
  // Two reports completed at the same instant: the latest is the one every view picks alike.
  tie: fc.boolean(),
});

function toPeriod(p: PeriodDraft, completedAt: Date, i: number): TaxPeriod {
  const year = Number(businessDay(completedAt).slice(0, 4)) - p.yearsAgo;
  return {
    form: p.form,
    period: p.form === '941' ? `${year}Q${(i % 4) + 1}` : String(year),
    filed: p.filed,
    filedOn: null,
    balanceCents: p.balanceCents,
    installmentAgreement: p.installmentAgreement,
    iaInDefault: p.installmentAgreement && p.iaInDefault,
    lienFiledOn: dayBefore(completedAt, p.lienDaysAgo),
    levyNoticeOn: dayBefore(completedAt, p.levyDaysAgo),
  };
}

async function buildPortfolio(lenderId: string, clients: ClientDraft[]) {
  const now = clock.now();
  for (const c of clients) {
    const client = await createClient(t.db, deps, {
      lenderId,
      clientType: c.type,
      createdAt: new Date(now.getTime() - 90 * DAY),
    });
    for (const r of c.reports) {
      const completedAt = new Date(now.getTime() - r.minutesAgo * 60_000);
      const periods = r.periods.map((p, i) => toPeriod(p, completedAt, i));
      await createOrder(t.db, {
        lenderId,
        clientId: client.id,
        placedBy: userId,
        status: 'COMPLETED',
        createdAt: new Date(completedAt.getTime() - DAY),
        report: { completedAt, periods },
      });
      if (c.tie) {
        const other = r.periods.map((p, i) => toPeriod({ ...p, balanceCents: p.balanceCents + 100 }, completedAt, i));
        await createReport(t.db, {
          lenderId,
          clientId: client.id,
          kind: 'MONITORING',
          status: 'COMPLETED',
          completedAt,
          periods: other,
        });
      }
    }
    if (c.status !== 'ACTIVE') {
      // As archiving does (decision 200's archived_at); a closed client is set by operations, no date.
      await sql`update clients set status = ${c.status}, archived_at = ${c.status === 'ARCHIVED' ? now : null}
        where id = ${client.id}`.execute(t.db);
    }
  }
}
type ClientDraft = typeof clientArb extends fc.Arbitrary<infer C> ? C : never;

/** The overview's figures recomputed in plain SQL from reports and clients, apart from every fast path. */
async function recomputeOverview(lenderId: string, from: Date | null) {
  const { rows } = await sql<{ client_id: string; total: string; categories: string[] | string; risk: string }>`
    select * from (
      select distinct on (r.client_id) r.client_id, r.completed_at, r.total_liability_cents::bigint as total,
        r.categories, r.risk_level as risk
      from reports r join clients c on c.id = r.client_id
      where r.lender_id = ${lenderId} and r.status = 'COMPLETED' and c.status not in ('ARCHIVED', 'CLOSED')
      order by r.client_id, r.completed_at desc, r.id
    ) latest
    where ${from ? sql`latest.completed_at >= ${from}` : sql`true`}`.execute(t.db);
  const list = (v: string[] | string) => (typeof v === 'string' ? v.replace(/^\{|\}$/g, '').split(',') : v);
  return {
    clients: rows.length,
    total: rows.reduce((n, r) => n + Number(r.total), 0),
    owing: rows.filter((r) => Number(r.total) > 0).length,
    categories: CATEGORY_CODES.map((code) => {
      const inIt = rows.filter((r) => list(r.categories).includes(code));
      return { code, count: inIt.length, amountCents: inIt.reduce((n, r) => n + Number(r.total), 0) };
    }),
    risk: (['HIGH', 'MEDIUM', 'LOW'] as const).map((riskLevel) => rows.filter((r) => r.risk === riskLevel).length),
  };
}

beforeAll(async () => {
  t = await createTestApp({ seed: false, clock });
  userId = (await createUser(t.db, { username: 'figures.user', lenders: [] })).id;
}, 120_000);
afterAll(async () => t?.close());

async function get<T>(session: Session, url: string): Promise<T> {
  const res = await call(t.app, session, 'GET', url);
  expect(res.statusCode, url).toBe(200);
  return res.json<T>();
}

describe('the portfolio now (decision 266)', () => {
  it('is one set of figures on the dashboard, the overview and trends, over each one window', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(clientArb, { maxLength: 8 }), fc.boolean(), async (clients, isSba) => {
        run += 1;
        clock.advance(3 * DAY);
        const name = `Figures Lender ${run} ${randomBytes(3).toString('hex')}`;
        const lender = await createLender(t.db, {
          companyName: name,
          lenderType: isSba ? 'SBA' : 'BANK',
          capabilities: { viewkeyinsights: 'ACTIVE', showportfoliorisk: 'ACTIVE' },
        });
        await t.db
          .insertInto('user_lenders')
          .values({ user_id: userId, lender_id: lender.id, role: 'ROLE_LENDER' })
          .execute();
        await buildPortfolio(lender.id, clients);
        await settleTrends();
        const session = await openSession(t.app, 'figures.user', name);

        const overview = await get<PortfolioFigures>(session, '/api/portfolio/overview/figures');
        const last30 = await get<PortfolioFigures>(session, '/api/portfolio/overview/figures?yearMonth=LAST_30_DAYS');
        const dashboard = await get<DashboardPortfolio>(session, '/api/dashboard/portfolio');
        const current = (await get<TrendsResponse>(session, '/api/trends')).months.at(-1)!;

        // The definition, recomputed from the raw tables.
        const plain = await recomputeOverview(lender.id, null);
        expect(overview.clients).toBe(plain.clients);
        expect(overview.totalLiability).toEqual({ count: plain.owing, amountCents: plain.total });
        expect(overview.categories).toEqual(plain.categories);
        expect(overview.risk.map((r) => r.count)).toEqual(plain.risk);
        const window = await recomputeOverview(lender.id, new Date(clock.now().getTime() - 30 * DAY));
        expect(last30.totalLiability).toEqual({ count: window.owing, amountCents: window.total });

        // Trends' current month equals the overview.
        expect(current.clients).toBe(overview.clients);
        expect(current.liabilityCents).toBe(overview.totalLiability.amountCents);
        expect(current.categories).toEqual(overview.categories);
        expect([current.risk.HIGH, current.risk.MEDIUM, current.risk.LOW]).toEqual(overview.risk.map((r) => r.count));

        // The stored snapshot of the month (what filtered views and the month, once closed, show) is
        // computed by the same definition, not only the live figures the unfiltered view reads.
        const stored = await t.db
          .selectFrom('trend_months')
          .select(['clients', 'liability_cents', 'risk_high', 'risk_medium', 'risk_low', 'categories'])
          .where('lender_id', '=', lender.id)
          .where('month', '=', `${current.month}-01`)
          .where('filter_key', '=', 'all')
          .executeTakeFirst();
        const storedCategories = (
          typeof stored?.categories === 'string' ? JSON.parse(stored.categories) : (stored?.categories ?? {})
        ) as Record<string, [number, number]>;
        expect({
          clients: stored?.clients ?? 0,
          liability: Number(stored?.liability_cents ?? 0),
          risk: [stored?.risk_high ?? 0, stored?.risk_medium ?? 0, stored?.risk_low ?? 0],
          categories: CATEGORY_CODES.map((code) => ({
            code,
            count: storedCategories[code]?.[0] ?? 0,
            amountCents: storedCategories[code]?.[1] ?? 0,
          })),
        }).toEqual({
          clients: overview.clients,
          liability: overview.totalLiability.amountCents,
          risk: overview.risk.map((r) => r.count),
          categories: overview.categories,
        });

        // The dashboard equals the overview over the last 30 days.
        for (const stat of dashboard.clientStatistics) {
          const expected =
            stat.clientCategory === TOTAL_LIABILITY_CATEGORY
              ? last30.totalLiability
              : last30.categories.find((c) => c.code === stat.clientCategory)!;
          expect({ category: stat.clientCategory, count: stat.count, amountCents: stat.totalAmount }).toEqual({
            category: stat.clientCategory,
            count: expected.count,
            amountCents: expected.amountCents,
          });
        }
        expect(dashboard.portfolioRisk!.map((r) => [r.riskLevel, r.count, r.totalAmount])).toEqual(
          last30.risk.map((r) => [r.riskLevel, r.count, r.amountCents]),
        );

        // The overview list its links open has as many rows.
        const list = await get<{ page: { totalElements: number } }>(session, '/api/portfolio/overview?size=1');
        expect(list.page.totalElements).toBe(overview.clients);
      }),
      { numRuns: 20, interruptAfterTimeLimit: 240_000 },
    );
  }, 300_000);

  it('labels each window', async () => {
    const lender = await createLender(t.db, { companyName: 'Figures Labels Bank' });
    await t.db
      .insertInto('user_lenders')
      .values({ user_id: userId, lender_id: lender.id, role: 'ROLE_LENDER' })
      .execute();
    const session = await openSession(t.app, 'figures.user', 'Figures Labels Bank');
    expect((await get<PortfolioFigures>(session, '/api/portfolio/overview/figures')).windowLabel).toBe(
      'Latest report of each active client',
    );
    const last30 = await get<PortfolioFigures>(session, '/api/portfolio/overview/figures?yearMonth=LAST_30_DAYS');
    expect(last30).toMatchObject({ window: 'LAST_30_DAYS', windowLabel: expect.stringMatching(/last 30 days/) });
    const bad = await call(t.app, session, 'GET', '/api/portfolio/overview/figures?yearMonth=2026-13');
    expect(bad.statusCode).toBe(400);
  });
});
