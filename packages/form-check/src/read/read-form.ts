import type { PDFPageProxy } from 'pdfjs-dist/types/src/display/api.js';
import type { Box, FormRead } from '../types.js';
import { assembleRead } from './assemble.js';
import { pixelMarks } from './marks.js';
import { readIdentity } from './identity.js';
import { DATE_AREA, LAYOUT_PAGE, loadLayout, SIGNATURE_AREA, splitWords, type Layout } from './layout.js';
import type { OcrEngine } from './ocr.js';
import { readScannedPage } from './read-scan.js';
import type { Expected } from './read-regions.js';
import { getPage, openPdf, readTextItems, renderPage, type TextItem } from './pdfjs.js';
import { filledWords } from './place-words.js';
import { readFields, type FieldValues } from './read-fields.js';
import { isSevenLineForm, readSevenLineForm } from './seven-lines.js';

/** A file the reader cannot open at all: the check answers "we could not read this form: ...". */
export class UnreadableFormError extends Error {}

/** A page with fewer printed characters than this is an image: OCR it. */
const MIN_TEXT_CHARS = 200;

const overlaps = (r: number[], b: Box) => r[0]! < b.x + b.w && r[2]! > b.x && r[1]! < b.y + b.h && r[3]! > b.y;

type Annotation = {
  subtype: string;
  rect: number[];
  fieldType?: string;
  fieldValue?: unknown;
  contentsObj?: { str: string };
};

/** Signatures and dates given as annotations: ink, free text, stamps, a filled `/Sig` field. */
async function readAnnotations(page: PDFPageProxy) {
  const annotations = (await page.getAnnotations()) as Annotation[];
  const words: TextItem[] = [];
  const marks: number[][] = [];
  let signed = false;
  for (const a of annotations) {
    if (['Ink', 'Stamp', 'FreeText'].includes(a.subtype)) marks.push(a.rect);
    if (a.subtype === 'Widget' && a.fieldType === 'Sig' && a.fieldValue) signed = true;
    if (['Ink', 'Stamp', 'FreeText'].includes(a.subtype) && overlaps(a.rect, SIGNATURE_AREA)) signed = true;
    const text = a.contentsObj?.str?.trim();
    if (a.subtype === 'FreeText' && text) {
      const [x0, y0, x1, y1] = a.rect as [number, number, number, number];
      words.push({ text, x: x0, y: y0, w: x1 - x0, h: Math.min(12, y1 - y0), page: LAYOUT_PAGE });
    }
  }
  /** Whether an ink, stamp or free-text annotation touches a box (the older revision's signature area). */
  const marked = (b: Box) => marks.some((r) => overlaps(r, b));
  return { words, signed, marked };
}

/** How many of a file's first pages may hold the form: a fax cover sheet or a letter may come first (decision 322). */
const FORM_PAGES = 2;

/**
 * Reads one 8821. `expected` (the client's TINs, the designees' CAF numbers) lets a fax's TIN or CAF number be
 * read again until a pass reads it (decision 302); the rules still compare what was read. The form is read from
 * the first page; when that page is no 8821 (a fax cover sheet, a letter, a page too poor to read), from the next
 * one that is, its boxes on that page.
 */
export async function readForm(bytes: Uint8Array, ocr: OcrEngine | null, expected?: Expected): Promise<FormRead> {
  const layout = await loadLayout();
  const fields = await readFields(bytes);
  const pdf = await openPdf(bytes).catch((error: Error) => {
    throw new UnreadableFormError(
      error.name === 'PasswordException' ? 'the PDF is protected by a password' : 'the file is not a readable PDF',
    );
  });
  try {
    let first: PageRead | UnreadableFormError | undefined;
    let otherForm: { read: PageRead; n: number } | undefined;
    for (let n = 1; n <= Math.min(pdf.numPages, FORM_PAGES); n++) {
      const read = await readPage(await getPage(pdf, n), layout, fields, ocr, expected).catch((error: unknown) => {
        if (error instanceof UnreadableFormError) return error;
        throw error;
      });
      if (!(read instanceof UnreadableFormError)) {
        if (read.isForm) return { ...onPage(read.read, n), pages: pdf.numPages };
        if (read.read.formNumber.value && read.read.formNumber.value !== '8821') otherForm ??= { read, n };
      }
      first ??= read;
    }
    // No page is an 8821 read as one: another form found (a 2848 behind a cover sheet) is the answer, else what
    // the first page gave (an illegible page, a page of no form).
    if (otherForm) return { ...onPage(otherForm.read.read, otherForm.n), pages: pdf.numPages };
    if (first instanceof UnreadableFormError) throw first;
    return { ...first!.read, pages: pdf.numPages };
  } finally {
    await pdf.destroy();
  }
}

type PageRead = { read: Omit<FormRead, 'pages'>; isForm: boolean };

/** Share of the blank form's printed words a text page must show where the form prints them to be the form. */
const PRINTED_SHARE = 0.5;

/**
 * One page read as the form, on the layout's page. `isForm`: the page is an 8821 read as one (its printed words
 * where the form prints them, or registered on a scan), not another page of the file.
 */
async function readPage(
  page: PDFPageProxy,
  layout: Layout,
  fields: FieldValues | null,
  ocr: OcrEngine | null,
  expected?: Expected,
): Promise<PageRead> {
  const items = await readTextItems(page, LAYOUT_PAGE);
  const textChars = items.reduce((n, i) => n + i.text.length, 0);
  if (textChars < MIN_TEXT_CHARS) {
    if (!ocr) throw new UnreadableFormError('the page is an image and OCR is turned off');
    const read = await readScannedPage(page, layout, ocr, expected);
    return { read, isForm: read.illegible === null && read.formNumber.value === '8821' };
  }
  const identity = readIdentity(items);
  const annotations = await readAnnotations(page);
  const image = await renderPage(page, 100);
  const readBy = fields ? 'fields' : 'text';
  const pageWords = splitWords(items);
  const is8821 = identity.formNumber.value === '8821';
  if (isSevenLineForm(pageWords))
    return {
      read: {
        illegible: null,
        ...identity,
        ...readSevenLineForm([...pageWords, ...annotations.words], image, annotations.marked, readBy),
      },
      isForm: is8821,
    };
  const filled = filledWords(pageWords, layout.printedWords, 3);
  // The page's words that are the blank form's printed words, in place, as a share of those printed words.
  const printedShown = (pageWords.length - filled.length) / layout.printedWords.length;
  const words = [...filled, ...annotations.words];
  const marks = pixelMarks(layout, image, fields, annotations.signed);
  return {
    read: { illegible: null, ...identity, ...assembleRead(layout, words, marks, readBy) },
    isForm: is8821 && printedShown >= PRINTED_SHARE,
  };
}

/** A reading of the layout's page moved to page `n` of the file: every box it holds, and an illegible page. */
/** A page's read with its boxes and its view on the file's page `n` (the view's canvas is not copied). */
function onPage(read: PageRead['read'], n: number): PageRead['read'] {
  const { view, ...rest } = read;
  return { ...movedToPage(rest, n), ...(view && { view: { ...view, page: n } }) };
}

function movedToPage<T>(value: T, n: number): T {
  if (Array.isArray(value)) return value.map((v) => movedToPage(v, n)) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, k === 'page' && v === LAYOUT_PAGE ? n : movedToPage(v, n)]),
  ) as T;
}

export { DATE_AREA };
