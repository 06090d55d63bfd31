import { describe, expect, it } from 'vitest';
import { evidenceLines } from './evidence-lines.js';

const at = { file: 't.pdf', page: 1, line: 9, amountCents: null };

describe('evidenceLines', () => {
  it('words each evidence line as the lender reads it, once', () => {
    const lien = { ...at, code: '582', date: '2025-06-20', text: '582 Lien placed 06-20-2025' };
    expect(evidenceLines('941', '2024Q4', { lienFiledOn: [lien], stage: [lien] })).toEqual([
      'Lien filed 06.20.2025 — IRS transcript, TC 582, Form 941, 2024Q4',
    ]);
  });

  it('lists facts in a fixed order and leaves out a missing date', () => {
    const filed = { ...at, code: '150', date: '2025-04-15', text: '150 Tax return filed' };
    const balance = { ...at, code: null, date: null, text: 'ACCOUNT BALANCE: $0.00' };
    expect(evidenceLines('1120', '2024', { balanceCents: [balance], filed: [filed] })).toEqual([
      'Return filed 04.15.2025 — IRS transcript, TC 150, Form 1120, 2024',
      'Balance — IRS transcript, Form 1120, 2024',
    ]);
  });
});
