import { DOC_6209 } from './code-table.js';

/**
 * TC 971 and 972 rows never print their action code on TDS transcripts: the explanation names the action,
 * so these wordings (matched after the row's explanation and continuation lines are joined) stand for them.
 */
export type Action =
  'notice' | 'amended' | 'ia_pending' | 'ia_established' | 'ia_defaulted' | 'ia_terminated' | 'final_notice' | 'levy';

export type WordingRow = {
  action: Action;
  actionCode: string | null;
  wording: RegExp;
  source: string;
  status: 'C' | 'S' | 'U';
};

export const WORDINGS: WordingRow[] = [
  {
    action: 'final_notice',
    actionCode: '069',
    wording: /intent to levy|collection due process|\b(?:LT ?11|letter 1058)\b/i,
    source: 'IRC 6330(a)(1); IRM 5.11.1.3.3.1 (LT11 / Letter 1058)',
    status: 'U',
  },
  {
    action: 'notice',
    actionCode: null,
    wording: /notice issued|\bCP ?\d{2,4}[A-Z]?\b/i,
    source: 'IRS notice pages (CP14, CP504B); CP161 -> CP504B per choicetaxrelief.com',
    status: 'C',
  },
  {
    action: 'amended',
    actionCode: '010',
    wording: /amended (?:tax )?return|claim forwarded/i,
    source: DOC_6209,
    status: 'U',
  },
  {
    action: 'ia_pending',
    actionCode: '043',
    wording: /pending installment agreement|installment agreement pending/i,
    source: 'IRM 5.14.1, Exhibit 5.14.1-1; IRC 6331(k)(2)',
    status: 'C',
  },
  {
    action: 'ia_defaulted',
    actionCode: '064',
    wording: /default/i,
    source: 'IRM 5.14.11 (installment agreement defaults)',
    status: 'U',
  },
  {
    action: 'ia_terminated',
    actionCode: '163',
    wording: /installment agreement.*terminat|terminat.*installment agreement/i,
    source: 'IRM 5.14 text on terminated agreements ("TC 971 AC 163 is inserted"), as mirrored publicly',
    status: 'S',
  },
  {
    action: 'ia_established',
    actionCode: '063',
    wording: /installment agreement (?:established|reinstated)|(?:established|reinstated) installment agreement/i,
    source: 'IRM 5.14.1, Exhibit 5.14.1-1',
    status: 'C',
  },
  {
    action: 'levy',
    actionCode: null,
    wording: /\blevy\b.*\b(?:issued|served|sent)\b|\blevy (?:proceeds|payment)\b/i,
    source: 'IRM 5.11.1 (notice of levy); wording decided in 258',
    status: 'U',
  },
];

/** The 971/972 action a wording names, or null (then the row needs review). First match wins. */
export const actionFor = (wording: string): WordingRow | null => WORDINGS.find((w) => w.wording.test(wording)) ?? null;

/** Notice numbers by role in the collection stream (IMF CP14 -> CP501 -> CP503 -> CP504; BMF CP161 -> CP504B). */
export function noticeKind(cp: string): 'start' | 'reminder' | 'intent_to_levy' | 'other' {
  const n = cp.replace(/^CP ?0*/i, '').toUpperCase();
  if (n === '14' || n === '161') return 'start';
  if (n === '501' || n === '503') return 'reminder';
  if (n === '504' || n === '504B') return 'intent_to_levy';
  return 'other';
}
