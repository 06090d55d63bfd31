import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '@taxlens/contracts';
import { AppError, badRequest } from '../../platform/errors.js';
import { decodeCsv, looksBinary, MAX_CELL_CHARS, parseCsv } from './read-csv.js';
import { readXlsx } from './read-xlsx.js';
import { sniffSheet, sniffText } from './sniff-file.js';

export type Table = {
  format: 'csv' | 'xlsx';
  encoding: string | null;
  sheets: string[];
  sheet: string | null;
  headers: string[];
  /** Data rows; index 0 is spreadsheet row 2. */
  rows: string[][];
  /** "row:column" (0-based data row, 0-based column) -> why the cell cannot be read. */
  cellErrors: Map<string, string>;
};

/** Reads an uploaded CSV or XLSX into header and rows, within the import's limits; anything else is a 4xx with a sentence. */
export async function readTable(bytes: Buffer, options: { encoding?: string; sheet?: string } = {}): Promise<Table> {
  if (bytes.length > IMPORT_MAX_BYTES)
    throw AppError.of(413, 'FILE_TOO_LARGE', 'The file is larger than 10 MB. Split it into smaller files.', {
      field: 'file',
    });
  if (bytes.length === 0) throw badRequest('The file is empty.', 'file');
  // Read by what it is, not by its name (decision 264): the name is only shown back.
  const kind = await sniffSheet(bytes);
  let table: Table;
  if (kind === 'xlsx') {
    const sheet = await readXlsx(bytes, IMPORT_MAX_ROWS, options.sheet);
    const [headers = [], ...rows] = sheet.rows;
    const cellErrors = new Map<string, string>();
    for (const [key, message] of sheet.cellErrors) {
      const [r, c] = key.split(':').map(Number);
      cellErrors.set(`${r! - 2}:${c}`, message);
    }
    table = { format: 'xlsx', encoding: null, sheets: sheet.sheets, sheet: sheet.sheet, headers, rows, cellErrors };
  } else {
    const { text, encoding } = decodeCsv(bytes, options.encoding);
    if (looksBinary(text))
      throw AppError.of(
        415,
        'UNSUPPORTED_FORMAT',
        'This file is not a spreadsheet: it is not text and not a format the import knows. Upload the client list as .xlsx or .csv.',
        { field: 'file' },
      );
    sniffText(text);
    const [headers = [], ...rows] = parseCsv(text, IMPORT_MAX_ROWS);
    table = { format: 'csv', encoding, sheets: [], sheet: null, headers, rows, cellErrors: new Map() };
  }
  return checkShape(table);
}

const isBlank = (row: readonly string[]) => row.every((cell) => cell.trim() === '');

function checkShape(table: Table): Table {
  // Blank rows at the end are how files end; blank rows inside keep their row numbers and are skipped later.
  while (table.rows.length > 0 && isBlank(table.rows[table.rows.length - 1]!)) table.rows.pop();
  const headers = table.headers.map((h) => h.trim());
  if (headers.every((h) => h === ''))
    throw badRequest('The first row must hold the column headers; it is empty.', 'file');
  if (table.rows.length === 0) throw badRequest('The file has headers but no rows of clients.', 'file');
  if (table.rows.length > IMPORT_MAX_ROWS) {
    throw AppError.of(
      413,
      'TOO_MANY_ROWS',
      `The file has more than ${IMPORT_MAX_ROWS.toLocaleString('en-US')} rows of clients. Split it into smaller files.`,
      { field: 'file' },
    );
  }
  table.rows.forEach((row, r) =>
    row.forEach((cell, c) => {
      if (cell.length > MAX_CELL_CHARS) {
        row[c] = '';
        table.cellErrors.set(
          `${r}:${c}`,
          `The cell is longer than ${MAX_CELL_CHARS.toLocaleString('en-US')} characters.`,
        );
      }
    }),
  );
  return { ...table, headers };
}
