import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import yauzl from 'yauzl';
import { badRequest } from '../../platform/errors.js';

/** An XLSX inflating past this is refused (counted while inflating, not trusted from its headers). */
export const XLSX_MAX_INFLATED_BYTES = 200 * 1024 * 1024;
const MAX_ENTRIES = 5_000;

const tooBig = () =>
  badRequest(
    'The spreadsheet expands to more than 200 MB when opened. Save it again with fewer rows or as CSV.',
    'file',
  );

/** Inflates every entry once and counts the bytes, stopping at the limit: a zip bomb never reaches the reader. */
export async function checkXlsxInflation(bytes: Buffer, limit = XLSX_MAX_INFLATED_BYTES): Promise<void> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (err, z) =>
      err || !z ? reject(err) : resolve(z),
    ),
  ).catch(() => {
    throw badRequest('The file is not a readable XLSX workbook. Save it again as XLSX or CSV.', 'file');
  });
  let total = 0;
  let entries = 0;
  await new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', () => resolve());
    zip.on('entry', (entry: yauzl.Entry) => {
      if (++entries > MAX_ENTRIES)
        return reject(badRequest('The workbook has too many parts to be a spreadsheet.', 'file'));
      if (entry.fileName.endsWith('/')) return zip.readEntry();
      zip.openReadStream(entry, (err, stream) => {
        if (err || !stream) return reject(err);
        stream.on('data', (chunk: Buffer) => {
          total += chunk.length;
          if (total > limit) {
            stream.destroy();
            reject(tooBig());
          }
        });
        stream.on('error', reject);
        stream.on('end', () => zip.readEntry());
      });
    });
    zip.readEntry();
  }).catch((error) => {
    zip.close();
    if (error instanceof Error && 'status' in error) throw error;
    throw badRequest('The file is not a readable XLSX workbook. Save it again as XLSX or CSV.', 'file');
  });
}

type Cell = ExcelJS.CellValue;

/** A cell as text: a formula gives its cached result (never evaluated); one without a result is marked. */
function cellText(value: Cell): string | { error: string } {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('formula' in value || 'sharedFormula' in value) {
      const result = (value as { result?: Cell }).result;
      if (result === undefined || result === null)
        return {
          error:
            'The cell holds a formula without a saved result. Open the file in a spreadsheet program, save it, and upload it again.',
        };
      return cellText(result as Cell);
    }
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value) return String((value as { text: unknown }).text);
    if ('error' in value)
      return { error: `The cell holds the spreadsheet error ${String((value as { error: unknown }).error)}.` };
  }
  return String(value);
}

export type SheetRows = { sheets: string[]; sheet: string; rows: string[][]; cellErrors: Map<string, string> };

/**
 * The rows of one sheet (the first, or the named one), read with exceljs' streaming reader. Stops
 * past maxRows + 1 data rows so a million-row sheet costs no more than the limit.
 */
export async function readXlsx(bytes: Buffer, maxRows: number, wantedSheet?: string): Promise<SheetRows> {
  await checkXlsxInflation(bytes);
  const input = new PassThrough();
  Readable.from([bytes]).pipe(input);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'emit',
  });
  const sheets: string[] = [];
  const rows: string[][] = [];
  const cellErrors = new Map<string, string>();
  let chosen: string | null = null;
  try {
    for await (const worksheet of reader) {
      const ws = worksheet as unknown as { name: string } & AsyncIterable<ExcelJS.Row>;
      sheets.push(ws.name);
      const take = chosen === null && (!wantedSheet || ws.name === wantedSheet);
      if (!take) {
        for await (const _row of ws) void _row; // the reader must go through a sheet to reach the next
        continue;
      }
      chosen = ws.name;
      for await (const row of ws) {
        if (rows.length > maxRows + 1) continue;
        const values = (row.values as Cell[]).slice(1);
        // Empty rows keep their place so row numbers match what the user sees.
        while (rows.length < row.number - 1) rows.push([]);
        rows.push(
          values.map((v, i) => {
            const t = cellText(v);
            if (typeof t === 'string') return t;
            cellErrors.set(`${row.number}:${i}`, t.error);
            return '';
          }),
        );
      }
    }
  } catch (error) {
    if (error instanceof Error && 'status' in error) throw error;
    throw badRequest('The file is not a readable XLSX workbook. Save it again as XLSX or CSV.', 'file');
  }
  if (chosen === null)
    throw badRequest(
      wantedSheet ? `The workbook has no sheet named "${wantedSheet}".` : 'The workbook has no sheet.',
      'sheet',
    );
  return { sheets, sheet: chosen, rows, cellErrors };
}
