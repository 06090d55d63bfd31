import { describe, expect, it } from 'vitest';
import { explainFiring } from './alert-rule-explain.js';
import type { AlertRuleDefinition, RuleFacts } from './alert-rules.js';
import type { TaxPeriod } from './reports.js';

const owing = (balanceCents: number, extra: Partial<TaxPeriod> = {}): TaxPeriod => ({
  form: '1120S',
  period: '2024',
  filed: true,
  filedOn: '2025-03-10',
  balanceCents,
  installmentAgreement: false,
  iaInDefault: false,
  lienFiledOn: null,
  levyNoticeOn: null,
  ...extra,
});

const facts = (now: TaxPeriod[], before: TaxPeriod[] | null = null): RuleFacts => {
  const snapshot = (periods: TaxPeriod[]) => ({
    periods,
    totalLiabilityCents: periods.reduce((n, p) => n + Math.max(0, p.balanceCents), 0),
    riskLevel: null,
  });
  return {
    client: { clientType: 'llc', bundleIds: [] },
    report: snapshot(now),
    previous: before ? snapshot(before) : null,
    today: null,
    authorizationExpiresOn: null,
  };
};

describe('an alert says which condition held and its figure (decision 203)', () => {
  it('names the liability against the amount', () => {
    const rule = {
      match: 'ALL',
      scope: { kind: 'ALL' },
      conditions: [{ kind: 'LIABILITY_ABOVE', amountCents: 10_000_00 }],
    } satisfies AlertRuleDefinition;
    expect(explainFiring(rule, facts([owing(25_000_00)]))).toBe('Liability $25,000.00 is above $10,000.00');
  });

  it('lists only the conditions that held when any of them is enough', () => {
    const rule = {
      match: 'ANY',
      scope: { kind: 'ALL' },
      conditions: [
        { kind: 'LIABILITY_ABOVE', amountCents: 50_000_00 },
        { kind: 'LIABILITY_UP_BY_PERCENT', percent: 10 },
        { kind: 'NEW_LIEN_OR_LEVY' },
      ],
    } satisfies AlertRuleDefinition;
    const said = explainFiring(rule, facts([owing(1_500_00, { lienFiledOn: '2026-05-02' })], [owing(1_000_00)]));
    expect(said).toBe(
      'Liability rose by 50% (from $1,000.00 to $1,500.00), at least 10%; New since the previous report: a lien filed 05.02.2026 (1120S 2024)',
    );
  });
});
