import type { TaxPeriod } from '@taxlens/contracts';
import { describe, expect, it } from 'vitest';
import { evidenceOfPeriod, explainPeriod, type StoredPeriodFacts } from './explain-period.js';

const at = { file: 't.pdf', page: 1, line: 9, amountCents: null };
const summaries = (...args: Parameters<typeof evidenceOfPeriod>) => evidenceOfPeriod(...args).map((e) => e.summary);

describe('evidenceOfPeriod', () => {
  it('words each evidence line as the lender reads it, once, without the file it came in', () => {
    const lien = { ...at, code: '582', date: '2025-06-20', text: '582 Lien placed 06-20-2025' };
    const lines = evidenceOfPeriod('941', '2024Q4', { lienFiledOn: [lien], lienReleased: [lien], stage: [lien] });
    expect(lines).toEqual([
      {
        fact: 'lienFiledOn',
        label: 'Lien filed',
        code: '582',
        date: '2025-06-20',
        amountCents: null,
        text: '582 Lien placed 06-20-2025',
        form: '941',
        period: '2024Q4',
        summary: 'Lien filed 06.20.2025 — IRS transcript, TC 582, Form 941, 2024Q4',
      },
    ]);
  });

  it('reads only a release (TC 583) as "Lien released"', () => {
    const release = { ...at, code: '583', date: '2025-09-01', text: '583 Release of lien 09-01-2025' };
    expect(summaries('941', '2024Q4', { lienReleased: [release] })).toEqual([
      'Lien released 09.01.2025 — IRS transcript, TC 583, Form 941, 2024Q4',
    ]);
  });

  it('lists facts in a fixed order and leaves out a missing date', () => {
    const filed = { ...at, code: '150', date: '2025-04-15', text: '150 Tax return filed' };
    const balance = { ...at, code: null, date: null, text: 'ACCOUNT BALANCE: $0.00' };
    expect(summaries('1120', '2024', { balanceCents: [balance], filed: [filed] })).toEqual([
      'Return filed 04.15.2025 — IRS transcript, TC 150, Form 1120, 2024',
      'Balance — IRS transcript, Form 1120, 2024',
    ]);
  });
});

const period = (over: Partial<TaxPeriod> = {}): TaxPeriod => ({
  form: '941',
  period: '2024Q3',
  filed: true,
  filedOn: '2024-11-18',
  balanceCents: 2_204_600,
  installmentAgreement: false,
  iaInDefault: false,
  lienFiledOn: null,
  levyNoticeOn: null,
  ...over,
});
const facts = (over: Partial<StoredPeriodFacts> = {}): StoredPeriodFacts => ({
  form: '941',
  period: '2024Q3',
  sources: {},
  stage: { name: 'balance_due', reachedOn: '2024-11-18' },
  actBy: { levyPossibleFrom: null, lienFiledWithin45Days: null, csed: null },
  evidence: {},
  ...over,
});

describe('explainPeriod', () => {
  it('says the lien, and since when a levy is possible, of a period from transcripts', () => {
    const levy = { date: '2025-07-02', basis: 'estimate' as const, why: 'final notice + 30 days' };
    expect(
      explainPeriod(
        period({ lienFiledOn: '2026-02-01', levyNoticeOn: '2025-06-02' }),
        facts({
          stage: { name: 'lien_filed', reachedOn: '2026-02-01' },
          actBy: { levyPossibleFrom: levy, lienFiledWithin45Days: null, csed: null },
        }),
        '2026-03-05',
      ),
    ).toBe(
      'The return was filed on 11.18.2024 and $22,046.00 is owed; a federal tax lien was filed on 02.01.2026, and a levy has been possible since 07.02.2025 (estimate).',
    );
  });

  it('tells a levy date still ahead, and a credit as nothing owed', () => {
    const levy = { date: '2026-04-01', basis: 'estimate' as const, why: '' };
    expect(
      explainPeriod(
        period(),
        facts({
          stage: { name: 'final_notice', reachedOn: '2026-03-02' },
          actBy: { levyPossibleFrom: levy, lienFiledWithin45Days: null, csed: null },
        }),
        '2026-03-05',
      ),
    ).toBe(
      'The return was filed on 11.18.2024 and $22,046.00 is owed; the IRS sent its final notice of intent to levy on 03.02.2026, and a levy is possible from 04.01.2026 (estimate).',
    );
    expect(
      explainPeriod(
        period({ balanceCents: 0 }),
        facts({ creditCents: 5000, stage: { name: 'none', reachedOn: null } }),
        '2026-03-05',
      ),
    ).toBe('The return was filed on 11.18.2024 and nothing is owed (a credit of $50.00).');
  });

  it('tells a period typed by hand from its figures alone', () => {
    expect(
      explainPeriod(
        period({
          filed: false,
          filedOn: null,
          levyNoticeOn: '2025-05-01',
          installmentAgreement: true,
          iaInDefault: true,
        }),
        null,
        '2026-03-05',
      ),
    ).toBe(
      'No return is on record and $22,046.00 is owed; a levy notice was issued on 05.01.2025, and the installment agreement is in default.',
    );
  });
});
