import type { ReadModule, SetAside, SourceLine } from '../types.js';
import { joinHeader, readHeader, type Header } from './read-header.js';
import { FURNITURE, isReturnPart, isTableHeader, NO_RETURN_ROW, readTransactions } from './read-transactions.js';
import { collapse, normalizeLine } from './values.js';

/** Titles of section 2 of the reference; the first three kinds are not account transcripts. */
const OTHER_TITLE =
  /^(?:Form\s+\S+\s+)?(Tax Return Transcript|Return Transcript|Wage (?:and|&) Income Transcript|Entity Transcript|Verification of Non-?filing(?: Letter)?)$/i;
const ACCOUNT_TITLE = /^(?:Form\s+\S+\s+)?(Account Transcript|Record of Account)$/i;
/** A header line repeated on a continued page: never a transaction continuation. */
const HEADER_LABEL =
  /^(?:Request Date|Response Date|Tracking Number|FORM NUMBER|TAX PERIOD|Report for Tax Period|TAXPAYER IDENTIFICATION NUMBER)\b/i;

type Segment = { title: string; lines: SourceLine[] };

export type ReadResult = { modules: ReadModule[]; setAside: SetAside[] };

function titleOf(text: string): { title: string; account: boolean } | null {
  if (text.length > 60) return null;
  if (ACCOUNT_TITLE.test(text)) return { title: text, account: true };
  if (OTHER_TITLE.test(text)) return { title: text, account: false };
  return null;
}

/** Cuts the lines at every title; what precedes the first title belongs to the first segment. */
function segment(lines: SourceLine[]): Segment[] {
  const segments: Segment[] = [];
  let current: Segment = { title: '', lines: [] };
  for (const line of lines) {
    const title = titleOf(collapse(line.text));
    if (title && (current.title || current.lines.some((l) => HEADER_LABEL.test(collapse(l.text))))) {
      segments.push(current);
      current = { title: title.title, lines: [line] };
      continue;
    }
    if (title && !current.title) current.title = title.title;
    current.lines.push(line);
  }
  segments.push(current);
  return segments;
}

const keyOf = (h: Header) => `${h.form}|${h.taxPeriod}|${h.tin?.value ?? ''}`;

/** Reads every module of one input's lines (a text file, a PDF's pages, an HTML document). */
export function readModules(file: string, input: SourceLine[]): ReadResult {
  const lines = input.map((l) => ({ ...l, text: normalizeLine(l.text) }));
  const modules: ReadModule[] = [];
  const setAside: SetAside[] = [];
  let previousKey: string | null = null;
  for (const seg of segment(lines)) {
    const tableAt = seg.lines.findIndex((l) => isTableHeader(l.text));
    const headerLines = tableAt < 0 ? seg.lines : seg.lines.slice(0, tableAt);
    const afterTable = tableAt < 0 ? [] : seg.lines.slice(tableAt + 1);
    const returnPartAt = afterTable.findIndex((l) => isReturnPart(collapse(l.text)));
    const tableLines = returnPartAt < 0 ? afterTable : afterTable.slice(0, returnPartAt);
    const header = readHeader(joinHeader(file, headerLines), seg.title);
    const first = seg.lines.find((l) => collapse(l.text)) ?? seg.lines[0];
    const at = { file, page: first?.page ?? 1, line: first?.line ?? 1 };
    const key = keyOf(header);
    const last = modules.at(-1);
    const account = seg.title ? ACCOUNT_TITLE.test(seg.title) : true;

    // A page that repeats the module's header (or only its title) continues the module above it.
    if (last && account && (key === previousKey || (!header.form && !header.taxPeriod))) {
      const continued = tableAt < 0 ? seg.lines.filter((l) => !HEADER_LABEL.test(collapse(l.text))) : tableLines;
      const rows = readTransactions(file, tableAt < 0 ? dropTitles(continued) : continued, last.transactions.at(-1));
      last.transactions.push(...rows.transactions);
      last.unreadRows.push(...rows.unread);
      continue;
    }
    if (!header.form || !header.taxPeriod) continue;
    if (!seg.title && tableAt < 0 && !header.noRecord && !header.dataNotFound) continue;
    if (!header.tin && !header.dataNotFound) continue;
    if (!account) {
      setAside.push({
        ...at,
        title: seg.title,
        form: header.form,
        taxPeriod: header.taxPeriod,
        why: 'not an account transcript',
      });
      continue;
    }
    previousKey = key;
    const table = readTransactions(file, tableLines);
    const noReturnRow = seg.lines.find((l) => NO_RETURN_ROW.test(collapse(l.text)));
    modules.push({
      title: seg.title || 'Account Transcript',
      accountTranscript: true,
      at,
      form: header.form,
      formSeries: header.formSeries,
      taxPeriod: header.taxPeriod,
      tin: header.tin?.value ?? null,
      names: header.names,
      requestDate: header.requestDate,
      responseDate: header.responseDate,
      trackingNumber: header.trackingNumber,
      balance: header.balance,
      accruedInterest: header.accruedInterest,
      interestAsOf: header.interestAsOf,
      accruedPenalty: header.accruedPenalty,
      penaltyAsOf: header.penaltyAsOf,
      returnInfo: [],
      returnReceivedOn: header.returnReceivedOn,
      returnProcessedOn: header.returnProcessedOn,
      noRecord: header.noRecord,
      dataNotFound: header.dataNotFound,
      returnNotPresent:
        header.returnNotPresent ??
        (noReturnRow
          ? {
              value: 'No tax return filed',
              at: { file, page: noReturnRow.page, line: noReturnRow.line },
              text: collapse(noReturnRow.text),
            }
          : null),
      transactions: table.transactions,
      unreadRows: table.unread,
    });
  }
  return { modules, setAside };
}

const dropTitles = (lines: SourceLine[]) =>
  lines.filter((l) => !titleOf(collapse(l.text)) && !FURNITURE.test(collapse(l.text)));
