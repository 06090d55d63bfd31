import { CATEGORY_CODES, TAX_FORMS, type TaxPeriod, taxPeriodSchema } from '@taxlens/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deriveReport, lastCompleteQuarter } from './derive-report.js';

const REPORT_DATE = '2026-05-20';

function period(overrides: Partial<TaxPeriod> = {}): TaxPeriod {
  return {
    form: '1120',
    period: '2025',
    filed: true,
    filedOn: '2026-03-10',
    balanceCents: 0,
    installmentAgreement: false,
    iaInDefault: false,
    lienFiledOn: null,
    levyNoticeOn: null,
    ...overrides,
  };
}

const categoriesOf = (periods: TaxPeriod[], date = REPORT_DATE) => deriveReport(periods, date).categories;

describe('deriveReport: examples per category', () => {
  it('a clean report has no categories, no liability and low risk', () => {
    expect(
      deriveReport([period(), period({ form: '941', period: '2026Q1', filedOn: '2026-04-20' })], REPORT_DATE),
    ).toEqual({
      totalLiabilityCents: 0,
      categories: [],
      riskLevel: 'LOW',
    });
  });

  it('sums balances and flags liabilities without an agreement or a lien', () => {
    const result = deriveReport(
      [period({ balanceCents: 1_250_00 }), period({ period: '2024', balanceCents: 99 })],
      REPORT_DATE,
    );
    expect(result.totalLiabilityCents).toBe(1_250_99);
    expect(result.categories).toEqual([
      'WITH_LIABILITIES',
      'WITH_LIABILITIES_LAST_FOUR_YEARS',
      'WITH_OUT_IA',
      'WITH_HIDDEN_LIABILITIES',
    ]);
    expect(result.riskLevel).toBe('MEDIUM');
  });

  it('counts the last four tax years before the report year, not older ones', () => {
    expect(categoriesOf([period({ period: '2022', balanceCents: 100 })])).toContain('WITH_LIABILITIES_LAST_FOUR_YEARS');
    expect(categoriesOf([period({ period: '2021', balanceCents: 100 })])).not.toContain(
      'WITH_LIABILITIES_LAST_FOUR_YEARS',
    );
    expect(categoriesOf([period({ period: '2021', balanceCents: 100 })])).toContain('WITH_LIABILITIES');
  });

  it('a balance under a running agreement is neither WITH_OUT_IA nor a default, and low risk', () => {
    const result = deriveReport([period({ balanceCents: 5_000_00, installmentAgreement: true })], REPORT_DATE);
    expect(result.categories).not.toContain('WITH_OUT_IA');
    expect(result.categories).not.toContain('WITH_POTENTIAL_DEFAULT');
    expect(result.riskLevel).toBe('LOW');
  });

  it('an agreement in default is a potential default and high risk', () => {
    const result = deriveReport(
      [period({ balanceCents: 100, installmentAgreement: true, iaInDefault: true })],
      REPORT_DATE,
    );
    expect(result.categories).toContain('WITH_POTENTIAL_DEFAULT');
    expect(result.riskLevel).toBe('HIGH');
  });

  it('a new balance on a later period while an agreement runs is a potential default', () => {
    const ia = period({ period: '2023', balanceCents: 100, installmentAgreement: true });
    expect(categoriesOf([ia, period({ period: '2025', balanceCents: 50 })])).toContain('WITH_POTENTIAL_DEFAULT');
    expect(categoriesOf([ia, period({ form: '941', period: '2026Q1', balanceCents: 50 })])).toContain(
      'WITH_POTENTIAL_DEFAULT',
    );
    // An older balance outside the agreement is not new.
    expect(categoriesOf([ia, period({ period: '2022', balanceCents: 50 })])).not.toContain('WITH_POTENTIAL_DEFAULT');
  });

  it('liens: any filed lien, and the 45-day window inclusive of both ends', () => {
    const lien = (on: string) => categoriesOf([period({ balanceCents: 100, lienFiledOn: on })]);
    expect(lien('2026-04-05')).toEqual(expect.arrayContaining(['WITH_LIENS', 'WITH_LIENS_LAST_45_DAYS']));
    expect(lien('2026-05-20')).toContain('WITH_LIENS_LAST_45_DAYS');
    expect(lien('2026-04-04')).toContain('WITH_LIENS');
    expect(lien('2026-04-04')).not.toContain('WITH_LIENS_LAST_45_DAYS');
    expect(deriveReport([period({ lienFiledOn: '2026-04-05' })], REPORT_DATE).riskLevel).toBe('HIGH');
  });

  it('ignores liens and levies dated after the report date', () => {
    const later = period({ balanceCents: 100, lienFiledOn: '2026-05-21', levyNoticeOn: '2026-06-01' });
    expect(categoriesOf([later])).not.toContain('WITH_LIENS');
    expect(categoriesOf([later])).not.toContain('WITH_LEVY');
    expect(categoriesOf([later])).toContain('WITH_HIDDEN_LIABILITIES');
  });

  it('a levy notice is at risk for levy and high risk', () => {
    const result = deriveReport(
      [period({ balanceCents: 100, installmentAgreement: true, levyNoticeOn: '2025-11-02' })],
      REPORT_DATE,
    );
    expect(result.categories).toContain('WITH_LEVY');
    expect(result.riskLevel).toBe('HIGH');
  });

  it('hidden liabilities: a balance on a period without a lien, even when another period has one', () => {
    expect(categoriesOf([period({ balanceCents: 100, lienFiledOn: '2025-01-01' })])).not.toContain(
      'WITH_HIDDEN_LIABILITIES',
    );
    expect(
      categoriesOf([
        period({ balanceCents: 100, lienFiledOn: '2025-01-01' }),
        period({ period: '2024', balanceCents: 5 }),
      ]),
    ).toContain('WITH_HIDDEN_LIABILITIES');
  });

  it('unfiled income tax for report year minus 1, 2 and 3, across every income-tax form', () => {
    const unfiled = (form: TaxPeriod['form'], year: number) =>
      period({ form, period: String(year), filed: false, filedOn: null });
    expect(categoriesOf([unfiled('1120S', 2025)])).toEqual(['WITH_UN_FILED_INCOME_TAX_CURRENT_PERIOD']);
    expect(categoriesOf([unfiled('1065', 2024)])).toEqual(['WITH_UN_FILED_INCOME_TAX_PREVIOUS_PERIOD']);
    expect(categoriesOf([unfiled('1040', 2023)])).toEqual(['WITH_UN_FILED_INCOME_TAX_TWO_PERIODS_AGO']);
    for (const form of ['1120', '990', '1041'] as const) {
      expect(categoriesOf([unfiled(form, 2025)])).toEqual(['WITH_UN_FILED_INCOME_TAX_CURRENT_PERIOD']);
    }
    expect(categoriesOf([unfiled('1040', 2022)])).toEqual([]);
  });

  it('payroll forms are not income-tax returns, and one filed return for the year is enough', () => {
    expect(categoriesOf([period({ form: '940', period: '2025', filed: false, filedOn: null })])).toEqual([]);
    expect(categoriesOf([period({ form: '1065', filed: false, filedOn: null }), period({ form: '1120S' })])).toEqual(
      [],
    );
  });

  it('a year the report does not list is not counted as unfiled', () => {
    expect(categoriesOf([period({ period: '2024' })])).not.toContain('WITH_UN_FILED_INCOME_TAX_CURRENT_PERIOD');
  });

  it('unfiled 941 for the last complete quarter only', () => {
    const q = (code: string, filed: boolean) =>
      period({ form: '941', period: code, filed, filedOn: filed ? '2026-04-30' : null });
    expect(categoriesOf([q('2026Q1', false)])).toEqual(['WITH_UN_FILED_941_LAST_QUARTER']);
    expect(categoriesOf([q('2025Q4', false)])).toEqual([]);
    expect(categoriesOf([q('2026Q1', true)])).toEqual([]);
  });
});

describe('lastCompleteQuarter', () => {
  it('is the quarter before the one holding the report date', () => {
    expect(lastCompleteQuarter('2026-01-01')).toBe('2025Q4');
    expect(lastCompleteQuarter('2026-03-31')).toBe('2025Q4');
    expect(lastCompleteQuarter('2026-04-01')).toBe('2026Q1');
    expect(lastCompleteQuarter('2026-09-30')).toBe('2026Q2');
    expect(lastCompleteQuarter('2026-12-31')).toBe('2026Q3');
  });
});

const isoDate = fc
  .date({ min: new Date('2018-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

const taxPeriod: fc.Arbitrary<TaxPeriod> = fc
  .record({
    form: fc.constantFrom(...TAX_FORMS),
    year: fc.integer({ min: 2018, max: 2026 }),
    quarter: fc.integer({ min: 1, max: 4 }),
    filed: fc.boolean(),
    filedOn: fc.option(isoDate),
    balanceCents: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 5_000_000_00 })),
    installmentAgreement: fc.boolean(),
    iaInDefault: fc.boolean(),
    lienFiledOn: fc.option(isoDate),
    levyNoticeOn: fc.option(isoDate),
  })
  .map((r) => ({
    form: r.form,
    period: r.form === '941' ? `${r.year}Q${r.quarter}` : String(r.year),
    filed: r.filed,
    filedOn: r.filed ? r.filedOn : null,
    balanceCents: r.balanceCents,
    installmentAgreement: r.installmentAgreement,
    iaInDefault: r.installmentAgreement && r.iaInDefault,
    lienFiledOn: r.lienFiledOn,
    levyNoticeOn: r.levyNoticeOn,
  }));

const reportDate = fc
  .date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('deriveReport: properties', () => {
  it('generated periods are valid contract values', () => {
    fc.assert(fc.property(taxPeriod, (p) => taxPeriodSchema.safeParse(p).success));
  });

  it('keeps the category order, sums balances and implies the broader categories', () => {
    fc.assert(
      fc.property(fc.array(taxPeriod, { maxLength: 12 }), reportDate, (periods, date) => {
        const { totalLiabilityCents, categories, riskLevel } = deriveReport(periods, date);
        expect(categories).toEqual(CATEGORY_CODES.filter((c) => categories.includes(c)));
        expect(totalLiabilityCents).toBe(periods.reduce((s, p) => s + p.balanceCents, 0));
        expect(categories.includes('WITH_LIABILITIES')).toBe(totalLiabilityCents > 0);
        for (const narrow of ['WITH_LIABILITIES_LAST_FOUR_YEARS', 'WITH_OUT_IA', 'WITH_HIDDEN_LIABILITIES'] as const) {
          if (categories.includes(narrow)) expect(categories).toContain('WITH_LIABILITIES');
        }
        if (categories.includes('WITH_LIENS_LAST_45_DAYS')) expect(categories).toContain('WITH_LIENS');
        const high = ['WITH_LEVY', 'WITH_LIENS_LAST_45_DAYS', 'WITH_POTENTIAL_DEFAULT'].some((c) =>
          categories.includes(c as never),
        );
        expect(riskLevel).toBe(high ? 'HIGH' : categories.includes('WITH_OUT_IA') ? 'MEDIUM' : 'LOW');
      }),
    );
  });

  it('does not depend on the order of the periods', () => {
    fc.assert(
      fc.property(fc.array(taxPeriod, { maxLength: 10 }), reportDate, (periods, date) => {
        expect(deriveReport([...periods].reverse(), date)).toEqual(deriveReport(periods, date));
      }),
    );
  });

  it('events after the report date change nothing', () => {
    fc.assert(
      fc.property(fc.array(taxPeriod, { maxLength: 10 }), reportDate, (periods, date) => {
        const withoutFuture = periods.map((p) => ({
          ...p,
          lienFiledOn: p.lienFiledOn && p.lienFiledOn > date ? null : p.lienFiledOn,
          levyNoticeOn: p.levyNoticeOn && p.levyNoticeOn > date ? null : p.levyNoticeOn,
        }));
        expect(deriveReport(periods, date)).toEqual(deriveReport(withoutFuture, date));
      }),
    );
  });

  it('paying every balance clears all liability categories', () => {
    fc.assert(
      fc.property(fc.array(taxPeriod, { maxLength: 10 }), reportDate, (periods, date) => {
        const paid = deriveReport(
          periods.map((p) => ({ ...p, balanceCents: 0 })),
          date,
        ).categories;
        for (const c of [
          'WITH_LIABILITIES',
          'WITH_LIABILITIES_LAST_FOUR_YEARS',
          'WITH_OUT_IA',
          'WITH_HIDDEN_LIABILITIES',
        ] as const) {
          expect(paid).not.toContain(c);
        }
      }),
    );
  });
});
