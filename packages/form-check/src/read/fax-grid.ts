import type { PDFPageProxy } from 'pdfjs-dist/types/src/display/api.js';
import { loadPdfJs, renderPage } from './pdfjs.js';

/** Below this many pixels an inch down, a page image is a fax (standard resolution 98 DPI): its fields get fax passes. */
const FAX_MAX_DPI = 150;

/**
 * A fax's resolution, across and down (DPI): the page's largest image has fewer than FAX_MAX_DPI rows an inch and
 * at least 1.5 times more columns than rows. Null for a scan at an even resolution.
 */
export async function faxResolution(page: PDFPageProxy): Promise<{ dpiX: number; dpiY: number } | null> {
  const { OPS } = await loadPdfJs();
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
  return dpiY >= FAX_MAX_DPI || dpiX < dpiY * 1.5 ? null : { dpiX, dpiY };
}

/**
 * A fax page drawn on its own pixel grid (one canvas pixel per fax pixel: `dpiX` across, `dpiY` down), so no row or
 * column is dropped or doubled; each field's crop then resamples it once, smoothly, to square pixels (decision 320).
 * Drawn square at 200 DPI instead, pdfjs's nearest-neighbour upscaling doubled some rows and tripled others and
 * dropped one column in fifty, which bent the digits' strokes before the crops were even cut.
 */
export function renderOnFaxGrid(page: PDFPageProxy, dpiX: number, dpiY: number) {
  return renderPage(page, dpiX, dpiY / dpiX);
}
