import type { CategoryCode, RiskLevel, TaxPeriod } from '@taxlens/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createOrder } from '../src/demo/seed/factories.js';
import { call, createTestApp, lenderIdByName, openSession, type Session, type TestApp } from './support/test-app.js';
import { businessDay } from '../src/domain/business-day.js';

// DESIGN.md "Report data", end to end: operations complete a report with its periods, and what is
// stored (and read by the dashboards) is what the table says. Dates are relative to today's report date.

let t: TestApp;
let ops: Session;
let acme: string;
let placer: string;

const today = businessDay(new Date());
const year = Number(today.slice(0, 4));
const daysAgo = (n: number) => {
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
};
const p = (o: Partial<TaxPeriod> = {}): TaxPeriod => ({
  form: '1120',
  period: String(year - 1),
  filed: true,
  filedOn: `${year}-01-15` <= today ? `${year}-01-15` : null,
  balanceCents: 0,
  installmentAgreement: false,
  iaInDefault: false,
  lienFiledOn: null,
  levyNoticeOn: null,
  ...o,
});

const CASES: Array<{ name: string; periods: TaxPeriod[]; categories: CategoryCode[]; risk: RiskLevel; total: number }> =
  [
    { name: 'clean', periods: [p()], categories: [], risk: 'LOW', total: 0 },
    {
      name: 'balance, no agreement, no lien',
      periods: [p({ balanceCents: 500_00 })],
      categories: ['WITH_LIABILITIES', 'WITH_LIABILITIES_LAST_FOUR_YEARS', 'WITH_OUT_IA', 'WITH_HIDDEN_LIABILITIES'],
      risk: 'MEDIUM',
      total: 500_00,
    },
    {
      name: 'balance under an agreement',
      periods: [p({ balanceCents: 500_00, installmentAgreement: true })],
      categories: ['WITH_LIABILITIES', 'WITH_LIABILITIES_LAST_FOUR_YEARS', 'WITH_HIDDEN_LIABILITIES'],
      risk: 'LOW',
      total: 500_00,
    },
    {
      name: 'agreement in default',
      periods: [p({ balanceCents: 100, installmentAgreement: true, iaInDefault: true })],
      categories: [
        'WITH_LIABILITIES',
        'WITH_LIABILITIES_LAST_FOUR_YEARS',
        'WITH_POTENTIAL_DEFAULT',
        'WITH_HIDDEN_LIABILITIES',
      ],
      risk: 'HIGH',
      total: 100,
    },
    {
      name: 'lien filed 10 days ago',
      periods: [p({ balanceCents: 12_345_00, lienFiledOn: daysAgo(10) })],
      categories: [
        'WITH_LIABILITIES',
        'WITH_LIABILITIES_LAST_FOUR_YEARS',
        'WITH_OUT_IA',
        'WITH_LIENS',
        'WITH_LIENS_LAST_45_DAYS',
      ],
      risk: 'HIGH',
      total: 12_345_00,
    },
    {
      name: 'lien filed 100 days ago',
      periods: [p({ balanceCents: 100, lienFiledOn: daysAgo(100) })],
      categories: ['WITH_LIABILITIES', 'WITH_LIABILITIES_LAST_FOUR_YEARS', 'WITH_OUT_IA', 'WITH_LIENS'],
      risk: 'MEDIUM',
      total: 100,
    },
    {
      name: 'levy notice',
      periods: [p({ balanceCents: 100, installmentAgreement: true, levyNoticeOn: daysAgo(5) })],
      categories: ['WITH_LIABILITIES', 'WITH_LIABILITIES_LAST_FOUR_YEARS', 'WITH_LEVY', 'WITH_HIDDEN_LIABILITIES'],
      risk: 'HIGH',
      total: 100,
    },
    {
      name: 'old balance only',
      periods: [p({ period: String(year - 6), balanceCents: 100, installmentAgreement: true })],
      categories: ['WITH_LIABILITIES', 'WITH_HIDDEN_LIABILITIES'],
      risk: 'LOW',
      total: 100,
    },
    {
      name: 'unfiled income tax last year',
      periods: [p({ filed: false, filedOn: null })],
      categories: ['WITH_UN_FILED_INCOME_TAX_CURRENT_PERIOD'],
      risk: 'LOW',
      total: 0,
    },
    {
      name: 'unfiled 2 and 3 years ago',
      periods: [
        p({ period: String(year - 2), filed: false, filedOn: null }),
        p({ form: '1040', period: String(year - 3), filed: false, filedOn: null }),
      ],
      categories: ['WITH_UN_FILED_INCOME_TAX_PREVIOUS_PERIOD', 'WITH_UN_FILED_INCOME_TAX_TWO_PERIODS_AGO'],
      risk: 'LOW',
      total: 0,
    },
  ];

beforeAll(async () => {
  t = await createTestApp();
  ops = await openSession(t.app, 'ops.admin', null);
  acme = await lenderIdByName(t.db, 'Acme Capital');
  placer = (
    await t.db.selectFrom('users').select('id').where('username', '=', 'loan.officer').executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

describe('completing a report stores the derived categories, total and risk', () => {
  for (const c of CASES) {
    it(c.name, async () => {
      const client = await createClient(t.db, { piiKey: t.config.piiKey }, { lenderId: acme, clientType: 'corp' });
      const order = await createOrder(t.db, { lenderId: acme, clientId: client.id, placedBy: placer });
      const res = await call(t.app, ops, 'POST', `/api/ops/reports/${order.reportId}/complete`, { periods: c.periods });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        categories: c.categories,
        riskLevel: c.risk,
        totalLiabilityCents: c.total,
        reportDate: today,
      });
      const latest = await t.db
        .selectFrom('client_latest_reports')
        .selectAll()
        .where('client_id', '=', client.id)
        .executeTakeFirstOrThrow();
      expect(latest).toMatchObject({ categories: c.categories, risk_level: c.risk, total_liability_cents: c.total });
    });
  }
});
