import type { Place, SourceLine, Transaction } from '../types.js';
import { collapse, MONEY, parseDate, parseMoney } from './values.js';

/**
 * A row: a 3-digit code, the explanation, an optional cycle (8 digits IMF, 6 BMF), the date and the
 * amount. Spaces between the parts are optional: one public parser meets rows with none at all
 * (`150Tax return filed20231405 04-15-2023 $3,444.00`). The amount may stand alone on the next line.
 */
const ROW = new RegExp(String.raw`^(\d{3})(?!\d)\s*(.*?)\s*(?:(\d{8}|\d{6})\s*)?(\d{2}-\d{2}-\d{4})\s*(${MONEY})?\s*$`);
const AMOUNT_ALONE = new RegExp(String.raw`^(${MONEY})$`);
/** A line that begins like a row (code then a date somewhere) but did not read as one: never dropped. */
const ROW_LIKE = /^\d{3}(?!\d)\D.*\d{2}-\d{2}-\d{4}/;

/** Page furniture inside a table: banners, footers, repeated column headers. */
export const FURNITURE =
  /^(?:This Product Contains Sensitive Taxpayer Data|Page \d+ of \d+|TRANSACTIONS|CODE|EXPLANATION OF TRANSACTION|CYCLE|DATE|AMOUNT|CODE\s*EXPLANATION OF TRANSACTION.*|.*ANY MINUS SIGN SHOWN BELOW.*)$/i;

/** The first "row" of a module without a posted return; read as a header fact, not a transaction. */
export const NO_RETURN_ROW = /^No tax return filed$/i;
export const isTableHeader = (text: string) => /EXPLANATION OF TRANSACTION/i.test(text);
/** Where a Record of Account's return part begins: its figures are not the account's. */
export const isReturnPart = (text: string) =>
  /^The following items reflect the amount as shown on the return/i.test(text);

export type TableRead = { transactions: Transaction[]; unread: (Place & { text: string })[] };

/** `continuing`: the last row of the page before, which a first continuation line still belongs to. */
export function readTransactions(file: string, lines: SourceLine[], continuing?: Transaction): TableRead {
  const transactions: Transaction[] = [];
  const unread: (Place & { text: string })[] = [];
  for (const line of lines) {
    const text = collapse(line.text);
    if (!text || FURNITURE.test(text) || NO_RETURN_ROW.test(text)) continue;
    const at = { file, page: line.page, line: line.line };
    const row = ROW.exec(text);
    if (row) {
      transactions.push({
        ...at,
        code: row[1]!,
        explanation: row[2]!.trim(),
        cycle: row[3] ?? null,
        date: parseDate(row[4]!),
        amountCents: row[5] ? parseMoney(row[5]) : null,
        details: [],
        text,
      });
      continue;
    }
    const previous = transactions.at(-1) ?? continuing;
    const alone = AMOUNT_ALONE.exec(text);
    if (alone && previous && previous.amountCents === null) {
      previous.amountCents = parseMoney(alone[1]!);
      previous.text += ` ${text}`;
      continue;
    }
    if (ROW_LIKE.test(text) || !previous) {
      unread.push({ ...at, text });
      continue;
    }
    // A continuation: DLN, notice number or the rest of a wrapped explanation belongs to the row above.
    previous.details.push(text);
  }
  return { transactions, unread };
}
