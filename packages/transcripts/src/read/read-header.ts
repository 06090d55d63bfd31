import type { Located, Place, SourceLine } from '../types.js';
import { collapse, DATE, MONEY, normalizeForm, parseDate, parseMoney, parsePeriod } from './values.js';

/**
 * The header of a module (everything above its transactions) read as one string: labels wrap over up to
 * four lines in the PDF layout and values sit on the label's last line or the next one, so the lines are
 * joined with single spaces and every match is mapped back to the line its value starts on.
 */
export type HeaderText = { text: string; starts: number[]; lines: SourceLine[]; file: string };

export function joinHeader(file: string, lines: SourceLine[]): HeaderText {
  const starts: number[] = [];
  let text = '';
  for (const line of lines) {
    starts.push(text.length);
    text += `${collapse(line.text)} `;
  }
  return { text, starts, lines, file };
}

function placeOf(h: HeaderText, offset: number): { at: Place; text: string } {
  let i = 0;
  while (i + 1 < h.starts.length && h.starts[i + 1]! <= offset) i += 1;
  const line = h.lines[i]!;
  return { at: { file: h.file, page: line.page, line: line.line }, text: collapse(line.text) };
}

function find(h: HeaderText, pattern: string): { groups: string[]; offset: number } | null {
  const m = new RegExp(pattern, 'i').exec(h.text);
  if (!m) return null;
  // The value's own offset (its group), so the evidence line is the value's line, not the label's first.
  const value = m[1] ?? '';
  const offset = m.index + m[0].lastIndexOf(value);
  return { groups: m.slice(1).map((g) => g ?? ''), offset };
}

function located<T>(h: HeaderText, pattern: string, parse: (s: string) => T | null): Located<T> | null {
  const m = find(h, pattern);
  if (!m) return null;
  const value = parse(m.groups[0]!);
  return value === null ? null : { value, ...placeOf(h, m.offset) };
}

const TIN = String.raw`((?:[X*\d]{3}-[X*\d]{2}-\d{4})|(?:[X*\d]{2}-[X*\d]{3}\d{4})|(?:[X*]{5}\d{4})|(?:\d{9}))`;
const LABEL =
  /:|^---|ANY MINUS SIGN|ACCOUNT BALANCE|ACCRUED|INFORMATION FROM THE RETURN|No record of return|Requested data not found|RETURN NOT PRESENT|TRANSACTIONS|EXPLANATION OF TRANSACTION|Sensitive Taxpayer Data|Transcript|Record of Account|FORM NUMBER|TAX PERIOD/i;

export type Header = {
  form: string | null;
  formSeries: boolean;
  taxPeriod: string | null;
  tin: Located<string> | null;
  names: string[];
  requestDate: string | null;
  responseDate: string | null;
  trackingNumber: string | null;
  balance: Located<number> | null;
  accruedInterest: Located<number> | null;
  interestAsOf: string | null;
  accruedPenalty: Located<number> | null;
  penaltyAsOf: string | null;
  returnReceivedOn: Located<string> | null;
  returnProcessedOn: Located<string> | null;
  noRecord: Located<string> | null;
  dataNotFound: Located<string> | null;
  returnNotPresent: Located<string> | null;
};

const phrase = (h: HeaderText, words: string) => located(h, `(${words})`, (s) => s);

export function readHeader(h: HeaderText, title: string): Header {
  const formMatch = find(h, String.raw`Form Number:?\s*(\d[0-9A-Z]*(?:-[0-9A-Z]+)?)(\s+Series)?\b`);
  const titleForm = /Form\s+(\d[0-9A-Z]*(?:-[0-9A-Z]+)?)\s/i.exec(`${title} `);
  const formText = formMatch?.groups[0] ?? titleForm?.[1] ?? null;
  const period = located(
    h,
    String.raw`(?:Report for Tax Period Ending|Tax Period(?: Ending)?):?\s*(${DATE}|\d{6})\b`,
    parsePeriod,
  );
  const tin = located(h, String.raw`Taxpayer Identification Number:?\s*${TIN}`, (s) => s);
  const interest = find(h, String.raw`Accrued Interest:?\s*(${MONEY})\s*(?:As of:?\s*(${DATE}))?`);
  const penalty = find(h, String.raw`Accrued Penalty:?\s*(${MONEY})\s*(?:As of:?\s*(${DATE}))?`);
  return {
    form: formText ? normalizeForm(formText) : null,
    formSeries: Boolean(formMatch?.groups[1]),
    taxPeriod: period?.value ?? null,
    tin,
    names: tin ? readNames(h, tin.at) : [],
    requestDate: located(h, String.raw`Request Date:?\s*(${DATE})`, parseDate)?.value ?? null,
    responseDate: located(h, String.raw`Response Date:?\s*(${DATE})`, parseDate)?.value ?? null,
    trackingNumber: find(h, String.raw`Tracking Number:?\s*(\d{6,20})`)?.groups[0] ?? null,
    balance: located(h, String.raw`Account Balance:?\s*(${MONEY})`, parseMoney),
    accruedInterest: interest ? { value: parseMoney(interest.groups[0]!)!, ...placeOf(h, interest.offset) } : null,
    interestAsOf: interest?.groups[1] ? parseDate(interest.groups[1]) : null,
    accruedPenalty: penalty ? { value: parseMoney(penalty.groups[0]!)!, ...placeOf(h, penalty.offset) } : null,
    penaltyAsOf: penalty?.groups[1] ? parseDate(penalty.groups[1]) : null,
    returnReceivedOn: located(
      h,
      String.raw`Return due date or return received date \(whichever is later\):?\s*(${DATE})`,
      parseDate,
    ),
    returnProcessedOn: located(h, String.raw`Processing date:?\s*(${DATE})`, parseDate),
    noRecord: phrase(h, 'No record of return filed'),
    dataNotFound: phrase(h, 'Requested data not found'),
    returnNotPresent: phrase(h, 'Return not present for this account'),
  };
}

/**
 * The masked name lines follow the TIN (its value's line, or the next when the label stands alone);
 * the last of two or more is the masked street (first six characters), which is not a name.
 */
function readNames(h: HeaderText, tinAt: Place): string[] {
  const start = h.lines.findIndex((l) => l.page === tinAt.page && l.line === tinAt.line);
  const candidates: string[] = [];
  for (const line of h.lines.slice(start + 1, start + 6)) {
    const text = collapse(line.text);
    if (!text) continue;
    if (LABEL.test(text) || /^\d{2}-\d{2}-\d{4}$/.test(text)) break;
    candidates.push(text);
  }
  return candidates.length >= 2 ? candidates.slice(0, -1) : candidates;
}
