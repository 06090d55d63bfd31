import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type * as NapiCanvas from '@napi-rs/canvas';
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/types/src/display/api.js';

const require = createRequire(import.meta.url);
const PDFJS_DIR = dirname(require.resolve('pdfjs-dist/package.json'));
/**
 * The canvas pdfjs itself loads: its Path2D must be the one our canvases take, so both come from the copy of
 * @napi-rs/canvas that pdfjs-dist resolves (the same package when npm dedupes them).
 */
export const canvasModule = createRequire(join(PDFJS_DIR, 'package.json'))('@napi-rs/canvas') as typeof NapiCanvas;
const { createCanvas } = canvasModule;

type PdfJs = typeof PdfJsModule;
let pdfjs: Promise<PdfJs> | undefined;
export const loadPdfJs = () => (pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs'));

/**
 * Page `n` of a document. pdfjs 5.4 keeps one page count for every open document (its PagesMapper is static: the
 * last opened document's), so a document opened meanwhile, here or by a check running beside this one, made this
 * one's later pages "Invalid page request". The document's own count is put back in the same synchronous step as
 * the request (the transcripts reader does the same, read-pdf.ts).
 */
export async function getPage(pdf: PDFDocumentProxy, n: number): Promise<PDFPageProxy> {
  const { PagesMapper } = await loadPdfJs();
  PagesMapper.instance.pagesNumber = pdf.numPages;
  return pdf.getPage(n);
}

/**
 * The largest image pdfjs decodes, in pixels: a 600-DPI scan of a Legal sheet is 43 million. A few kilobytes of
 * compressed white can describe an image of billions of pixels, which pdfjs would otherwise decode to four bytes
 * each (decision 329); a larger image is left out of the drawing, as if the page did not have it.
 */
const MAX_IMAGE_PIXELS = 50_000_000;

/** Opens a PDF with pdfjs (the legacy build runs on Node 20); an owner-password PDF opens, a user password fails. */
export async function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  const { getDocument } = await loadPdfJs();
  return getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: join(PDFJS_DIR, 'standard_fonts') + '/',
    verbosity: 0,
    isEvalSupported: false,
    useSystemFonts: false,
    maxImageSize: MAX_IMAGE_PIXELS,
  }).promise;
}

/**
 * The largest page area drawn at the resolution asked for: a tabloid sheet, 11 by 17 inches. A larger page (a
 * scanner that wrote one point a pixel, or a file made to exhaust memory: a 200-inch page drawn at 150 DPI needs
 * 3.6 GB and a day of OCR) is drawn at a lower resolution, no larger than a tabloid sheet's drawing (decision 329).
 */
const MAX_DRAWN_AREA = 11 * 17 * 72 * 72;

/** The pixels a point a page is drawn at for `dpi`: dpi / 72, less for a page larger than MAX_DRAWN_AREA. */
export function drawScale(page: PDFPageProxy, dpi: number): number {
  const { width, height } = page.getViewport({ scale: 1 });
  return (dpi / 72) * Math.min(1, Math.sqrt(MAX_DRAWN_AREA / (width * height)));
}

/**
 * A page drawn at `dpi` (annotations' appearances included), as RGBA pixels. `squash` < 1 draws its rows closer
 * (a fax on its own pixel grid, fax-grid.ts); `scale` and `pageHeight` stay those of the page's width.
 */
export async function renderPage(page: PDFPageProxy, dpi: number, squash = 1) {
  const scale = drawScale(page, dpi);
  const viewport = page.getViewport({ scale });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height * squash));
  const context = canvas.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  // pdfjs applies this transform after the viewport's.
  const transform = squash === 1 ? undefined : [1, 0, 0, squash, 0, 0];
  await page.render({ canvas: canvas as never, canvasContext: context as never, viewport, transform }).promise;
  return {
    canvas,
    width: canvas.width,
    height: canvas.height,
    scale,
    pageHeight: viewport.height / scale,
  };
}

export type TextItem = { text: string; x: number; y: number; w: number; h: number; page: number; confidence?: number };

/** The page's text layer as items in PDF points (origin bottom-left), on page `asPage` (the page's own by default). */
export async function readTextItems(page: PDFPageProxy, asPage = page.pageNumber): Promise<TextItem[]> {
  const content = await page.getTextContent();
  const items: TextItem[] = [];
  for (const item of content.items) {
    if (!('str' in item) || !item.str.trim()) continue;
    const [, , , d, e, f] = item.transform as number[];
    items.push({ text: item.str, x: e!, y: f!, w: item.width, h: Math.abs(d!) || item.height, page: asPage });
  }
  return items;
}
