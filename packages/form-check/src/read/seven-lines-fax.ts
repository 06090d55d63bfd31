import type { PDFPageProxy } from 'pdfjs-dist/types/src/display/api.js';
import type { Box, FormRead } from '../types.js';
import { renderOnFaxGrid } from './fax-grid.js';
import type { OcrEngine } from './ocr.js';
import type { TextItem } from './pdfjs.js';
import { inside } from './place-words.js';
import { CROP_ZOOM, expectedBy, readFaxArea, type Expected, type FaxArea } from './read-regions.js';
import type { Affine } from './registration.js';

/**
 * The older revision's values a fax's whole-page OCR misread, each area read again on its own with the current form's
 * fax passes (decision 325): the date when it did not parse (its slashes read as 1s), the TIN when it is not the
 * client's (a digit misread). Returns the page's words with those areas' words replaced, or null when no area needed
 * it. The re-read only replaces what the page pass read: a TIN really not the client's is read as it is.
 */
export async function rereadSevenLineFax(
  page: PDFPageProxy,
  fax: { dpiX: number; dpiY: number },
  read: Pick<FormRead, 'signedOn' | 'tin'>,
  words: TextItem[],
  ocr: OcrEngine,
  expected: Expected,
): Promise<TextItem[] | null> {
  const areas: [FaxArea, Box][] = [];
  if (!read.signedOn.value && read.signedOn.box) areas.push(['date', read.signedOn.box]);
  if (!expectedBy(expected)('f1_7', read.tin.value ?? '') && read.tin.box) areas.push(['f1_7', read.tin.box]);
  if (!areas.length) return null;
  const grid = await renderOnFaxGrid(page, fax.dpiX, fax.dpiY);
  // Grid pixels -> page points: one pixel is 72 / dpi points each way (the page is read straight, not registered).
  const toPage: Affine = [72 / fax.dpiX, 0, 0, 0, -72 / fax.dpiY, grid.pageHeight];
  const pixel = { across: (CROP_ZOOM * 72) / fax.dpiX, down: (CROP_ZOOM * 72) / fax.dpiY };
  let out = words;
  for (const [field, box] of areas) {
    const found = await readFaxArea(grid, toPage, field, box, ocr, pixel, expected);
    if (found) out = [...out.filter((w) => !inside(w, box)), ...found];
  }
  return out;
}
