import type { Box } from '../types.js';
import { DATE_AREA, readOfficialForm, type Layout } from './layout.js';
import type { OcrEngine, OcrOptions } from './ocr.js';
import { canvasModule, openPdf, renderPage, type TextItem } from './pdfjs.js';
import type { Affine } from './registration.js';

const { createCanvas } = canvasModule;

/** Crops are drawn at this many pixels a point (288 DPI): tesseract reads best with capitals ~25 px tall. */
const ZOOM = 4;
/** Fewer dark pixels than this in a crop (the blank form's own print taken out): an empty field, not OCRed. */
const MIN_INK_PIXELS = 40;
/** The blank form's print is taken out this many pixels around each of its dark pixels (a scan blurs it). */
const DROPOUT_RADIUS = 4;
/** Each crop is aligned on the blank form within this many pixels (the page's fit is not exact everywhere). */
const SHIFT = 12;

const DIGITS = '0123456789-';
/** The fields read, each on its own crop, and how tesseract reads it. */
const REGIONS: { field: string; options: OcrOptions }[] = [
  { field: 'f1_6', options: { mode: 'block' } },
  { field: 'f1_7', options: { mode: 'line', charset: DIGITS } },
  ...['f1_10', 'f1_15'].map((field) => ({ field, options: { mode: 'block' } as OcrOptions })),
  ...['f1_11', 'f1_16'].map((field) => ({ field, options: { mode: 'line', charset: `${DIGITS}R` } as OcrOptions })),
  ...Array.from({ length: 12 }, (_, i) => ({ field: `f1_${20 + i}`, options: { mode: 'line' } as OcrOptions })),
  { field: 'f1_32', options: { mode: 'line' } },
  { field: 'f1_33', options: { mode: 'line' } },
  { field: 'date', options: { mode: 'line' } },
];

type Image = Awaited<ReturnType<typeof renderPage>>;
/** The blank form's dark pixels, and the same grown by DROPOUT_RADIUS (what a crop whitens). */
type Blank = { dark: Uint8Array; near: Uint8Array; width: number; height: number; pageHeight: number };

/** A mask grown by `r` pixels each way (two passes: rows, then columns). */
function grow(mask: Uint8Array, width: number, height: number, r: number): Uint8Array {
  const rows = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (mask[y * width + x])
        for (let k = Math.max(0, x - r); k <= Math.min(width - 1, x + r); k++) rows[y * width + k] = 1;
  const out = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (rows[y * width + x])
        for (let k = Math.max(0, y - r); k <= Math.min(height - 1, y + r); k++) out[k * width + x] = 1;
  return out;
}

let blank: Promise<Blank> | undefined;
/** The blank official form drawn at the crops' zoom, as a dark-pixel mask: its print is dropped from each crop. */
const loadBlank = () =>
  (blank ??= (async () => {
    const pdf = await openPdf(readOfficialForm());
    try {
      const image = await renderPage(await pdf.getPage(1), 72 * ZOOM);
      const { data } = image.canvas.getContext('2d').getImageData(0, 0, image.width, image.height);
      const dark = new Uint8Array(image.width * image.height);
      for (let i = 0; i < dark.length; i++) dark[i] = data[4 * i]! + data[4 * i + 1]! + data[4 * i + 2]! < 690 ? 1 : 0;
      const near = grow(dark, image.width, image.height, DROPOUT_RADIUS);
      return { dark, near, width: image.width, height: image.height, pageHeight: image.pageHeight };
    } finally {
      await pdf.destroy();
    }
  })());

/** The blank form's pixel under the crop's corner that lays most of the crop's dark pixels on the form's print. */
function alignOnBlank(dark: number[], w: number, b: Blank, x0: number, y0: number): [number, number] {
  const step = Math.max(1, Math.floor(dark.length / 1500));
  let best: [number, number, number] = [x0, y0, -1];
  for (let dy = -SHIFT; dy <= SHIFT; dy++)
    for (let dx = -SHIFT; dx <= SHIFT; dx++) {
      let on = 0;
      for (let k = 0; k < dark.length; k += step) {
        const [x, y] = [x0 + dx + (dark[k]! % w), y0 + dy + Math.floor(dark[k]! / w)];
        if (x >= 0 && y >= 0 && x < b.width && y < b.height && b.dark[y * b.width + x]) on++;
      }
      // Ties keep the page's own fit (the smallest shift).
      if (
        on > best[2] ||
        (on === best[2] && Math.abs(dx) + Math.abs(dy) < Math.abs(best[0] - x0) + Math.abs(best[1] - y0))
      )
        best = [x0 + dx, y0 + dy, on];
    }
  return [best[0], best[1]];
}

/**
 * A one-line field keeps only its text's band of rows (the rows with the most ink, gaps of a few pixels bridged):
 * what is left of the form's rules and the neighbouring labels above and below is whitened, so tesseract's line
 * finder sees one line.
 */
function keepMainBand(data: Uint8ClampedArray, kept: Uint8Array, w: number, h: number) {
  const perRow = Array.from({ length: h }, (_, v) => kept.subarray(v * w, (v + 1) * w).reduce((n, k) => n + k, 0));
  let best = { from: 0, to: -1, ink: 0 };
  for (let v = 0; v < h;) {
    if (!perRow[v]) {
      v++;
      continue;
    }
    let [to, ink, gap] = [v, 0, 0];
    for (let k = v; k < h && gap <= 3; k++)
      if (perRow[k]) [to, ink, gap] = [k, ink + perRow[k]!, 0];
      else gap++;
    if (ink > best.ink) best = { from: v, to, ink };
    v = to + 1;
  }
  for (let v = 0; v < h; v++)
    if (v < best.from - 2 || v > best.to + 2) {
      data.fill(255, 4 * v * w, 4 * (v + 1) * w);
      kept.fill(0, v * w, (v + 1) * w);
    }
}

/**
 * One field's crop, drawn straight (the registration's skew, offset and a fax's unequal DPI undone) at ZOOM,
 * with the blank form's lines and labels whitened; null when nothing is written there.
 */
function cropField(image: Image, toPage: Affine, box: Box, b: Blank, oneLine: boolean) {
  const [w, h] = [Math.round(box.w * ZOOM), Math.round(box.h * ZOOM)];
  const canvas = createCanvas(w, h);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, w, h);
  const [a, bb, c, d, e, f] = toPage;
  // Image pixel -> page point (toPage) -> crop pixel: u = Z (X - box.x), v = Z (box.y + box.h - Y).
  ctx.setTransform(ZOOM * a, -ZOOM * d, ZOOM * bb, -ZOOM * e, ZOOM * (c - box.x), ZOOM * (box.y + box.h - f));
  // Smoothed enlargement: a fax's 1-bit steps become grey edges, which tesseract reads far better.
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(image.canvas as never, 0, 0);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  const pixels = ctx.getImageData(0, 0, w, h);
  const dark: number[] = [];
  for (let i = 0; i < w * h; i++)
    if (pixels.data[4 * i]! + pixels.data[4 * i + 1]! + pixels.data[4 * i + 2]! < 480) dark.push(i);
  const [x0, y0] = alignOnBlank(
    dark,
    w,
    b,
    Math.round(box.x * ZOOM),
    Math.round((b.pageHeight - box.y - box.h) * ZOOM),
  );
  const kept = new Uint8Array(w * h);
  for (let v = 0; v < h; v++)
    for (let u = 0; u < w; u++) {
      const [x, y] = [x0 + u, y0 + v];
      const printed = x < 0 || y < 0 || x >= b.width || y >= b.height || b.near[y * b.width + x];
      if (printed) pixels.data.fill(255, 4 * (v * w + u), 4 * (v * w + u) + 3);
    }
  for (const i of dark) if (pixels.data[4 * i] !== 255) kept[i] = 1;
  if (oneLine) keepMainBand(pixels.data, kept, w, h);
  let ink = 0;
  for (let i = 0; i < kept.length; i++) ink += kept[i]!;
  if (ink < MIN_INK_PIXELS) return null;
  ctx.putImageData(pixels, 0, 0);
  return canvas.toBuffer('image/png');
}

/**
 * The filled values of a registered scan, field by field: each field's crop OCRed on its own (one line or one
 * block, digits only where only digits belong), its words placed back on the page in points.
 */
export async function readRegions(image: Image, toPage: Affine, layout: Layout, ocr: OcrEngine): Promise<TextItem[]> {
  const b = await loadBlank();
  const words: TextItem[] = [];
  for (const region of REGIONS) {
    const box = region.field === 'date' ? DATE_AREA : layout.fields.get(region.field);
    if (!box) continue;
    const png = cropField(image, toPage, box, b, region.options.mode === 'line');
    if (!png) continue;
    const result = await ocr.recognize(png, region.options);
    // Ink the OCR gave no letter or digit for (handwriting, above all): an unreadable value, "check" (decision 312).
    if (!result.words.some((w) => /[a-z0-9]/i.test(w.text)))
      words.push({ text: '', confidence: 0, x: box.x + 1, y: box.y + 1, w: box.w - 2, h: 1, page: box.page });
    for (const w of result.words) {
      if (!/[a-z0-9]/i.test(w.text)) continue;
      words.push({
        text: w.text,
        confidence: w.confidence,
        x: box.x + w.x0 / ZOOM,
        y: box.y + box.h - w.y1 / ZOOM,
        w: (w.x1 - w.x0) / ZOOM,
        h: (w.y1 - w.y0) / ZOOM,
        page: box.page,
      });
    }
  }
  return words;
}
