import type { Box } from '../types.js';
import { darkRatio } from './pixels.js';

type Image = Parameters<typeof darkRatio>[0] & { width: number; height: number };

/** A checkbox's side, in points: the IRS's boxes are 7 to 10 points; letters' vertical strokes are shorter. */
const [MIN_SIDE, MAX_SIDE] = [5.5, 13];
/** A box's interior this dark is ticked (an empty box's interior is white; an "X" or a check mark is not). */
const TICKED_RATIO = 0.06;
/** The interior is taken this many points inside the box's sides, so its border never counts. */
const INSET = 1.5;

/**
 * The first checkbox drawn in a row of the page (a square outline: two dark columns of a box's height, a box's width
 * apart), found by its pixels; null when the row holds none. For a form with no blank copy to say where its boxes are
 * (the older revision, decision 312).
 */
export function checkboxIn(image: Image, row: Box): Box | null {
  const s = image.scale;
  const x0 = Math.max(0, Math.round(row.x * s));
  const y0 = Math.max(0, Math.round((image.pageHeight - row.y - row.h) * s));
  const w = Math.min(image.width - x0, Math.round(row.w * s));
  const h = Math.min(image.height - y0, Math.round(row.h * s));
  if (w <= 0 || h <= 0) return null;
  const { data } = image.canvas.getContext('2d').getImageData(x0, y0, w, h);
  // Each column's longest vertical run of dark pixels: [length, first row].
  const runs = Array.from({ length: w }, (_, u) => {
    let [best, from, length] = [0, 0, 0];
    for (let v = 0; v < h; v++) {
      const i = 4 * (v * w + u);
      length = data[i]! + data[i + 1]! + data[i + 2]! < 384 ? length + 1 : 0;
      if (length > best) [best, from] = [length, v - length + 1];
    }
    return [best, from] as const;
  });
  const side = (u: number) => runs[u]![0] >= MIN_SIDE * s && runs[u]![0] <= MAX_SIDE * s;
  for (let left = 0; left < w; left++) {
    if (!side(left)) continue;
    for (let right = left + Math.round(MIN_SIDE * s); right < Math.min(w, left + MAX_SIDE * s); right++) {
      if (!side(right) || Math.abs(runs[right]![1] - runs[left]![1]) > 1.5 * s) continue;
      const [top, length] = [runs[left]![1], runs[left]![0]];
      return {
        page: row.page,
        x: (x0 + left) / s,
        y: image.pageHeight - (y0 + top + length) / s,
        w: (right - left) / s,
        h: length / s,
      };
    }
  }
  return null;
}

/** Whether a checkbox found by its pixels holds a mark: its interior's ink. */
export const inkTicked = (image: Image, box: Box) => darkRatio(image, box, undefined, INSET) > TICKED_RATIO;
