import chardet from 'chardet';
import { parse } from 'csv-parse/sync';
import iconv from 'iconv-lite';
import { badRequest } from '../../platform/errors.js';

export const MAX_CELL_CHARS = 32_767; // what a spreadsheet cell holds; a 5 MB cell is refused

/** The file's text and the encoding it was read in: a BOM decides, else chardet (UTF-8, UTF-16 or Windows-1252). */
export function decodeCsv(bytes: Buffer, chosen?: string): { text: string; encoding: string } {
  if (chosen) {
    if (!iconv.encodingExists(chosen))
      throw badRequest(
        `"${chosen}" is not an encoding the import reads. Choose UTF-8, UTF-16LE, UTF-16BE or windows-1252.`,
        'encoding',
      );
    return { text: iconv.decode(bytes, chosen), encoding: chosen };
  }
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return { text: bytes.subarray(3).toString('utf8'), encoding: 'UTF-8' };
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { text: iconv.decode(bytes.subarray(2), 'utf-16le'), encoding: 'UTF-16LE' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return { text: iconv.decode(bytes.subarray(2), 'utf-16be'), encoding: 'UTF-16BE' };
  const detected = (chardet.detect(bytes.subarray(0, 64 * 1024)) ?? 'UTF-8').toUpperCase();
  if (detected.startsWith('UTF-16')) return { text: iconv.decode(bytes, detected.toLowerCase()), encoding: detected };
  // Valid UTF-8 is UTF-8; otherwise the Latin single-byte files Excel writes on Windows.
  const utf8 = bytes.toString('utf8');
  if (!utf8.includes('\uFFFD')) return { text: utf8, encoding: 'UTF-8' };
  return { text: iconv.decode(bytes, 'windows-1252'), encoding: 'windows-1252' };
}

/** Binary data named .csv: NUL bytes or other control characters a text file never has. */
export function looksBinary(text: string): boolean {
  const sample = text.slice(0, 8192);
  // eslint-disable-next-line no-control-regex
  const controls = sample.match(/[\x00-\x08\x0e-\x1f]/g)?.length ?? 0;
  return controls > 0 && controls > sample.length / 100;
}

/** The separator used most in the first line: comma, semicolon or tab. */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n/) >>> 0 || text.length);
  const counts = [',', ';', '\t'].map((d) => [d, firstLine.split(d).length] as const);
  return counts.sort((a, b) => b[1] - a[1])[0]![0];
}

/** The rows of a CSV text (quoted newlines kept inside their cell); a malformed file is a 400 naming the line. */
export function parseCsv(text: string, maxRows: number): string[][] {
  try {
    const rows = parse(text, {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      skip_empty_lines: false,
      bom: true,
      max_record_size: MAX_CELL_CHARS * 4,
      to: maxRows + 2,
    }) as string[][];
    return rows;
  } catch (error) {
    const e = error as { code?: string; lines?: number };
    if (e.code === 'CSV_MAX_RECORD_SIZE')
      throw badRequest(
        `Line ${e.lines ?? '?'} of the file is larger than a spreadsheet cell can hold (${MAX_CELL_CHARS} characters).`,
        'file',
      );
    throw badRequest(`The file could not be read as CSV near line ${e.lines ?? '?'}: check its quotes.`, 'file');
  }
}
