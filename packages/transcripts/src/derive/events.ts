import type { Evidence, Place, ReadModule, Transaction } from '../types.js';
import { ruleFor, type Effect } from './code-table.js';
import { actionFor, type Action } from './wordings.js';

/** A transaction as the rules see it: what it does, or why it needs review. */
export type Event = {
  row: Transaction;
  effect: Effect | Action | 'reversal';
  /** For a TC 972: the action it reverses. */
  reverses: Action | null;
  cp: string | null;
  sfr: boolean;
};

export type Classified = { events: Event[]; review: (Place & { text: string; why: string })[] };

const CP = /\bCP ?(\d{2,4}[A-Z]?)\b/i;
const SFR_WORDING = /substitute|6020\s*\(b\)|prepared by (?:the )?IRS/i;

export const fullText = (row: Transaction) => [row.explanation, ...row.details].join(' ');

export function evidenceOf(row: Transaction): Evidence {
  return {
    file: row.file,
    page: row.page,
    line: row.line,
    code: row.code,
    date: row.date,
    amountCents: row.amountCents,
    text: [row.text, ...row.details].join(' / '),
  };
}

/** Sorted by date; ties (and undated rows) keep printed order, which is posting order. */
export function classify(module: ReadModule): Classified {
  const review: Classified['review'] = module.unreadRows.map((r) => ({
    ...r,
    why: 'a line of the transactions table that does not read as a row',
  }));
  const events: Event[] = [];
  const rows = module.transactions
    .map((row, i) => ({ row, i }))
    .sort((a, b) => (a.row.date ?? '').localeCompare(b.row.date ?? '') || a.i - b.i)
    .map((x) => x.row);
  for (const row of rows) {
    const text = fullText(row);
    const cp = CP.exec(text)?.[1] ?? null;
    const flag = (why: string) => review.push({ file: row.file, page: row.page, line: row.line, text: row.text, why });
    if (row.code === '971' || row.code === '972') {
      const action = actionFor(text);
      if (!action) {
        flag(`TC ${row.code} "${row.explanation}" is a wording the rules do not know`);
        continue;
      }
      events.push({
        row,
        effect: row.code === '971' ? action.action : 'reversal',
        reverses: row.code === '972' ? action.action : null,
        cp: cp ? `CP${cp}` : null,
        sfr: false,
      });
      continue;
    }
    const rule = ruleFor(row.code);
    if (!rule) {
      flag(`TC ${row.code} is not in the code table`);
      continue;
    }
    const levy = rule.effect === 'payment' && /\blevy\b/i.test(text);
    events.push({
      row,
      effect: rule.effect,
      reverses: null,
      cp: null,
      sfr: row.code === '150' && SFR_WORDING.test(text),
    });
    if (levy) events.push({ row, effect: 'levy', reverses: null, cp: null, sfr: false });
  }
  return { events, review };
}
