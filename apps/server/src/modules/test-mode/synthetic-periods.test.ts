import { taxPeriodsSchema } from '@taxlens/contracts';
import { describe, expect, it } from 'vitest';
import { deriveReport } from '../../domain/derive-report.js';
import { SYNTHETIC_OUTCOMES, type SyntheticOutcome, syntheticOutcome, syntheticPeriods } from './synthetic-periods.js';

/** A client id of each outcome (ids are tried in order, so the test is the same every run). */
function clientIdOf(outcome: SyntheticOutcome): string {
  for (let i = 0; ; i++) {
    const id = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
    if (syntheticOutcome(id) === outcome) return id;
  }
}

describe('synthetic test-mode findings', () => {
  const reportDate = '2026-11-25';

  it('are the same for the same client and day, and valid tax periods', () => {
    for (const outcome of SYNTHETIC_OUTCOMES) {
      const id = clientIdOf(outcome);
      expect(syntheticPeriods(id, 'corp', reportDate)).toEqual(syntheticPeriods(id, 'corp', reportDate));
      expect(taxPeriodsSchema.safeParse(syntheticPeriods(id, 'corp', reportDate)).success).toBe(true);
      expect(taxPeriodsSchema.safeParse(syntheticPeriods(id, 'individual', '2026-01-02')).success).toBe(true);
    }
  });

  it('derive the categories and risk each outcome stands for', () => {
    const derived = (outcome: SyntheticOutcome) =>
      deriveReport(syntheticPeriods(clientIdOf(outcome), 'llc', reportDate), reportDate);
    expect(derived('CLEAN')).toEqual({ totalLiabilityCents: 0, categories: [], riskLevel: 'LOW' });
    expect(derived('BALANCE')).toMatchObject({
      categories: ['WITH_LIABILITIES', 'WITH_LIABILITIES_LAST_FOUR_YEARS', 'WITH_OUT_IA', 'WITH_HIDDEN_LIABILITIES'],
      riskLevel: 'MEDIUM',
    });
    expect(derived('AGREEMENT')).toMatchObject({
      categories: ['WITH_LIABILITIES', 'WITH_LIABILITIES_LAST_FOUR_YEARS', 'WITH_LIENS'],
      riskLevel: 'LOW',
    });
    const high = derived('HIGH_RISK');
    expect(high.riskLevel).toBe('HIGH');
    expect(high.categories).toEqual(
      expect.arrayContaining(['WITH_LEVY', 'WITH_LIENS_LAST_45_DAYS', 'WITH_OUT_IA', 'WITH_UN_FILED_941_LAST_QUARTER']),
    );
    expect(high.totalLiabilityCents).toBeGreaterThan(0);
  });

  it('file no return after the report date, early in the year too', () => {
    for (const outcome of SYNTHETIC_OUTCOMES) {
      for (const p of syntheticPeriods(clientIdOf(outcome), 'corp', '2026-01-02'))
        expect(p.filedOn === null || p.filedOn < '2026-01-02').toBe(true);
    }
  });
});
