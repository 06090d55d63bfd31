import type { PDFPageProxy } from 'pdfjs-dist/types/src/display/api.js';
import type { Box, FormRead } from '../types.js';
import { assembleRead } from './assemble.js';
import { pixelMarks } from './marks.js';
import { readIdentity } from './identity.js';
import { DATE_AREA, loadLayout, SIGNATURE_AREA, splitWords } from './layout.js';
import type { OcrEngine } from './ocr.js';
import { readScannedPage } from './read-scan.js';
import type { Expected } from './read-regions.js';
import { openPdf, readTextItems, renderPage, type TextItem } from './pdfjs.js';
import { filledWords } from './place-words.js';
import { readFields } from './read-fields.js';
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
      words.push({ text, x: x0, y: y0, w: x1 - x0, h: Math.min(12, y1 - y0), page: page.pageNumber });
    }
  }
  /** Whether an ink, stamp or free-text annotation touches a box (the older revision's signature area). */
  const marked = (b: Box) => marks.some((r) => overlaps(r, b));
  return { words, signed, marked };
}

/**
 * Reads one 8821. `expected` (the client's TINs, the designees' CAF numbers) lets a fax's TIN or CAF number be
 * read again until a pass reads it (decision 302); the rules still compare what was read.
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
    const page = await pdf.getPage(1);
    const items = await readTextItems(page);
    const textChars = items.reduce((n, i) => n + i.text.length, 0);
    const base = { pages: pdf.numPages, illegible: null };
    if (textChars < MIN_TEXT_CHARS) {
      if (!ocr) throw new UnreadableFormError('the page is an image and OCR is turned off');
      return { ...base, ...(await readScannedPage(page, layout, ocr, expected)) };
    }
    const identity = readIdentity(items);
    const annotations = await readAnnotations(page);
    const image = await renderPage(page, 100);
    const readBy = fields ? 'fields' : 'text';
    const pageWords = splitWords(items);
    if (isSevenLineForm(pageWords))
      return {
        ...base,
        ...identity,
        ...readSevenLineForm([...pageWords, ...annotations.words], image, annotations.marked, readBy),
      };
    const words = [...filledWords(pageWords, layout.printedWords, 3), ...annotations.words];
    const marks = pixelMarks(layout, image, fields, annotations.signed);
    return { ...base, ...identity, ...assembleRead(layout, words, marks, readBy) };
  } finally {
    await pdf.destroy();
  }
}

export { DATE_AREA };
