import { Readable } from 'node:stream';
import { TZDate } from '@date-fns/tz';
import { stringify as stringifySync } from 'csv-stringify/sync';
import { format } from 'date-fns';

/**
 * How a column's cells are written (docs/decisions/161). A cell is a number because its column says
 * so, never because its text looks like one: a phone number or a tax id stays text, a negative
 * amount stays a number.
 * - text: as is, but a cell a spreadsheet would run as a formula (`= + - @`, tab, CR first, or their
 *   full-width forms) gets `'` before it
 * - phone: a plain phone number (`+1 (555) 010-0100`) as is; anything else in it is text
 * - number: the number
 * - money: integer cents in, dollars out as a number (the export names the currency in a column of its own)
 * - time: ISO 8601 with the reader's offset; the header names the zone: `Placed (America/Denver)`
 * - date: a calendar date, `yyyy-MM-dd`
 */
export type CsvColumnType = 'text' | 'phone' | 'number' | 'money' | 'time' | 'date';
export type CsvColumn<T> = { header: string; type: CsvColumnType; value: (row: T) => unknown };

/** Columns of plain text read by position, for a sheet of cells as typed by a person (an import's rows). */
export const textColumns = (headers: readonly string[]): CsvColumn<readonly unknown[]>[] =>
  headers.map((header, i) => ({ header, type: 'text', value: (row) => row[i] }));

// RFC 4180: CRLF between records, and any cell holding a line break, comma or quote quoted (a lone LF
// too); UTF-8 with a byte-order mark so spreadsheets read accents right.
// Formulas are neutralised here, by column type, not by csv-stringify's escape_formulas (which goes by
// the JavaScript type and so would prefix a phone number's leading +).
const OPTIONS = { bom: true, record_delimiter: 'windows', quote_record_delimiter: true } as const;
// The batches after the first: the byte-order mark opens the file once.
const BATCH_OPTIONS = { ...OPTIONS, bom: false } as const;

const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
const PLAIN_PHONE = /^\+?[\d ().-]+$/;

/** A text cell a spreadsheet would run as a formula, made inert. */
export const neutraliseText = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

/** `2026-11-27T17:00:00-07:00` in the reader's zone. */
export const toZonedIso = (at: Date | string, timeZone: string) =>
  format(new TZDate(new Date(at).getTime(), timeZone), "yyyy-MM-dd'T'HH:mm:ssXXX");

function toCell(type: CsvColumnType, value: unknown, timeZone: string): string | number | null {
  if (value === null || value === undefined || value === '') return null;
  switch (type) {
    case 'number':
      return Number(value);
    case 'money':
      return Number(value) / 100;
    case 'time':
      return toZonedIso(value as Date | string, timeZone);
    case 'date':
      return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
    case 'phone':
      return PLAIN_PHONE.test(String(value)) ? String(value) : neutraliseText(String(value));
    case 'text':
      return neutraliseText(String(value));
  }
}

export function csvHeaders<T>(columns: readonly CsvColumn<T>[], timeZone: string): string[] {
  return columns.map((c) => (c.type === 'time' ? `${c.header} (${timeZone})` : c.header));
}

export const toCsvRecord = <T>(columns: readonly CsvColumn<T>[], row: T, timeZone: string) =>
  columns.map((c) => toCell(c.type, c.value(row), timeZone));

/** A whole CSV at once, for exports that are small by nature (one month's invoice lines). */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[], timeZone: string): string {
  return stringifySync(
    [csvHeaders(columns, timeZone), ...rows.map((row) => toCsvRecord(columns, row, timeZone))],
    OPTIONS,
  );
}

/** About 30 KB of CSV a chunk: few socket writes, small strings (streamCsv). */
export const CSV_CHUNK_RECORDS = 200;

/**
 * A CSV as a stream over batches of rows: memory stays one batch deep whatever the total, and the
 * next batch is read only when the reader has taken the last one (backpressure). Records go out
 * `CSV_CHUNK_RECORDS` at a time: a chunk per record made a million small socket writes for a
 * million-row export (a third slower; docs/decisions/162); a chunk per 1,000-row batch (~150 KB strings) let
 * the server's resident memory grow further with the export's length (200,000 rows: 140-182 MB
 * above idle, against 105-116 MB in chunks of 200; decision 162). When the reader goes away the
 * batches' iterator is closed (its `finally` runs: a cursor is closed, a transaction ended).
 */
export function streamCsv<T>(
  columns: readonly CsvColumn<T>[],
  batches: AsyncIterable<readonly T[]>,
  timeZone: string,
): Readable {
  async function* chunks() {
    yield stringifySync([csvHeaders(columns, timeZone)], OPTIONS);
    for await (const batch of batches) {
      for (let start = 0; start < batch.length; start += CSV_CHUNK_RECORDS) {
        yield stringifySync(
          batch.slice(start, start + CSV_CHUNK_RECORDS).map((row) => toCsvRecord(columns, row, timeZone)),
          BATCH_OPTIONS,
        );
      }
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}
