import type { PDFPageProxy } from 'pdfjs-dist/types/src/display/api.js';
import type { FormRead } from '../types.js';
import { assembleRead } from './assemble.js';
import { readIdentity } from './identity.js';
import type { Layout } from './layout.js';
import type { OcrEngine } from './ocr.js';
import { renderPage, type TextItem } from './pdfjs.js';
import { pixelMarks } from './marks.js';
import { readRegions, type Expected, type SourcePixel } from './read-regions.js';
import { applyAffine, invertAffine, registerPage } from './registration.js';

/** Scans are drawn at this resolution for OCR (the brief's limit is 200 DPI; fax pages carry less). */
export const OCR_DPI = 150;
/** Below this mean confidence tesseract is guessing: the page is illegible. */
const MIN_PAGE_CONFIDENCE = 45;
/** The fields' crops are cut from the page drawn at the brief's limit: a fax's 204 DPI across survives. */
const FIELD_DPI = 200;

type ScanRead = Omit<FormRead, 'pages' | 'illegible'> & { illegible: FormRead['illegible'] };

/** An image-only page: drawn, OCRed, registered on the official layout, then each field's crop OCRed on its own. */
/** Below this many pixels an inch down, a page image is a fax (standard resolution 98 DPI): its fields get fax passes. */
const FAX_MAX_DPI = 150;

/**
 * The page's largest image's own pixel in crop pixels (`zoom` pixels a point), when it is a fax: fewer than
 * FAX_MAX_DPI rows an inch down. Null for a scan at an even resolution.
 */
async function faxPixel(page: PDFPageProxy, zoom: number): Promise<SourcePixel | null> {
  const { OPS } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const list = await page.getOperatorList();
  const [x0, y0, x1, y1] = page.view as [number, number, number, number];
  const [width, height] = [x1 - x0, y1 - y0];
  let best: { w: number; h: number } | null = null;
  for (const [i, fn] of list.fnArray.entries()) {
    if (fn !== OPS.paintImageXObject) continue;
    const name = (list.argsArray[i] as [string])[0];
    const objs = name.startsWith('g_') ? page.commonObjs : page.objs;
    // The image is resolved by the operator list; a second at most, so an odd file never holds the check.
    const img = await new Promise<{ width: number; height: number } | null>((resolve) => {
      setTimeout(() => resolve(null), 1000).unref();
      objs.get(name, resolve as (data: unknown) => void);
    });
    if (img && (!best || img.width * img.height > best.w * best.h)) best = { w: img.width, h: img.height };
  }
  if (!best) return null;
  const [dpiX, dpiY] = [(best.w / width) * 72, (best.h / height) * 72];
  if (dpiY >= FAX_MAX_DPI || dpiX < dpiY * 1.5) return null;
  return { across: (zoom * 72) / dpiX, down: (zoom * 72) / dpiY };
}

export async function readScannedPage(
  page: PDFPageProxy,
  layout: Layout,
  ocr: OcrEngine,
  expected?: Expected,
): Promise<ScanRead> {
  const image = await renderPage(page, OCR_DPI);
  const result = await ocr.recognize(image.canvas.toBuffer('image/png'));
  const pixelWords = result.words.map((w) => ({
    text: w.text,
    confidence: w.confidence,
    px: w.x0,
    py: w.y1,
    x: w.x0 / image.scale,
    y: image.pageHeight - w.y1 / image.scale,
    w: (w.x1 - w.x0) / image.scale,
    h: (w.y1 - w.y0) / image.scale,
    page: page.pageNumber,
  }));
  const identity = readIdentity(pixelWords);
  const registered = registerPage(pixelWords, layout.printedWords);
  const empty = assembleRead(
    layout,
    [],
    { checked: () => ({ value: null, box: null }), signatureInk: { value: null, box: null }, values: new Map() },
    'ocr',
  );
  if (identity.formNumber.value && identity.formNumber.value !== '8821')
    return { ...empty, ...identity, illegible: null };
  if (!registered || result.confidence < MIN_PAGE_CONFIDENCE)
    return {
      ...empty,
      ...identity,
      illegible: {
        page: page.pageNumber,
        reason: registered
          ? `the text recognition is unsure of it (${result.confidence.toFixed(0)} % confidence)`
          : 'its printed lines could not be found',
      },
    };
  const t = registered.transform;
  const words: TextItem[] = pixelWords.map((w) => {
    const [x0, y0] = applyAffine(t, w.px, w.py);
    const [x1, y1] = applyAffine(t, w.px + w.w * image.scale, w.py - w.h * image.scale);
    return { text: w.text, confidence: w.confidence, x: x0, y: y0, w: x1 - x0, h: y1 - y0, page: page.pageNumber };
  });
  const inverse = invertAffine(t);
  const marks = pixelMarks(layout, image, null, false, (x, y) => applyAffine(inverse, x, y));
  // The whole page's words only register it and tell which form it is: a form's values are read field by field.
  const fine = await renderPage(page, FIELD_DPI);
  const r = OCR_DPI / FIELD_DPI;
  const fax = await faxPixel(page, 4);
  const filled = await readRegions(
    fine,
    [t[0] * r, t[1] * r, t[2], t[3] * r, t[4] * r, t[5]],
    layout,
    ocr,
    fax,
    expected,
  );
  const placedIdentity = readIdentity(words);
  return { ...assembleRead(layout, filled, marks, 'ocr'), ...placedIdentity, illegible: null };
}
