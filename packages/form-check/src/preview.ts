import type { Box, PageView } from './types.js';
import { canvasModule, getPage, openPdf, readTextItems, renderPage } from './read/pdfjs.js';
import { LAYOUT_HEIGHT, LAYOUT_WIDTH } from './read/layout.js';

/** A tax id as printed: 123-45-6789, 12-3456789, nine digits, with or without spaces. */
const TIN_PATTERN = /\d{3}\s*-?\s*\d{2}\s*-?\s*\d{4}|\d{2}\s*-\s*\d{7}/;

export type PagePreview = { page: number; png: Buffer; width: number; height: number; scale: number };

/** Points a box grows by on each side when covered, so no stroke of a digit shows at its edge. */
const MARGIN = 2;

/**
 * A page read by OCR drawn as it was read, on the official layout's page at `dpi`: its boxes (in the layout's
 * points) then lie on what they name, on a photo or a turned page too (decision 329).
 */
function drawView(view: PageView, dpi: number) {
  const scale = dpi / 72;
  const canvas = canvasModule.createCanvas(Math.ceil(LAYOUT_WIDTH * scale), Math.ceil(LAYOUT_HEIGHT * scale));
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  // Drawing pixel -> layout point (toLayout) -> preview pixel: u = s X, v = s (LAYOUT_HEIGHT - Y).
  const [a, b, c, d, e, f] = view.toLayout;
  ctx.setTransform(scale * a, -scale * d, scale * b, -scale * e, scale * c, scale * (LAYOUT_HEIGHT - f));
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(view.canvas, 0, 0);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  return { canvas, width: canvas.width, height: canvas.height, scale, pageHeight: LAYOUT_HEIGHT };
}

/**
 * The first pages of a form drawn as PNG images with the tax id painted over: the boxes given (the
 * TIN where the reader found it, on a scan too), every text item shaped like a tax id, and every one
 * whose digits are part of the client's. Only these images leave the server, never the form itself.
 * A page read by OCR is drawn as it was read (`views`), on the layout's page, where the boxes are.
 */
export async function renderMaskedPages(
  bytes: Uint8Array,
  opts: { cover: Box[]; tinDigits: string; maxPages: number; dpi: number; views?: PageView[] },
): Promise<PagePreview[]> {
  const pdf = await openPdf(bytes);
  try {
    const previews: PagePreview[] = [];
    for (let n = 1; n <= Math.min(pdf.numPages, opts.maxPages); n++) {
      const page = await getPage(pdf, n);
      const items = await readTextItems(page);
      const boxes = opts.cover.filter((b) => b.page === n);
      for (const item of items) {
        const digits = item.text.replace(/\D/g, '');
        if (TIN_PATTERN.test(item.text) || (digits.length >= 3 && opts.tinDigits.includes(digits)))
          boxes.push({ page: n, x: item.x, y: item.y - item.h * 0.3, w: item.w, h: item.h * 1.3 });
      }
      const view = opts.views?.find((v) => v.page === n);
      const drawn = view ? drawView(view, opts.dpi) : await renderPage(page, opts.dpi);
      const context = drawn.canvas.getContext('2d');
      context.fillStyle = '#1f2937';
      for (const b of boxes) {
        const x = (b.x - MARGIN) * drawn.scale;
        const y = (drawn.pageHeight - b.y - b.h - MARGIN) * drawn.scale;
        context.fillRect(x, y, (b.w + 2 * MARGIN) * drawn.scale, (b.h + 2 * MARGIN) * drawn.scale);
      }
      previews.push({
        page: n,
        png: await drawn.canvas.encode('png'),
        width: drawn.width,
        height: drawn.height,
        scale: drawn.scale,
      });
      page.cleanup();
    }
    return previews;
  } finally {
    await pdf.destroy();
  }
}
