import { describe, expect, it } from 'vitest';
import { type AlertCondition, conditionHolds, type ReportSnapshot, ruleFires, type RuleFacts } from './alert-rules.js';
import type { TaxPeriod } from './reports.js';

const period = (extra: Partial<TaxPeriod> = {}): TaxPeriod => ({
  form: '1120S',
  period: '2024',
  filed: true,
  filedOn: '2025-03-10',
  balanceCents: 0,
  installmentAgreement: false,
  iaInDefault: false,
  lienFiledOn: null,
  levyNoticeOn: null,
  ...extra,
});
const snap = (total: number, extra: Partial<ReportSnapshot> = {}): ReportSnapshot => ({
  periods: [period({ balanceCents: total })],
  totalLiabilityCents: total,
  riskLevel: 'LOW',
  ...extra,
});
const facts = (
  report: ReportSnapshot | null,
  previous: ReportSnapshot | null = null,
  extra: Partial<RuleFacts> = {},
): RuleFacts => ({
  client: { clientType: 'llc', bundleIds: [] },
  report,
  previous,
  today: null,
  authorizationExpiresOn: null,
  ...extra,
});
const holds = (c: AlertCondition, f: RuleFacts) => conditionHolds(c, f);

describe('each condition at its boundary', () => {
  it('liability above an amount: strictly above', () => {
    const c = { kind: 'LIABILITY_ABOVE', amountCents: 10_000_00 } as const;
    expect(holds(c, facts(snap(10_000_00)))).toBe(false);
    expect(holds(c, facts(snap(10_000_01)))).toBe(true);
    expect(holds(c, facts(null))).toBe(false);
  });

  it('liability up by at least an amount, since the previous report only', () => {
    const c = { kind: 'LIABILITY_UP_BY_AMOUNT', amountCents: 500_00 } as const;
    expect(holds(c, facts(snap(1_499_99), snap(1_000_00)))).toBe(false);
    expect(holds(c, facts(snap(1_500_00), snap(1_000_00)))).toBe(true);
    expect(holds(c, facts(snap(9_000_00), null))).toBe(false);
  });

  it('liability up by at least a percentage; from nothing owed counts as any rise', () => {
    const c = { kind: 'LIABILITY_UP_BY_PERCENT', percent: 25 } as const;
    expect(holds(c, facts(snap(1_249_99), snap(1_000_00)))).toBe(false);
    expect(holds(c, facts(snap(1_250_00), snap(1_000_00)))).toBe(true);
    expect(holds(c, facts(snap(1), snap(0)))).toBe(true);
    expect(holds(c, facts(snap(0), snap(0)))).toBe(false);
    expect(holds(c, facts(snap(900_00), snap(1_000_00)))).toBe(false);
  });

  it('a new lien or levy: a date set now that was not (or was another) before', () => {
    const c = { kind: 'NEW_LIEN_OR_LEVY' } as const;
    const withLien = (d: string | null) => snap(100, { periods: [period({ lienFiledOn: d })] });
    const withLevy = (d: string | null) => snap(100, { periods: [period({ levyNoticeOn: d })] });
    expect(holds(c, facts(withLien('2026-10-01'), withLien('2026-10-01')))).toBe(false);
    expect(holds(c, facts(withLien('2026-10-01'), withLien(null)))).toBe(true);
    expect(holds(c, facts(withLien('2026-10-02'), withLien('2026-10-01')))).toBe(true);
    expect(holds(c, facts(withLevy('2026-10-01'), withLevy(null)))).toBe(true);
    expect(holds(c, facts(withLien('2026-10-01'), null))).toBe(false);
  });

  it('risk becomes HIGH: HIGH now and not before', () => {
    const c = { kind: 'RISK_BECOMES_HIGH' } as const;
    expect(holds(c, facts(snap(0, { riskLevel: 'HIGH' }), snap(0, { riskLevel: 'MEDIUM' })))).toBe(true);
    expect(holds(c, facts(snap(0, { riskLevel: 'HIGH' }), snap(0, { riskLevel: 'HIGH' })))).toBe(false);
    expect(holds(c, facts(snap(0, { riskLevel: 'MEDIUM' }), snap(0, { riskLevel: 'LOW' })))).toBe(false);
  });

  it('unfiled returns for at least N periods', () => {
    const c = { kind: 'UNFILED_RETURNS', periods: 2 } as const;
    const unfiled = (n: number) =>
      snap(0, {
        periods: [
          period({ period: '2022' }),
          ...Array.from({ length: n }, (_, i) => period({ period: `202${3 + i}`, filed: false, filedOn: null })),
        ],
      });
    expect(holds(c, facts(unfiled(1)))).toBe(false);
    expect(holds(c, facts(unfiled(2)))).toBe(true);
  });

  it('no payment plan with liability above an amount: balances without an installment agreement', () => {
    const c = { kind: 'NO_PAYMENT_PLAN_LIABILITY_ABOVE', amountCents: 1_000_00 } as const;
    const r = (withoutIa: number, withIa: number) =>
      snap(withoutIa + withIa, {
        periods: [
          period({ balanceCents: withoutIa }),
          period({ period: '2023', balanceCents: withIa, installmentAgreement: true }),
        ],
      });
    expect(holds(c, facts(r(1_000_00, 5_000_00)))).toBe(false);
    expect(holds(c, facts(r(1_000_01, 0)))).toBe(true);
  });

  it('8821 expiring within N days: from today to N days ahead, both ends included; only the daily check', () => {
    const c = { kind: 'AUTHORIZATION_EXPIRING', days: 30 } as const;
    const on = (expires: string | null, today: string | null = '2026-11-01') =>
      facts(null, null, { today, authorizationExpiresOn: expires });
    expect(holds(c, on('2026-12-01'))).toBe(true);
    expect(holds(c, on('2026-12-02'))).toBe(false);
    expect(holds(c, on('2026-11-01'))).toBe(true);
    expect(holds(c, on('2026-10-31'))).toBe(false);
    expect(holds(c, on(null))).toBe(false);
    expect(holds(c, on('2026-11-15', null))).toBe(false);
  });
});

describe('combining and scoping', () => {
  const above = { kind: 'LIABILITY_ABOVE', amountCents: 100 } as const;
  const high = { kind: 'RISK_BECOMES_HIGH' } as const;
  const f = facts(snap(101), snap(0));

  it('ALL needs every condition, ANY one of them', () => {
    expect(ruleFires({ match: 'ALL', scope: { kind: 'ALL' }, conditions: [above, high] }, f)).toBe(false);
    expect(ruleFires({ match: 'ANY', scope: { kind: 'ALL' }, conditions: [above, high] }, f)).toBe(true);
  });

  it('a client type or a bundle narrows the rule', () => {
    expect(
      ruleFires({ match: 'ALL', scope: { kind: 'CLIENT_TYPE', clientType: 'corp' }, conditions: [above] }, f),
    ).toBe(false);
    expect(ruleFires({ match: 'ALL', scope: { kind: 'CLIENT_TYPE', clientType: 'llc' }, conditions: [above] }, f)).toBe(
      true,
    );
    const bundleId = '7d0a3b5e-0000-4000-8000-000000000001';
    expect(ruleFires({ match: 'ALL', scope: { kind: 'BUNDLE', bundleId }, conditions: [above] }, f)).toBe(false);
    expect(
      ruleFires(
        { match: 'ALL', scope: { kind: 'BUNDLE', bundleId }, conditions: [above] },
        { ...f, client: { clientType: 'llc', bundleIds: [bundleId] } },
      ),
    ).toBe(true);
  });
});
