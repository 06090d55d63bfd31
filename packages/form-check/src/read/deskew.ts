import type { OcrBaseline } from './ocr.js';
import { canvasModule, type renderPage } from './pdfjs.js';

type Image = Awaited<ReturnType<typeof renderPage>>;

/** Lines shorter than this (pixels) say little about the page's angle: a word or two. */
const MIN_LINE_PX = 150;
/** A page turned less than this (radians, about 0.4 degrees) is read as it is: rows drift under a point. */
export const MIN_SKEW = 0.007;

/**
 * The page's skew in radians (clockwise, as the image's y runs down): the median slope of its long text lines'
 * baselines. Zero when too few lines say.
 */
export function baselineSkew(baselines: OcrBaseline[]): number {
  const slopes = baselines
    .filter((b) => b.x1 - b.x0 >= MIN_LINE_PX)
    .map((b) => Math.atan2(b.y1 - b.y0, b.x1 - b.x0))
    .sort((a, b) => a - b);
  return slopes.length < 5 ? 0 : slopes[Math.floor(slopes.length / 2)]!;
}

/** The ink's projection tries angles up to this each way (radians, about 4 degrees): a scan fed more crooked is rare. */
const MAX_INK_SKEW = 0.07;
/** Its first pass steps this far (about 0.17 degree), its second a tenth of that around the first pass's best. */
const COARSE_STEP = 0.003;
/** Fewer dark pixels than this (a blank or nearly blank page) say nothing of its angle. */
const MIN_INK = 2000;

/**
 * The page's skew in radians (clockwise positive, as `baselineSkew`), from its ink before any OCR: the angle at which
 * the dark pixels, projected across the page, pile up into the sharpest rows (a form's rules and text lines). It is
 * measured before the page is read, so a crooked scan is read once, straight (decision 327).
 */
export function inkSkew(image: Image): number {
  const { width, height } = image;
  const data = image.canvas.getContext('2d').getImageData(0, 0, width, height).data;
  const xs: number[] = [];
  const ys: number[] = [];
  // Every row (a rule is a pixel or two thick), every second column: enough ink, half the work.
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x += 2) {
      const i = 4 * (y * width + x);
      if (data[i]! + data[i + 1]! + data[i + 2]! < 384) {
        xs.push(x);
        ys.push(y);
      }
    }
  if (xs.length < MIN_INK) return 0;
  const [px, py] = [Float64Array.from(xs), Float64Array.from(ys)];
  // Projected rows are shifted by this half-pixel-rounded offset so every index is positive.
  const offset = Math.ceil(width * Math.sin(MAX_INK_SKEW)) + 1.5;
  const bins = new Float64Array(height + 2 * offset + 2);
  const sharpness = (angle: number) => {
    bins.fill(0);
    const [c, s] = [Math.cos(angle), Math.sin(angle)];
    for (let i = 0; i < px.length; i++) bins[(py[i]! * c - px[i]! * s + offset) | 0]! += 1;
    let sum = 0;
    for (let i = 0; i < bins.length; i++) sum += bins[i]! * bins[i]!;
    return sum;
  };
  const best = (from: number, to: number, step: number) => {
    let [angle, top] = [0, -1];
    for (let a = from; a <= to + step / 2; a += step) {
      const score = sharpness(a);
      if (score > top) [angle, top] = [a, score];
    }
    return angle;
  };
  const coarse = best(-MAX_INK_SKEW, MAX_INK_SKEW, COARSE_STEP);
  return best(coarse - COARSE_STEP, coarse + COARSE_STEP, COARSE_STEP / 10);
}

/** A drawn page turned by `radians` about its centre (clockwise positive), on white, the same size. */
export function rotateImage(image: Image, radians: number): Image {
  const canvas = canvasModule.createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, image.width, image.height);
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.translate(image.width / 2, image.height / 2);
  ctx.rotate(radians);
  ctx.drawImage(image.canvas as never, -image.width / 2, -image.height / 2);
  return { ...image, canvas };
}
