import type { PDFPageProxy } from 'pdfjs-dist/types/src/display/api.js';
import type { FormRead, PageView } from '../types.js';
import { assembleRead } from './assemble.js';
import { readIdentity } from './identity.js';
import { LAYOUT_HEIGHT, LAYOUT_PAGE, LAYOUT_WIDTH, type Layout } from './layout.js';
import type { OcrEngine } from './ocr.js';
import { canvasModule, drawScale, renderPage, type TextItem } from './pdfjs.js';
import { faxResolution, renderOnFaxGrid } from './fax-grid.js';
import { pixelMarks } from './marks.js';
import { likelyTurns } from './orientation.js';
import { CROP_ZOOM, readRegions, type Drawn, type Expected } from './read-regions.js';
import { isSevenLineForm, readSevenLineForm } from './seven-lines.js';
import { rereadSevenLineFax } from './seven-lines-fax.js';
import { baselineSkew, inkSkew, MIN_SKEW, rotateImage } from './deskew.js';
import {
  applyAffine,
  applyHomography,
  invertAffine,
  invertHomography,
  registerPage,
  type Affine,
  type Homography,
} from './registration.js';

/** Scans are drawn at this resolution for OCR (the brief's limit is 200 DPI; fax pages carry less). */
export const OCR_DPI = 150;
/** Below this mean confidence tesseract is guessing: the page is illegible. */
const MIN_PAGE_CONFIDENCE = 45;
/** The fields' crops are cut from the page drawn at the brief's limit: a fax's 204 DPI across survives. */
const FIELD_DPI = 200;

type ScanRead = Omit<FormRead, 'pages' | 'illegible'> & { illegible: FormRead['illegible'] };
type Image = Awaited<ReturnType<typeof renderPage>>;
/** So many printed words registered: the page is the right way up, no other turn is tried. */
const SURE_MATCHES = 25;
const NONE_EXPECTED: Expected = { tins: [], cafs: [] };

/** A drawn page turned by `quarters` quarter turns clockwise (a landscape page becomes portrait on 1 or 3). */
export function turnImage(image: Image, quarters: number): Image {
  const q = ((quarters % 4) + 4) % 4;
  if (q === 0) return image;
  const [w, h] = q % 2 ? [image.height, image.width] : [image.width, image.height];
  const canvas = canvasModule.createCanvas(w, h);
  const ctx = canvas.getContext('2d');
  ctx.translate(w / 2, h / 2);
  ctx.rotate((q * Math.PI) / 2);
  ctx.drawImage(image.canvas as never, -image.width / 2, -image.height / 2);
  return { canvas, width: w, height: h, scale: image.scale, pageHeight: h / image.scale };
}

/**
 * A homography is used (the page rectified) when it and the affine fit put a corner of the printed area this many
 * points apart: a keystone. A flat scan's two fits agree within a point or so.
 */
const PERSPECTIVE_POINTS = 3;

/**
 * A photographed page redrawn straight: each pixel of a page drawn at `dpi` takes the photo's pixel the homography
 * points at (bilinear). `h` maps the OCRed image's pixels to page points; `source` is the same page drawn `1 / k`
 * times as large (k = 1: that image; the fields' page, drawn at 200 DPI, has k = 150 / 200).
 */
export function rectify(source: Image, h: Homography, k: number, dpi: number): Image {
  const scale = dpi / 72;
  const [w, ht] = [Math.ceil(LAYOUT_WIDTH * scale), Math.ceil(LAYOUT_HEIGHT * scale)];
  // The output pixel (u, v) is the page point (u / scale, LAYOUT_HEIGHT - v / scale); the map back to the source's pixels is
  // written out, with no function called per pixel: a closure per pixel made this loop most of a photo's CPU
  // (tsx names every function it creates; decision 316).
  const [a, b, c, d, e, f, g, m, n] = invertHomography(h);
  const sw = source.width;
  const src = source.canvas.getContext('2d').getImageData(0, 0, sw, source.height).data;
  const canvas = canvasModule.createCanvas(w, ht);
  const ctx = canvas.getContext('2d');
  const out = ctx.createImageData(w, ht);
  const dst = out.data;
  for (let v = 0; v < ht; v++) {
    const Y = LAYOUT_HEIGHT - v / scale;
    for (let u = 0; u < w; u++) {
      const X = u / scale;
      const z = k * (g * X + m * Y + n);
      const sx = (a * X + b * Y + c) / z;
      const sy = (d * X + e * Y + f) / z;
      const i = 4 * (v * w + u);
      dst[i + 3] = 255;
      if (!(sx >= 0 && sy >= 0 && sx < sw - 1 && sy < source.height - 1)) {
        dst[i] = dst[i + 1] = dst[i + 2] = 255;
        continue;
      }
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const fx = sx - x0;
      const fy = sy - y0;
      const w00 = (1 - fx) * (1 - fy);
      const w10 = fx * (1 - fy);
      const w01 = (1 - fx) * fy;
      const w11 = fx * fy;
      const p = 4 * (y0 * sw + x0);
      const q = p + 4 * sw;
      for (let ch = 0; ch < 3; ch++)
        dst[i + ch] = src[p + ch]! * w00 + src[p + 4 + ch]! * w10 + src[q + ch]! * w01 + src[q + 4 + ch]! * w11;
    }
  }
  ctx.putImageData(out, 0, 0);
  return { canvas, width: w, height: ht, scale, pageHeight: LAYOUT_HEIGHT };
}

/** The affine map from the pixels of a page drawn straight at `scale` to its points (a page `pageHeight` tall). */
const straight = (scale: number, pageHeight = LAYOUT_HEIGHT): Affine => [1 / scale, 0, 0, 0, -1 / scale, pageHeight];

/**
 * The page's words by OCR, the right way up. A portrait page is tried as it comes and half a turn round (fed upside
 * down), a landscape page a quarter each way; the turn whose ink lies most like the blank form's is tried first (most
 * pages pay one OCR pass), and when its printed words do not register the other is tried too, and the turn that
 * registers the most printed words is kept.
 */
async function readUpright(drawn: Image, layout: Layout, ocr: OcrEngine, pageNumber: number) {
  const turns = await likelyTurns(drawn, drawn.width > drawn.height ? [3, 1] : [0, 2], turnImage);
  let best: Awaited<ReturnType<typeof readTurned>> | undefined;
  const matched = (a: typeof best) => Math.max(a?.registered?.matched ?? 0, a?.registered?.matchedByHomography ?? 0);
  for (const quarters of turns) {
    const attempt = await readTurned(turnImage(drawn, quarters), quarters, layout, ocr, pageNumber);
    if (!best || matched(attempt) > matched(best)) best = attempt;
    // Enough printed words, the older revision's labels read (it has no blank form to register on, decision 327), or
    // another form recognised (a 2848 is not read further): no other turn is tried.
    const other = readIdentity(best.pixelWords).formNumber.value;
    const sure = matched(best) >= SURE_MATCHES || isSevenLineForm(onLayoutPage(best.pixelWords));
    if (sure || (other && other !== '8821')) break;
  }
  return best!;
}

/** A page turned by `skew` (radians, clockwise) drawn straight; as it is when it is within a few tenths of a degree. */
const straighten = (image: Image, skew: number) => (skew ? rotateImage(image, -skew) : image);

/**
 * A page's words by OCR, the page first turned straight by its ink when it was scanned at an angle (decision 327):
 * its rows are then level for the labels, and one OCR pass does what a second, straightened one did.
 */
async function readTurned(turned: Image, quarters: number, layout: Layout, ocr: OcrEngine, pageNumber: number) {
  const measured = inkSkew(turned);
  const skew = Math.abs(measured) >= MIN_SKEW ? measured : 0;
  const image = straighten(turned, skew);
  const result = await ocr.recognize(image.canvas);
  const pixelWords = result.words.map((w) => ({
    text: w.text,
    confidence: w.confidence,
    px: w.x0,
    py: w.y1,
    pw: w.x1 - w.x0,
    ph: w.y1 - w.y0,
    x: w.x0 / image.scale,
    y: image.pageHeight - w.y1 / image.scale,
    w: (w.x1 - w.x0) / image.scale,
    h: (w.y1 - w.y0) / image.scale,
    page: pageNumber,
  }));
  return { image, quarters, skew, result, pixelWords, registered: registerPage(pixelWords, layout.printedWords) };
}

/**
 * A fax page as the whole-page OCR reads it, 150 DPI square, resampled smoothly from the fax's own grid: pdfjs
 * draws the 98-DPI rows nearest-neighbour, doubling some and not others, and breaks the words (decision 323).
 */
async function faxPageForOcr(page: PDFPageProxy, fax: { dpiX: number; dpiY: number }): Promise<Image> {
  const grid = await renderOnFaxGrid(page, fax.dpiX, fax.dpiY);
  const scale = drawScale(page, OCR_DPI);
  const viewport = page.getViewport({ scale });
  const canvas = canvasModule.createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(grid.canvas, 0, 0, canvas.width, canvas.height);
  return { canvas, width: canvas.width, height: canvas.height, scale, pageHeight: grid.pageHeight };
}

/** The whole page's OCR words, in page points, as words of the layout's page. */
const onLayoutPage = (pixelWords: { text: string; confidence: number; x: number; y: number; w: number; h: number }[]) =>
  pixelWords.map(({ text, confidence, x, y, w, h }): TextItem => ({ text, confidence, x, y, w, h, page: LAYOUT_PAGE }));

type PagePass = Pick<Awaited<ReturnType<typeof readTurned>>, 'image' | 'quarters' | 'skew' | 'result' | 'pixelWords'>;

/**
 * The older seven-line revision as a scan: it has no blank copy to register on, so its values are found from the
 * page's own words by their labels (decision 312), and those words must be good ones. A fax is read again from its
 * own grid (decision 323); a page scanned at an angle was read straight (decisions 325, 327), so each label's row is
 * level; a fax's misread date or TIN is read again from its area (decision 325).
 */
async function readSevenLineScan(
  page: PDFPageProxy,
  first: PagePass,
  layout: Layout,
  ocr: OcrEngine,
  expected: Expected = NONE_EXPECTED,
) {
  const { quarters } = first;
  const fax = page.rotate % 360 === 0 ? await faxResolution(page) : null;
  let pass: PagePass = fax
    ? await readTurned(turnImage(await faxPageForOcr(page, fax), quarters), quarters, layout, ocr, LAYOUT_PAGE)
    : first;
  // The page was read straight by its ink's angle (decision 327); its lines' baselines are the check, and a page
  // they still find crooked is turned by them and read again.
  const residual = baselineSkew(pass.result.baselines);
  const straightened = pass.skew !== 0 || Math.abs(residual) >= MIN_SKEW;
  if (Math.abs(residual) >= MIN_SKEW)
    pass = await readTurned(rotateImage(pass.image, -residual), quarters, layout, ocr, LAYOUT_PAGE);
  const words = onLayoutPage(pass.pixelWords);
  const read = readSevenLineForm(words, pass.image, () => false, 'ocr');
  // The fax's grid is the page as sent: its areas match the words only when the page was not turned.
  const reread =
    fax && quarters === 0 && !straightened && (await rereadSevenLineFax(page, fax, read, words, ocr, expected));
  // Its boxes are in the points of the page as it was read (turned, straightened).
  const { image } = pass;
  const view: PageView = { page: LAYOUT_PAGE, canvas: image.canvas, toLayout: straight(image.scale, image.pageHeight) };
  return { ...(reread ? readSevenLineForm(reread, image, () => false, 'ocr') : read), view };
}

/** An image-only page: drawn, OCRed, registered on the official layout, then each field's crop OCRed on its own. */
export async function readScannedPage(
  page: PDFPageProxy,
  layout: Layout,
  ocr: OcrEngine,
  expected?: Expected,
): Promise<ScanRead> {
  const { image, quarters, skew, result, pixelWords, registered } = await readUpright(
    await renderPage(page, OCR_DPI),
    layout,
    ocr,
    LAYOUT_PAGE,
  );
  const identity = readIdentity(pixelWords);
  const empty = assembleRead(
    layout,
    [],
    { checked: () => ({ value: null, box: null }), signatureInk: { value: null, box: null }, values: new Map() },
    'ocr',
  );
  if (identity.formNumber.value && identity.formNumber.value !== '8821')
    return { ...empty, ...identity, illegible: null };
  // The older seven-line revision: read from the whole page's words by its printed labels (decision 312).
  if (isSevenLineForm(onLayoutPage(pixelWords)) && result.confidence >= MIN_PAGE_CONFIDENCE) {
    const read = await readSevenLineScan(page, { image, quarters, skew, result, pixelWords }, layout, ocr, expected);
    return { ...read, ...identity, illegible: null };
  }
  if (!registered || result.confidence < MIN_PAGE_CONFIDENCE)
    return {
      ...empty,
      ...identity,
      illegible: {
        page: LAYOUT_PAGE,
        reason: registered
          ? `the text recognition is unsure of it (${result.confidence.toFixed(0)} % confidence)`
          : 'its printed lines could not be found',
      },
    };
  // A photo at an angle: the page is redrawn straight through the homography, then read as a straight scan.
  const h = registered.homography && registered.apart > PERSPECTIVE_POINTS ? registered.homography : null;
  const toPage = (x: number, y: number) => (h ? applyHomography(h, x, y) : applyAffine(registered.transform, x, y));
  const words: TextItem[] = pixelWords.map((w) => {
    const [x0, y0] = toPage(w.px, w.py);
    const [x1, y1] = toPage(w.px + w.w * image.scale, w.py - w.h * image.scale);
    return { text: w.text, confidence: w.confidence, x: x0, y: y0, w: x1 - x0, h: y1 - y0, page: LAYOUT_PAGE };
  });
  const seen = h ? rectify(image, h, 1, OCR_DPI) : image;
  const t = h ? straight(seen.scale) : registered.transform;
  const inverse = invertAffine(t);
  const marks = pixelMarks(layout, seen, null, false, (x, y) => applyAffine(inverse, x, y));
  // The whole page's words only register it and tell which form it is: a form's values are read field by field.
  const r = OCR_DPI / FIELD_DPI;
  const drawPage = async () => {
    const drawn = straighten(turnImage(await renderPage(page, FIELD_DPI), quarters), skew);
    const fine = h ? rectify(drawn, h, r, FIELD_DPI) : drawn;
    const toPage: Affine = h ? straight(fine.scale) : [t[0] * r, t[1] * r, t[2], t[3] * r, t[4] * r, t[5]];
    return { image: fine, toPage };
  };
  // A rectified photo is resampled, so it is read as a scan. A fax the right way up is cropped from its own pixel
  // grid (decision 320); turned, from the page drawn at 200 DPI, its pixel turned with it.
  const faxDpi = h ? null : await faxResolution(page);
  const onGrid = faxDpi !== null && quarters === 0 && !skew && page.rotate % 360 === 0;
  let fields: Drawn;
  if (onGrid) {
    // Grid pixels -> OCR image pixels: 150 / dpi each way.
    const [kx, ky] = [OCR_DPI / faxDpi.dpiX, OCR_DPI / faxDpi.dpiY];
    const grid = await renderOnFaxGrid(page, faxDpi.dpiX, faxDpi.dpiY);
    fields = { image: grid, toPage: [t[0] * kx, t[1] * ky, t[2], t[3] * kx, t[4] * ky, t[5]] };
  } else fields = await drawPage();
  const pixel = faxDpi && { across: (CROP_ZOOM * 72) / faxDpi.dpiX, down: (CROP_ZOOM * 72) / faxDpi.dpiY };
  const fax = pixel && {
    pixel: quarters % 2 ? { across: pixel.down, down: pixel.across } : pixel,
    page: onGrid ? drawPage : null,
  };
  const filled = await readRegions(fields.image, fields.toPage, layout, ocr, fax, expected);
  const placedIdentity = readIdentity(words);
  const view: PageView = { page: LAYOUT_PAGE, canvas: seen.canvas, toLayout: t };
  return { ...assembleRead(layout, filled, marks, 'ocr'), ...placedIdentity, illegible: null, view };
}
