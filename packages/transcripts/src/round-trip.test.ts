import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { labelledFacts } from '../corpus/corpus-files.js';
import { fullText } from './derive/events.js';
import { readFile } from './read-file.js';
import { renderHtml } from './render/render-html.js';
import { balanceOf, renderText, type ScenarioModule, type ScenarioRow, type Variant } from './render/render-text.js';

/** Rows as the rules know them: code, wording, sign, optional continuation line. */
const KINDS: { code: string; explanation: string; sign: 1 | -1 | 0; details?: string[] }[] = [
  { code: '150', explanation: 'Tax return filed', sign: 1, details: ['n/a 17221-115-00001-5'] },
  { code: '290', explanation: 'Additional tax assessed', sign: 1 },
  { code: '196', explanation: 'Interest charged for late payment', sign: 1 },
  { code: '276', explanation: 'Penalty for late payment of tax', sign: 1 },
  { code: '670', explanation: 'Subsequent payment', sign: -1 },
  { code: '650', explanation: 'Federal tax deposit', sign: -1 },
  { code: '971', explanation: 'Notice issued', sign: 0, details: ['CP 0014'] },
  { code: '971', explanation: 'Notice issued', sign: 0, details: ['CP 0504'] },
  { code: '971', explanation: 'Intent to levy collection due process notice', sign: 0 },
  { code: '582', explanation: 'Lien placed on assets due to balance owed', sign: 0 },
  { code: '583', explanation: 'Reversed lien', sign: 0 },
  { code: '971', explanation: 'Installment agreement established', sign: 0 },
  { code: '530', explanation: 'Balance due account currently not collectible', sign: 0 },
  { code: '480', explanation: 'Offer in compromise pending', sign: 0 },
  { code: '999', explanation: 'Unknown transaction', sign: 0 },
];

const isoDate = fc
  .date({ min: new Date('2019-01-01'), max: new Date('2026-02-28'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const rowArb: fc.Arbitrary<ScenarioRow> = fc
  .record({
    kind: fc.constantFrom(...KINDS),
    date: isoDate,
    cents: fc.integer({ min: 1, max: 5_000_000 }),
    cycle: fc.boolean(),
  })
  .map(({ kind, date, cents, cycle }) => ({
    code: kind.code,
    explanation: kind.explanation,
    date,
    amountCents: kind.sign * cents,
    ...(cycle && kind.code === '150' ? { cycle: `${date.slice(0, 4)}1805` } : {}),
    ...(kind.details ? { details: kind.details } : {}),
  }));
const moduleArb: fc.Arbitrary<ScenarioModule> = fc.record({
  form: fc.constantFrom('941', '1040', '1120', '1120-S', '1065'),
  period: fc.constantFrom('2023-03-31', '2023-12-31', '2024-06-30', '2024-09-30', '2025-05-31'),
  tin: fc.constant('XX-XXX9876'),
  names: fc.constant(['EXAM FABR CO']),
  street: fc.constant('500 IN'),
  requestDate: fc.constant('2026-03-02'),
  responseDate: fc.constant('2026-03-02'),
  tracking: fc.constant('100000000001'),
  interestCents: fc.integer({ min: 0, max: 100_000 }),
  penaltyCents: fc.integer({ min: 0, max: 100_000 }),
  accrualsAsOf: fc.constant('2026-03-23'),
  rows: fc.array(rowArb, { minLength: 1, maxLength: 12 }),
});
const variantArb = fc.constantFrom<Variant>('layout', 'raw', 'nospace', 'nbsp_crlf', 'wrapped', 'yyyymm');

describe('round trip', () => {
  it('reads back what was rendered, with the same facts in every layout', async () => {
    await fc.assert(
      fc.asyncProperty(moduleArb, variantArb, async (m, variant) => {
        const [text] = await readFile('m.txt', Buffer.from(renderText([m], variant)));
        const [html] = await readFile('m.html', Buffer.from(renderHtml([m])));
        const [layout] = await readFile('l.txt', Buffer.from(renderText([m])));
        const read = text!.modules[0]!;
        expect(read.transactions.map((t) => [t.code, t.date, t.amountCents, fullText(t)])).toEqual(
          m.rows.map((r) => [r.code, r.date, r.amountCents, [r.explanation, ...(r.details ?? [])].join(' ')]),
        );
        expect([read.form, read.taxPeriod, read.balanceCents]).toEqual([
          m.form.replace('-', ''),
          m.period,
          balanceOf(m),
        ]);
        expect([read.accruedInterestCents, read.accruedPenaltyCents]).toEqual([m.interestCents, m.penaltyCents]);
        expect(labelledFacts(read)).toEqual(labelledFacts(html!.modules[0]!));
        expect(labelledFacts(read)).toEqual(labelledFacts(layout!.modules[0]!));
        // A code the table does not know always asks for review.
        expect(read.needsReview !== null).toBe(m.rows.some((r) => r.code === '999'));
      }),
      { numRuns: Number(process.env.RUNS ?? 20) },
    );
  }, 60_000);
});
