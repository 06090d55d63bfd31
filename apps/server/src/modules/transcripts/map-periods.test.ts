import { taxPeriodSchema } from '@taxlens/contracts';
import type { ModuleFacts } from '@taxlens/transcripts';
import { describe, expect, it } from 'vitest';
import { applyCorrections, mapModules, NOT_REPORTED, periodCode } from './map-periods.js';

const at = { file: 't.pdf', page: 1, line: 1 };
const facts = (extra: Partial<ModuleFacts> = {}): ModuleFacts => ({
  refusal: null,
  title: 'Account Transcript',
  form: '1120',
  taxPeriod: '2024-12-31',
  tin: 'XX-XXX9876',
  names: ['EXAM FABR'],
  requestDate: '2026-03-23',
  responseDate: '2026-03-23',
  trackingNumber: null,
  filed: true,
  filedOn: '2025-04-15',
  returnReceivedOn: null,
  sfr: false,
  amended: false,
  balanceCents: 0,
  accruedInterestCents: 0,
  accruedPenaltyCents: 0,
  asOf: null,
  lienFiledOn: null,
  lienReleased: false,
  levyNoticeOn: null,
  levyOn: null,
  notices: [],
  installmentAgreement: 'none',
  cnc: false,
  bankruptcy: false,
  freezes: [],
  oic: 'none',
  paymentsCents: 0,
  lastPaymentOn: null,
  needsReview: null,
  stage: { name: 'none', reachedOn: null, at: null },
  actBy: { levyPossibleFrom: null, lienFiledWithin45Days: null, csed: null },
  evidence: {},
  transactions: [],
  at,
  ...extra,
});
const one = (extra: Partial<ModuleFacts>) => mapModules([{ key: 'm1', facts: facts(extra) }]);

describe('mapModules (decision 272)', () => {
  it('maps a filed year with its figures into a valid TaxPeriod', () => {
    const lien = { ...at, code: '582', date: '2025-06-20', amountCents: null, text: '582 Lien placed' };
    const out = one({ balanceCents: 1234_56, lienFiledOn: '2025-06-20', evidence: { lienFiledOn: [lien] } });
    expect(out.periods).toHaveLength(1);
    const [p] = out.periods;
    expect(p!.period).toEqual({
      form: '1120',
      period: '2024',
      filed: true,
      filedOn: '2025-04-15',
      balanceCents: 123456,
      installmentAgreement: false,
      iaInDefault: false,
      lienFiledOn: '2025-06-20',
      levyNoticeOn: null,
    });
    expect(taxPeriodSchema.safeParse(p!.period).success).toBe(true);
    expect(p!.beside.evidence.lienFiledOn).toEqual([lien]);
  });

  it('turns a credit balance into 0 and keeps the credit beside it', () => {
    const [p] = one({ balanceCents: -500_00 }).periods;
    expect(p!.period.balanceCents).toBe(0);
    expect(p!.beside.creditCents).toBe(50000);
  });

  it('leaves a "Requested data not found" module out of the periods, listed as not reported', () => {
    const out = one({ filed: 'unknown', filedOn: null });
    expect(out.periods).toEqual([]);
    expect(out.notReported).toEqual([{ moduleKey: 'm1', form: '1120', taxPeriod: '2024-12-31', why: NOT_REPORTED }]);
  });

  it('maps each installment agreement state', () => {
    const ia = (state: ModuleFacts['installmentAgreement']) => {
      const [p] = one({ installmentAgreement: state, balanceCents: 100 }).periods;
      return [p!.period.installmentAgreement, p!.period.iaInDefault, p!.beside.iaPending];
    };
    expect(ia('none')).toEqual([false, false, false]);
    expect(ia('pending')).toEqual([false, false, true]);
    expect(ia('established')).toEqual([true, false, false]);
    expect(ia('defaulted')).toEqual([true, true, false]);
    expect(ia('terminated')).toEqual([false, false, false]);
  });

  it('gives a fiscal year the tax year it ends in, and a 941 its quarter', () => {
    expect(one({ taxPeriod: '2025-06-30' }).periods[0]!.period.period).toBe('2025');
    expect(periodCode('941', '2024-12-31')).toBe('2024Q4');
    expect(periodCode('941', '2025-03-31')).toBe('2025Q1');
    expect(periodCode('941', '2025-02-28')).toBeNull();
    expect(periodCode('1120', null)).toBeNull();
  });

  it('keeps a form outside the report as evidence only, needing review', () => {
    const out = one({ form: '720' });
    expect(out.periods).toEqual([]);
    expect(out.needsReview[0]).toMatchObject({ moduleKey: 'm1', form: '720' });
    expect(out.needsReview[0]!.why).toContain('not a form the report lists');
  });

  it('refuses a 941 whose period is not a quarter end into review', () => {
    const out = one({ form: '941', taxPeriod: '2025-02-28' });
    expect(out.periods).toEqual([]);
    expect(out.needsReview).toHaveLength(1);
  });

  it('does not report a filing date for an unfiled period', () => {
    const [p] = one({ filed: false, filedOn: '2025-04-15' }).periods;
    expect(p!.period).toMatchObject({ filed: false, filedOn: null });
    expect(taxPeriodSchema.safeParse(p!.period).success).toBe(true);
  });

  it('keeps the later response when the same module comes twice, and says so', () => {
    const out = mapModules([
      { key: 'late', facts: facts({ responseDate: '2026-03-25', balanceCents: 200 }) },
      { key: 'early', facts: facts({ responseDate: '2026-03-01', balanceCents: 100 }) },
    ]);
    expect(out.periods.map((p) => [p.moduleKey, p.period.balanceCents])).toEqual([['late', 200]]);
    expect(out.superseded).toEqual([
      expect.objectContaining({ moduleKey: 'early', why: expect.stringContaining('later response (2026-03-25)') }),
    ]);
  });

  it('sorts periods by form then period', () => {
    const out = mapModules([
      { key: 'b', facts: facts({ form: '941', taxPeriod: '2025-03-31' }) },
      { key: 'a', facts: facts({ form: '941', taxPeriod: '2024-12-31' }) },
      { key: 'c', facts: facts({ form: '1120', taxPeriod: '2024-12-31' }) },
    ]);
    expect(out.periods.map((p) => `${p.period.form} ${p.period.period}`)).toEqual([
      '1120 2024',
      '941 2024Q4',
      '941 2025Q1',
    ]);
  });
});

describe('applyCorrections', () => {
  it('marks corrected facts as entered and the rest as derived; the latest correction wins', () => {
    const { periods } = one({ balanceCents: 100 });
    const [row] = applyCorrections(periods, [
      { form: '1120', period: '2024', fact: 'balanceCents', value: 300, reason: 'first' },
      { form: '1120', period: '2024', fact: 'balanceCents', value: 250, reason: 'payment posted' },
      { form: '1120', period: '2023', fact: 'filed', value: false, reason: 'another period' },
    ]);
    expect(row!.period.balanceCents).toBe(250);
    expect(row!.period.filed).toBe(true);
    expect(row!.sources.balanceCents).toBe('entered');
    expect(row!.sources.filed).toBe('derived');
  });
});
