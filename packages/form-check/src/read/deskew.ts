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
