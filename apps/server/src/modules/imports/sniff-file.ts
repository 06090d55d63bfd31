import yauzl from 'yauzl';
import { AppError } from '../../platform/errors.js';

// A file is read by what it is, not by its name (docs/decisions/264): its first bytes say
// whether it is an XLSX workbook, text to read as CSV, another spreadsheet to save again, or no
// spreadsheet at all (a PDF, a web page, an image, a ZIP of other files named .xlsx or .csv).

export type SheetKind = 'xlsx' | 'text';

const notSpreadsheet = (what: string) =>
  AppError.of(
    415,
    'UNSUPPORTED_FORMAT',
    `This file is not a spreadsheet: it looks like ${what}. Upload the client list as .xlsx or .csv.`,
    { field: 'file' },
  );
/** A spreadsheet the import does not read (decision 264: refused by its content, not read). */
const saveAs = (what: string) =>
  AppError.of(415, 'UNSUPPORTED_FORMAT', `This is ${what}. Save it as .xlsx or .csv and upload it again.`, {
    field: 'file',
  });

const MAGIC: [number[] | string, string][] = [
  ['%PDF-', 'a PDF'],
  [[0x89, 0x50, 0x4e, 0x47], 'an image (PNG)'],
  [[0xff, 0xd8, 0xff], 'an image (JPEG)'],
  ['GIF8', 'an image (GIF)'],
  [[0x49, 0x49, 0x2a, 0x00], 'an image (TIFF)'],
  [[0x4d, 0x4d, 0x00, 0x2a], 'an image (TIFF)'],
  [[0x1f, 0x8b], 'a compressed file (gzip)'],
  ['7z\xbc\xaf\x27\x1c', 'a compressed file (7-Zip)'],
  ['Rar!', 'a compressed file (RAR)'],
  ['{\\rtf', 'a Rich Text document'],
];

const startsWith = (bytes: Buffer, magic: number[] | string) => {
  const expected = typeof magic === 'string' ? Buffer.from(magic, 'latin1') : Buffer.from(magic);
  return bytes.length >= expected.length && bytes.subarray(0, expected.length).equals(expected);
};

/** What the first bytes of an upload are; throws a 415 with a sentence for what is not a sheet the import reads. */
export async function sniffSheet(bytes: Buffer): Promise<SheetKind> {
  if (bytes.length >= 4 && bytes.readUInt32BE(0) === 0xd0cf11e0) throw saveAs('an Excel 97-2003 workbook (.xls)');
  for (const [magic, what] of MAGIC) if (startsWith(bytes, magic)) throw notSpreadsheet(what);
  if (startsWith(bytes, 'RIFF') && bytes.subarray(8, 12).toString('latin1') === 'WEBP')
    throw notSpreadsheet('an image (WebP)');
  if (startsWith(bytes, 'PK\u0003\u0004') || startsWith(bytes, 'PK\u0005\u0006')) return sniffZip(bytes);
  return 'text';
}

/** Markup read as text: a web page, a flat OpenDocument or Excel 2003 XML spreadsheet, other XML. */
export function sniffText(text: string): void {
  const head = text
    .slice(0, 4096)
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  if (!head.startsWith('<')) return;
  if (head.includes('opendocument.spreadsheet') || /<office:document[\s>]/.test(head))
    throw saveAs('a flat OpenDocument spreadsheet (.fods)');
  if (head.includes('urn:schemas-microsoft-com:office:spreadsheet') || head.includes('progid="excel.sheet"'))
    throw saveAs('an Excel 2003 XML spreadsheet');
  if (/<!doctype html|<html[\s>]|<head[\s>]|<body[\s>]|<table[\s>]/.test(head)) throw notSpreadsheet('an HTML page');
  if (head.startsWith('<?xml') || /^<[a-z]/.test(head)) throw notSpreadsheet('an XML document');
}

/** The names in a ZIP's central directory (no entry is inflated); null when it cannot be read. */
async function zipEntryNames(bytes: Buffer, max = 5_000): Promise<string[] | null> {
  return new Promise((resolve) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, autoClose: true }, (error, zip) => {
      if (error || !zip) return resolve(null);
      const names: string[] = [];
      zip.on('error', () => resolve(null));
      zip.on('end', () => resolve(names));
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        if (names.length >= max) {
          zip.close();
          return resolve(names);
        }
        zip.readEntry();
      });
      zip.readEntry();
    });
  });
}

/** An OpenDocument file stores its type first, uncompressed: the entry "mimetype" at byte 30. */
function openDocumentType(bytes: Buffer): string | null {
  if (bytes.subarray(30, 38).toString('latin1') !== 'mimetype') return null;
  const type = bytes.subarray(38, 38 + 80).toString('latin1');
  return /^application\/vnd\.oasis\.opendocument\.[a-z-]+/.exec(type)?.[0] ?? null;
}

const OFFICE_PARTS: [RegExp, string][] = [
  [/^word\//, 'a Word document (.docx)'],
  [/^ppt\//, 'a PowerPoint presentation (.pptx)'],
];

async function sniffZip(bytes: Buffer): Promise<SheetKind> {
  const openDocument = openDocumentType(bytes);
  if (openDocument === 'application/vnd.oasis.opendocument.spreadsheet')
    throw saveAs('an OpenDocument spreadsheet (.ods)');
  if (openDocument) throw notSpreadsheet('an OpenDocument file that is not a spreadsheet');
  const names = await zipEntryNames(bytes);
  // A ZIP that cannot be listed is left to the XLSX reader, which says it is not a readable workbook.
  if (!names || names.some((n) => n.startsWith('xl/'))) return 'xlsx';
  if (names.includes('Index/Document.iwa') || names.some((n) => n.startsWith('Index/')))
    throw saveAs('a Numbers spreadsheet (.numbers)');
  for (const [pattern, what] of OFFICE_PARTS) if (names.some((n) => pattern.test(n))) throw notSpreadsheet(what);
  throw notSpreadsheet(`a ZIP of ${describeFiles(names)}`);
}

/** "3 PDF files", "2 files (a.txt, b.doc)": enough for the sender to recognise what was zipped. */
function describeFiles(names: readonly string[]): string {
  const files = names.filter((n) => !n.endsWith('/'));
  if (files.length === 0) return 'no files';
  const extensions = new Set(files.map((n) => /\.([a-z0-9]{1,5})$/i.exec(n)?.[1]?.toUpperCase() ?? ''));
  const count = `${files.length} ${files.length === 1 ? 'file' : 'files'}`;
  if (extensions.size === 1 && !extensions.has(''))
    return `${files.length} ${[...extensions][0]} ${count.split(' ')[1]}`;
  const sample = files.slice(0, 3).map((n) => n.split('/').pop());
  return `${count} (${sample.join(', ')}${files.length > 3 ? ', ...' : ''})`;
}
