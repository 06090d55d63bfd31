import type { Box } from '../types.js';
import { DATE_AREA, readOfficialForm, type Layout } from './layout.js';
import { namesKnownForms } from './form-numbers.js';
import type { OcrEngine, OcrOptions, OcrWord } from './ocr.js';
import { canvasModule, getPage, openPdf, renderPage, type TextItem } from './pdfjs.js';
import { applyAffine, invertAffine, type Affine } from './registration.js';

const { createCanvas } = canvasModule;

/** Crops are drawn at this many pixels a point (288 DPI): tesseract reads best with capitals ~25 px tall. */
export const CROP_ZOOM = 4;
/** Fewer dark pixels than this in a crop (the blank form's own print taken out): an empty field, not OCRed. */
const MIN_INK_PIXELS = 40;
/** The blank form's print is taken out this many pixels around each of its dark pixels (a scan blurs it). */
const DROPOUT_RADIUS = 4;
/** Each crop is aligned on the blank form within this many pixels (the page's fit is not exact everywhere). */
const SHIFT = 12;

const DIGITS = '0123456789-';

/**
 * How a crop is prepared (decision 302). `smooth`: a smoothed enlargement (grey edges), right for scans. A fax's
 * 1-bit page gets passes of its own: drawn without smoothing, then blurred by a share of its own pixel across and
 * down (`sx`, `sy`) and thresholded at `threshold` (0-255 grey): the 98-DPI steps become smooth strokes, and a
 * lighter threshold closes strokes the fax broke.
 */
export type Preparation = 'smooth' | { sx: number; sy: number; threshold: number };
/**
 * Where a fax pass cuts its crop from: `grid` the fax drawn on its own pixel grid (decision 320), `page` the page
 * drawn square at 200 DPI by pdfjs (nearest neighbour: rows doubled or tripled, a column in fifty dropped).
 */
type FaxPass = { from: 'grid' | 'page'; prep: Preparation };
/**
 * The passes a fax's field is read with, in order, until one reads a value of the field's shape (or, for a TIN or
 * CAF number, the value expected). From the fax's own grid first; the 200-DPI page's passes of decision 302 stay as
 * the last ones: its uneven rows misdraw some glyphs (a "9" as an "8") but happen to keep others (an "S").
 */
const FAX_PASSES: FaxPass[] = [
  { from: 'grid', prep: 'smooth' },
  { from: 'grid', prep: { sx: 0.5, sy: 0.5, threshold: 150 } },
  { from: 'grid', prep: { sx: 0.5, sy: 0.5, threshold: 170 } },
  { from: 'page', prep: { sx: 0.5, sy: 0.5, threshold: 150 } },
  { from: 'page', prep: { sx: 0.7, sy: 0.7, threshold: 170 } },
];
/** A fax turned or on a rotated page has no grid drawn: decision 302's passes on the 200-DPI page. */
const PAGE_PASSES: FaxPass[] = [
  { from: 'page', prep: 'smooth' },
  { from: 'page', prep: { sx: 0.5, sy: 0.5, threshold: 150 } },
  { from: 'page', prep: { sx: 0.7, sy: 0.7, threshold: 170 } },
];

/** What a field's value looks like when read right; a fax field is read again until it does (decision 302). */
const SHAPES: Record<string, RegExp> = {
  f1_7: /^(\d{2}-\d{7}|\d{3}-\d{2}-\d{4})$/,
  f1_11: /^\d{4}-\d{5}R$/,
  f1_16: /^\d{4}-\d{5}R$/,
  ...Object.fromEntries(
    [21, 25, 29].map((n) => [`f1_${n}`, /^(\d{3,4}(-?[A-Z]{1,4})?|W-?2|10\d\d(-[A-Z]+)?)([,;]\s*\S+)*$/]),
  ),
  ...Object.fromEntries(
    [22, 26, 30].map((n) => [
      `f1_${n}`,
      /^(((19|20)\d{2}|\d{1,2}\/\d{1,2}\/(19|20)\d{2})(\s*(-|through|thru|to|,)\s*((19|20)\d{2}|\d{1,2}\/\d{1,2}\/(19|20)\d{2}))*|all years)$/i,
    ]),
  ),
  date: /\b\d{1,2}\/\d{1,2}\/(19|20)\d{2}\b/,
};
/** Fields whose value must have its shape: read otherwise on every pass, it is unsure ("check", never a rejection). */
const MUST_MATCH = new Set(['f1_7', 'f1_11', 'f1_16']);
/** Line 3's form numbers: a pass that reads a known form ends the passes; one of the shape alone is kept, and read again. */
const FORM_FIELDS = new Set(['f1_21', 'f1_25', 'f1_29']);
/** Values the check expects (the client's TINs, the designees' CAF numbers): a pass that reads one ends the passes. */
export type Expected = { tins: string[]; cafs: string[] };
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
      const image = await renderPage(await getPage(pdf, 1), 72 * CROP_ZOOM);
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

/** Grey values blurred with a Gaussian of `sx` pixels across and `sy` down (two one-dimensional passes). */
function blur(grey: Float32Array, w: number, h: number, sx: number, sy: number): Float32Array {
  const kernel = (s: number) => {
    const r = Math.max(1, Math.ceil(2.5 * s));
    const k = Array.from({ length: 2 * r + 1 }, (_, i) => Math.exp(-((i - r) ** 2) / (2 * s * s)));
    const sum = k.reduce((a, v) => a + v, 0);
    return { r, k: k.map((v) => v / sum) };
  };
  const [kx, ky] = [kernel(sx), kernel(sy)];
  const rows = new Float32Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      let v = 0;
      for (let i = -kx.r; i <= kx.r; i++) v += kx.k[i + kx.r]! * grey[y * w + Math.min(w - 1, Math.max(0, x + i))]!;
      rows[y * w + x] = v;
    }
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      let v = 0;
      for (let i = -ky.r; i <= ky.r; i++) v += ky.k[i + ky.r]! * rows[Math.min(h - 1, Math.max(0, y + i)) * w + x]!;
      out[y * w + x] = v;
    }
  return out;
}

/** The page's own pixel in crop pixels, across and down (a fax: about 1.4 and 2.9). */
export type SourcePixel = { across: number; down: number };
/** A drawn page and the map from its pixels to page points. */
export type Drawn = { image: Image; toPage: Affine };
/**
 * A fax's pixel in crop pixels and, when `image` is the fax's own grid, the page drawn at 200 DPI for the later
 * passes (drawn only when a field needs them).
 */
export type FaxSource = { pixel: SourcePixel; page: (() => Promise<Drawn>) | null };

/** Source pixels kept around a field's area when it is cut from the page: the smoothing reads a few beyond it. */
const SOURCE_MARGIN = 8;

/**
 * The part of a drawn page under a field's box (with a margin), copied out with its top-left pixel: drawing the
 * whole page for each of a page's twenty crops cost about half a second a page (the canvas copies and filters
 * every source pixel each time).
 */
function sourceUnder(image: Image, toPage: Affine, box: Box) {
  const toPixel = invertAffine(toPage);
  const corners = [
    [box.x, box.y],
    [box.x + box.w, box.y],
    [box.x, box.y + box.h],
    [box.x + box.w, box.y + box.h],
  ].map(([x, y]) => applyAffine(toPixel, x!, y!));
  const [xs, ys] = [corners.map((c) => c[0]), corners.map((c) => c[1])];
  const x0 = Math.max(0, Math.floor(Math.min(...xs)) - SOURCE_MARGIN);
  const y0 = Math.max(0, Math.floor(Math.min(...ys)) - SOURCE_MARGIN);
  const x1 = Math.min(image.width, Math.ceil(Math.max(...xs)) + SOURCE_MARGIN);
  const y1 = Math.min(image.height, Math.ceil(Math.max(...ys)) + SOURCE_MARGIN);
  if (x1 <= x0 || y1 <= y0) return null;
  const part = createCanvas(x1 - x0, y1 - y0);
  part.getContext('2d').putImageData(image.canvas.getContext('2d').getImageData(x0, y0, x1 - x0, y1 - y0), 0, 0);
  return { part, x0, y0 };
}

/** The blank form's print under a crop (aligned on it) whitened: what is left was written on the form. */
function whitenPrint(data: Uint8ClampedArray, dark: number[], w: number, h: number, box: Box, b: Blank) {
  const [x0, y0] = alignOnBlank(
    dark,
    w,
    b,
    Math.round(box.x * CROP_ZOOM),
    Math.round((b.pageHeight - box.y - box.h) * CROP_ZOOM),
  );
  for (let v = 0; v < h; v++)
    for (let u = 0; u < w; u++) {
      const [x, y] = [x0 + u, y0 + v];
      const printed = x < 0 || y < 0 || x >= b.width || y >= b.height || b.near[y * b.width + x];
      if (printed) data.fill(255, 4 * (v * w + u), 4 * (v * w + u) + 3);
    }
}

/**
 * One field's crop, drawn straight (the registration's skew, offset and a fax's unequal DPI undone) at CROP_ZOOM,
 * with the blank form's lines and labels whitened (when there is a blank form); null when nothing is written there.
 */
function cropField(
  image: Image,
  toPage: Affine,
  box: Box,
  b: Blank | null,
  oneLine: boolean,
  prep: Preparation = 'smooth',
  source: SourcePixel = { across: 1, down: 1 },
) {
  const [w, h] = [Math.round(box.w * CROP_ZOOM), Math.round(box.h * CROP_ZOOM)];
  const canvas = createCanvas(w, h);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, w, h);
  const [a, bb, c, d, e, f] = toPage;
  // Image pixel -> page point (toPage) -> crop pixel: u = Z (X - box.x), v = Z (box.y + box.h - Y).
  ctx.setTransform(
    CROP_ZOOM * a,
    -CROP_ZOOM * d,
    CROP_ZOOM * bb,
    -CROP_ZOOM * e,
    CROP_ZOOM * (c - box.x),
    CROP_ZOOM * (box.y + box.h - f),
  );
  // Smoothed enlargement: a fax's 1-bit steps become grey edges, which tesseract reads far better.
  ctx.imageSmoothingEnabled = prep === 'smooth';
  ctx.imageSmoothingQuality = 'high';
  const under = sourceUnder(image, toPage, box);
  if (under) ctx.drawImage(under.part, under.x0, under.y0);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  const pixels = ctx.getImageData(0, 0, w, h);

  const dark: number[] = [];
  for (let i = 0; i < w * h; i++)
    if (pixels.data[4 * i]! + pixels.data[4 * i + 1]! + pixels.data[4 * i + 2]! < 480) dark.push(i);
  if (b) whitenPrint(pixels.data, dark, w, h, box, b);
  const kept = new Uint8Array(w * h);
  for (const i of dark) if (pixels.data[4 * i] !== 255) kept[i] = 1;
  if (oneLine) keepMainBand(pixels.data, kept, w, h);
  let ink = 0;
  for (let i = 0; i < kept.length; i++) ink += kept[i]!;
  if (ink < MIN_INK_PIXELS) return null;
  if (prep !== 'smooth') {
    // The fax's own pixels, the form's print taken out, smoothed and thresholded (decision 302).
    const grey = new Float32Array(w * h);
    for (let i = 0; i < w * h; i++) grey[i] = pixels.data[4 * i]!;
    const soft = blur(grey, w, h, prep.sx * source.across, prep.sy * source.down);
    for (let i = 0; i < w * h; i++) pixels.data.fill(soft[i]! < prep.threshold ? 0 : 255, 4 * i, 4 * i + 3);
  }
  ctx.putImageData(pixels, 0, 0);
  return canvas;
}

/** How a field's passes reach their crops: the drawn page(s), the blank form whose print is taken out (none for a form with no blank copy), a fax's pixel. */
type FieldSource = {
  drawn: (from: FaxPass['from']) => Promise<Drawn> | Drawn;
  blank: Blank | null;
  fax: FaxSource | null;
  passes: FaxPass[];
  isExpected: (field: string, text: string) => boolean;
};

/**
 * One field's words, read from its crop: a fax field again with other preparations until its value has the field's
 * shape, or is the value the check expects (a TIN or CAF number of the right shape may still be a misread digit).
 * Null when nothing is written there.
 */
async function readField(field: string, options: OcrOptions, box: Box, ocr: OcrEngine, src: FieldSource) {
  const shape = src.fax ? SHAPES[field] : undefined;
  const passes: FaxPass[] = shape ? src.passes : [{ from: 'grid', prep: 'smooth' }];
  let chosen: OcrWord[] | null = null;
  let first: OcrWord[] | null = null;
  for (const pass of passes) {
    const drawn = await src.drawn(pass.from);
    const oneLine = options.mode === 'line';
    const crop = cropField(drawn.image, drawn.toPage, box, src.blank, oneLine, pass.prep, src.fax?.pixel);
    if (!crop) break;
    const read = (await ocr.recognize(crop, options)).words.filter((w) => /[a-z0-9]/i.test(w.text));
    first ??= read;
    const text = read.map((w) => w.text).join(' ');
    if (!shape || src.isExpected(field, text)) {
      chosen = read;
      break;
    }
    if (shape.test(text) && !chosen) chosen = read;
    if (chosen && !MUST_MATCH.has(field) && !FORM_FIELDS.has(field)) break;
  }
  if (!first) return null;
  // No pass gave a TIN or CAF number of its shape: what was read is unsure ("check", never a likely rejection).
  return chosen ?? (MUST_MATCH.has(field) ? first.map((w) => ({ ...w, confidence: 0 })) : first);
}

/** A crop's words placed back on the page, in points; ink with no letter or digit read, one unreadable word. */
function placeWords(found: OcrWord[], box: Box): TextItem[] {
  // Ink the OCR gave no letter or digit for (handwriting, above all): an unreadable value, "check" (decision 312).
  if (found.length === 0)
    return [{ text: '', confidence: 0, x: box.x + 1, y: box.y + 1, w: box.w - 2, h: 1, page: box.page }];
  return found.map((w) => ({
    text: w.text,
    confidence: w.confidence,
    x: box.x + w.x0 / CROP_ZOOM,
    y: box.y + box.h - w.y1 / CROP_ZOOM,
    w: (w.x1 - w.x0) / CROP_ZOOM,
    h: (w.y1 - w.y0) / CROP_ZOOM,
    page: box.page,
  }));
}

const digitsOf = (t: string) => t.replace(/\D/g, '');
const cafKey = (t: string) => t.toUpperCase().replace(/[^0-9R]/g, '');
/** Whether a field reads as a value the check expects: the client's TIN, a known form, a designee's CAF number. */
export const expectedBy = (expected: Expected) => (field: string, text: string) =>
  field === 'f1_7'
    ? expected.tins.some((t) => digitsOf(t) === digitsOf(text))
    : FORM_FIELDS.has(field)
      ? namesKnownForms(text)
      : ['f1_11', 'f1_16'].includes(field) && expected.cafs.some((c) => cafKey(c) === cafKey(text));

/**
 * The filled values of a registered scan, field by field: each field's crop OCRed on its own (one line or one
 * block, digits only where only digits belong), its words placed back on the page in points.
 */
export async function readRegions(
  image: Image,
  toPage: Affine,
  layout: Layout,
  ocr: OcrEngine,
  fax: FaxSource | null = null,
  expected: Expected = { tins: [], cafs: [] },
): Promise<TextItem[]> {
  const drawnPage = fax?.page;
  let page: Promise<Drawn> | undefined;
  const src: FieldSource = {
    drawn: (from) => (from === 'page' && drawnPage ? (page ??= drawnPage()) : { image, toPage }),
    blank: await loadBlank(),
    fax,
    passes: drawnPage ? FAX_PASSES : PAGE_PASSES,
    isExpected: expectedBy(expected),
  };
  const words: TextItem[] = [];
  for (const region of REGIONS) {
    const box = region.field === 'date' ? DATE_AREA : layout.fields.get(region.field);
    if (!box) continue;
    const found = await readField(region.field, region.options, box, ocr, src);
    if (found) words.push(...placeWords(found, box));
  }
  return words;
}

/** The fields a form with no blank copy (the older revision, decision 312) has read again on a fax. */
export type FaxArea = 'date' | 'f1_7';

/**
 * One value's area of a fax page with no blank copy to take its print out (the older seven-line revision): read
 * with the fax passes from the fax's own grid, as the current form's field of the same shape is (decision 325).
 */
export async function readFaxArea(
  grid: Image,
  toPage: Affine,
  field: FaxArea,
  box: Box,
  ocr: OcrEngine,
  pixel: SourcePixel,
  expected: Expected,
): Promise<TextItem[] | null> {
  const region = REGIONS.find((r) => r.field === field)!;
  const src: FieldSource = {
    drawn: () => ({ image: grid, toPage }),
    blank: null,
    fax: { pixel, page: null },
    passes: FAX_PASSES.filter((p) => p.from === 'grid'),
    isExpected: expectedBy(expected),
  };
  const found = await readField(field, region.options, box, ocr, src);
  return found && placeWords(found, box);
}
