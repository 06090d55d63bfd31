import { randomBytes } from 'node:crypto';
import type { TaxPeriod } from '@taxlens/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createLender, createOrder, createUser } from '../src/demo/seed/factories.js';
import { createMovableClock } from './support/movable-clock.js';
import { call, createTestApp, forgetCallers, openSession, type Session, type TestApp } from './support/test-app.js';

const NOW = new Date('2026-06-15T12:00:00Z'); // 05:00 in Los Angeles (UTC-7): local midnight was 07:00Z
const at = (iso: string) => new Date(iso);
const deps = { piiKey: randomBytes(32) };

const owing = (balanceCents: number, extra: Partial<TaxPeriod> = {}): TaxPeriod => ({
  form: '1120S',
  period: '2025',
  filed: true,
  filedOn: '2026-03-10',
  balanceCents,
  installmentAgreement: false,
  iaInDefault: false,
  lienFiledOn: null,
  levyNoticeOn: null,
  ...extra,
});

describe('dashboard calls', () => {
  let t: TestApp;
  let sba: { id: string };
  let bank: { id: string };
  let userId: string;
  let atSba: Session;
  let atBank: Session;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({ seed: false, clock: createMovableClock(NOW) });
    const db = t.db;
    sba = await createLender(db, { companyName: 'Dash SBA Lender', lenderType: 'SBA' });
    bank = await createLender(db, {
      companyName: 'Dash Bank Lender',
      lenderType: 'BANK',
      capabilities: { viewkeyinsights: 'ACTIVE', showportfoliorisk: 'HIDDEN' },
    });
    const user = await createUser(db, {
      username: 'dash.user',
      timeZone: 'America/Los_Angeles',
      lenders: [
        { lenderId: sba.id, role: 'ROLE_LENDER' },
        { lenderId: bank.id, role: 'ROLE_LENDER' },
      ],
    });
    userId = user.id;
    const client = async (lenderId: string, name: string, status: 'ACTIVE' | 'ARCHIVED' | 'REJECTED' = 'ACTIVE') =>
      (await createClient(db, deps, { lenderId, businessName: name, status })).id;
    const order = (
      lenderId: string,
      clientId: string,
      input: Parameters<typeof createOrder>[1] extends infer I ? Partial<I & object> : never,
    ) => createOrder(db, { lenderId, clientId, placedBy: userId, ...input } as Parameters<typeof createOrder>[1]);

    // Status cards around local midnight (07:00Z).
    await order(sba.id, await client(sba.id, 'Pending Yesterday'), {
      status: 'PENDING',
      createdAt: at('2026-06-15T06:30:00Z'),
    });
    await order(sba.id, await client(sba.id, 'Pending Today'), {
      status: 'PENDING',
      createdAt: at('2026-06-15T07:30:00Z'),
    });
    await order(sba.id, await client(sba.id, 'Completed Yesterday'), {
      status: 'COMPLETED',
      createdAt: at('2026-06-10T10:00:00Z'),
      report: { completedAt: at('2026-06-15T06:59:00Z') },
    });
    await order(sba.id, await client(sba.id, 'Completed Today'), {
      status: 'COMPLETED',
      createdAt: at('2026-06-10T10:00:00Z'),
      report: { completedAt: at('2026-06-15T07:01:00Z') },
    });
    ids.rejected = await client(sba.id, 'Rejected Client', 'REJECTED');
    await order(sba.id, ids.rejected, {
      status: 'REJECTED',
      createdAt: at('2026-06-12T10:00:00Z'),
      report: { rejectedAt: at('2026-06-15T08:00:00Z'), rejectionCode: 'SECTION_5A_NOT_CHECKED' },
    });

    // Liabilities: a client whose older report owed more (only the latest counts), one with a
    // lien, one archived (not followed), one whose latest report is older than 30 days.
    ids.big = await client(sba.id, 'Big Owner LLC');
    await order(sba.id, ids.big, {
      status: 'COMPLETED',
      createdAt: at('2026-05-01T10:00:00Z'),
      report: { completedAt: at('2026-05-20T10:00:00Z'), periods: [owing(9_000_00)] },
    });
    await order(sba.id, ids.big, {
      status: 'COMPLETED',
      createdAt: at('2026-06-01T10:00:00Z'),
      report: { completedAt: at('2026-06-05T10:00:00Z'), periods: [owing(5_000_00)] },
    });
    ids.lien = await client(sba.id, 'Lien Holder Inc.');
    await order(sba.id, ids.lien, {
      status: 'COMPLETED',
      createdAt: at('2026-06-01T10:00:00Z'),
      report: {
        completedAt: at('2026-06-06T10:00:00Z'),
        periods: [owing(3_000_00, { installmentAgreement: true, lienFiledOn: '2026-01-05' })],
      },
    });
    await order(sba.id, await client(sba.id, 'Archived Owner', 'ARCHIVED'), {
      status: 'COMPLETED',
      createdAt: at('2026-06-01T10:00:00Z'),
      report: { completedAt: at('2026-06-07T10:00:00Z'), periods: [owing(7_000_00)] },
    });
    await order(sba.id, await client(sba.id, 'Old Report Co.'), {
      status: 'COMPLETED',
      createdAt: at('2026-04-01T10:00:00Z'),
      report: { completedAt: at('2026-04-20T10:00:00Z'), periods: [owing(4_000_00)] },
    });

    // The bank: one client owing without a lien, one with a lien filed 10 days before its report.
    ids.bankNoLien = await client(bank.id, 'Bank No Lien');
    await order(bank.id, ids.bankNoLien, {
      status: 'COMPLETED',
      createdAt: at('2026-06-01T10:00:00Z'),
      report: { completedAt: at('2026-06-08T10:00:00Z'), periods: [owing(2_500_00)] },
    });
    await order(bank.id, await client(bank.id, 'Bank Recent Lien'), {
      status: 'COMPLETED',
      createdAt: at('2026-06-01T10:00:00Z'),
      report: { completedAt: at('2026-06-09T10:00:00Z'), periods: [owing(1_000_00, { lienFiledOn: '2026-05-30' })] },
    });

    atSba = await openSession(t.app, 'dash.user', 'Dash SBA Lender');
    atBank = await openSession(t.app, 'dash.user', 'Dash Bank Lender');
  });
  afterAll(() => t.close());

  it("counts the status cards and what is new since midnight in the user's time zone", async () => {
    const res = await call(t.app, atSba, 'GET', '/api/dashboard/reports/summary');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // Seven completed orders in all (two around midnight, five with liabilities), one of them today in LA.
    expect(body.pending_orders.counts).toEqual({ total: 2, newToday: 1 });
    expect(body.completed.counts).toEqual({ total: 7, newToday: 1 });
    expect(body.rejected.counts).toEqual({ total: 1, newToday: 1 });
    expect(body.latestRejected).toEqual([
      {
        rejectedDate: '2026-06-15T08:00:00.000Z',
        rejectedDay: '2026-06-15',
        clientId: ids.rejected,
        businessName: 'Rejected Client',
        reasonCode: 'SECTION_5A_NOT_CHECKED',
        reasonDisplay: 'Section 5A not checked',
      },
    ]);

    // The caller carries the zone (decision 333): a change in plain SQL is heard before the next call reads it.
    const setZone = async (zone: string) => {
      await t.db.updateTable('users').set({ time_zone: zone }).where('id', '=', userId).execute();
      await t.app.ctx.callers.settle();
    };
    // The same instant in UTC is already past midnight for everything placed or settled on June 15.
    await setZone('UTC');
    const utc = (await call(t.app, atSba, 'GET', '/api/dashboard/reports/summary')).json();
    expect(utc.pending_orders.counts).toEqual({ total: 2, newToday: 2 });
    expect(utc.completed.counts).toEqual({ total: 7, newToday: 2 });
    // And in Tokyo (UTC+9) June 15 began at 15:00Z on June 14: the same.
    await setZone('Asia/Tokyo');
    const tokyo = (await call(t.app, atSba, 'GET', '/api/dashboard/reports/summary')).json();
    expect(tokyo.completed.counts.newToday).toBe(2);
    // The rejection's day is the reader's: 08:00Z on June 15 is still June 14 in Honolulu (UTC-10).
    await setZone('Pacific/Honolulu');
    const honolulu = (await call(t.app, atSba, 'GET', '/api/dashboard/reports/summary')).json();
    expect(honolulu.latestRejected[0].rejectedDay).toBe('2026-06-14');
    await setZone('America/Los_Angeles');
  });

  it("sums each active client's latest report of the last 30 days by category, set A in display order", async () => {
    const body = (await call(t.app, atSba, 'GET', '/api/dashboard/portfolio')).json();
    expect(body.clientStatistics.map((s: { clientCategory: string }) => s.clientCategory)).toEqual([
      'WITH_OUT_IA',
      'WITH_POTENTIAL_DEFAULT',
      'WITH_LIABILITIES_LAST_FOUR_YEARS',
      'WITH_HIDDEN_LIABILITIES',
      'WITH_LIENS',
      'Total Liability',
    ]);
    const stat = (code: string) =>
      body.clientStatistics.find((s: { clientCategory: string }) => s.clientCategory === code);
    expect(stat('Total Liability')).toEqual({ clientCategory: 'Total Liability', totalAmount: 8_000_00, count: 2 });
    expect(stat('WITH_OUT_IA')).toEqual({ clientCategory: 'WITH_OUT_IA', totalAmount: 5_000_00, count: 1 });
    expect(stat('WITH_LIENS')).toEqual({ clientCategory: 'WITH_LIENS', totalAmount: 3_000_00, count: 1 });
    expect(body.portfolioRisk).toEqual([
      { riskLevel: 'HIGH', totalAmount: 0, count: 0 },
      { riskLevel: 'MEDIUM', totalAmount: 5_000_00, count: 1 },
      { riskLevel: 'LOW', totalAmount: 3_000_00, count: 3 },
    ]);
  });

  it('answers key-insights variant A for an SBA-type lender and variant B for the others', async () => {
    const a = (await call(t.app, atSba, 'GET', '/api/dashboard/key-insights')).json();
    expect(a).toEqual({
      variant: 'A',
      largestLiabilityWithoutPaymentPlan: { value: 5_000_00, clientId: ids.big, businessName: 'Big Owner LLC' },
      countUnfiledTaxCurrentPeriod: { count: 0 },
      countUnfiledTaxPreviousPeriod: { count: 0 },
      countUnfiledTaxTwoPeriodsAgo: { count: 0 },
    });
    const b = (await call(t.app, atBank, 'GET', '/api/dashboard/key-insights')).json();
    expect(b).toEqual({
      variant: 'B',
      countUnfiled941LastQuarter: { count: 0 },
      totalLiabilitiesWithoutLiens: { value: 2_500_00 },
      largestLiabilityWithoutLien: { value: 2_500_00, clientId: ids.bankNoLien, businessName: 'Bank No Lien' },
      countLiensLast45Days: { count: 1 },
    });
    const bankPortfolio = (await call(t.app, atBank, 'GET', '/api/dashboard/portfolio')).json();
    expect(bankPortfolio.clientStatistics[0]).toEqual({
      clientCategory: 'WITH_LIENS_LAST_45_DAYS',
      totalAmount: 1_000_00,
      count: 1,
    });
    expect(bankPortfolio.portfolioRisk).toBeNull();
  });

  it('refuses key insights to a lender without viewkeyinsights', async () => {
    await t.db
      .updateTable('lender_capabilities')
      .set({ state: 'HIDDEN' })
      .where('lender_id', '=', bank.id)
      .where('name', '=', 'viewkeyinsights')
      .execute();
    await forgetCallers(t.app);
    const res = await call(t.app, atBank, 'GET', '/api/dashboard/key-insights');
    expect(res.statusCode).toBe(403);
    await t.db
      .updateTable('lender_capabilities')
      .set({ state: 'ACTIVE' })
      .where('lender_id', '=', bank.id)
      .where('name', '=', 'viewkeyinsights')
      .execute();
    await forgetCallers(t.app);
  });
});
