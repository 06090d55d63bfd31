import { describe, expect, it } from 'vitest';
import { CLIENT_TYPES, REPORT_TYPES } from '../domain.js';
import { coveredPeriodsSchema } from '../authorization.js';
import { formCoverage } from './form-coverage.js';

const base = { reportType: 'TAXLENS', clientType: 'corp', monitored: false, today: '2026-11-25' } as const;

describe('formCoverage (the 8821 line 3 table)', () => {
  it('names the income return of each client type', () => {
    const income = (clientType: (typeof CLIENT_TYPES)[number]['code']) =>
      formCoverage({ ...base, clientType }).lines[0]!;
    expect(income('corp').forms).toEqual(['1120', '1120S']);
    expect(income('llc').forms).toEqual(['1065', '1120', '1120S']);
    expect(income('partners').forms).toEqual(['1065']);
    expect(income('nonprofit').forms).toEqual(['990']);
    expect(income('sole_prop').forms).toEqual(['1040']);
    expect(income('individual').forms).toEqual(['1040']);
    expect(income('estates_and_trusts').forms).toEqual(['1041']);
    expect(income('corp').type).toBe('Income');
  });

  it('asks businesses for payroll returns (941 by quarter, 940 by year) and individuals and trusts for income only', () => {
    const corp = formCoverage(base).lines;
    expect(corp.map((l) => [l.type, l.forms.join(', '), l.periods])).toEqual([
      ['Income', '1120, 1120S', '2022 through 2026'],
      ['Employment', '941', '03/31/2022 through 12/31/2026'],
      ['Employment', '940', '2022 through 2026'],
    ]);
    expect(corp[1]!.periodCodes).toHaveLength(20);
    expect(formCoverage({ ...base, clientType: 'individual' }).lines.map((l) => l.type)).toEqual(['Income']);
    expect(formCoverage({ ...base, clientType: 'estates_and_trusts' }).lines.map((l) => l.type)).toEqual(['Income']);
  });

  it('keeps income-only products to income and shortens the look-back of the smaller reports', () => {
    const verification = formCoverage({ ...base, reportType: 'INCOME_VERIFICATION' });
    expect(verification.lines.map((l) => [l.type, l.periods])).toEqual([['Income', '2023 through 2026']]);
    expect(formCoverage({ ...base, reportType: 'TAXLENS_LITE' }).lines[0]!.periods).toBe('2023 through 2026');
  });

  it('with monitoring reaches forward to the last period ending within three years of today', () => {
    const monitored = formCoverage({ ...base, monitored: true });
    expect(monitored.lines.map((l) => l.periods)).toEqual([
      '2022 through 2028',
      '03/31/2022 through 09/30/2029',
      '2022 through 2028',
    ]);
    expect(monitored.coveredPeriods.at(-1)).toBe('2029Q3');
    // Prepared on the last day of a year, that year's third successor ends just in time.
    const newYearsEve = formCoverage({ ...base, monitored: true, today: '2026-12-31' });
    expect(newYearsEve.lines[0]!.periods).toBe('2022 through 2029');
    expect(newYearsEve.coveredPeriods.at(-1)).toBe('2029Q4');
    expect(formCoverage({ ...base, monitored: true, today: '2026-09-30' }).coveredPeriods.at(-1)).toBe('2029Q3');
    expect(formCoverage({ ...base, monitored: true, today: '2026-09-29' }).coveredPeriods.at(-1)).toBe('2029Q2');
  });

  it('gives covered periods that operations could have recorded: sorted by end, no repeats, at most 40', () => {
    const { coveredPeriods } = formCoverage(base);
    expect(coveredPeriods.slice(0, 6)).toEqual(['2022Q1', '2022Q2', '2022Q3', '2022', '2022Q4', '2023Q1']);
    for (const reportType of REPORT_TYPES.map((t) => t.code)) {
      for (const clientType of CLIENT_TYPES.map((t) => t.code)) {
        for (const monitored of [false, true]) {
          for (const today of ['2026-01-01', '2026-11-25', '2026-12-31']) {
            const periods = formCoverage({ reportType, clientType, monitored, today }).coveredPeriods;
            expect(coveredPeriodsSchema.safeParse({ periods }).success).toBe(true);
            expect(new Set(periods).size).toBe(periods.length);
          }
        }
      }
    }
  });
});
