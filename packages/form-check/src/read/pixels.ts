import type { Box } from '../types.js';

type Image = {
  canvas: {
    getContext(kind: '2d'): { getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray } };
  };
  scale: number;
  pageHeight: number;
};

/** Maps a point of the page (PDF points) to a pixel of the image; the identity registration unless given. */
export type ToPixel = (x: number, y: number) => [number, number];

/** Share of dark pixels inside a box of the page: the pixel test for checkboxes and ink. */
export function darkRatio(image: Image, box: Box, toPixel?: ToPixel, inset = 0): number {
  const map: ToPixel = toPixel ?? ((x, y) => [x * image.scale, (image.pageHeight - y) * image.scale]);
  const corners = [
    map(box.x + inset, box.y + inset),
    map(box.x + box.w - inset, box.y + box.h - inset),
    map(box.x + inset, box.y + box.h - inset),
    map(box.x + box.w - inset, box.y + inset),
  ];
  const xs = corners.map((c) => c[0]);
  const ys = corners.map((c) => c[1]);
  const [x0, y0] = [Math.max(0, Math.round(Math.min(...xs))), Math.max(0, Math.round(Math.min(...ys)))];
  const [w, h] = [Math.max(1, Math.round(Math.max(...xs)) - x0), Math.max(1, Math.round(Math.max(...ys)) - y0)];
  const { data } = image.canvas.getContext('2d').getImageData(x0, y0, w, h);
  const isDark = (i: number) => data[i]! + data[i + 1]! + data[i + 2]! < 384;
  let dark = 0;
  if (!toPixel) {
    for (let i = 0; i < data.length; i += 4) if (isDark(i)) dark++;
    return dark / (w * h);
  }
  // A registered page may be turned: the box's own points are sampled (one a pixel each way), since the rectangle
  // around a turned box also holds the print beside it (a skewed scan's rules read as a signature's ink).
  const step = 1 / image.scale;
  let n = 0;
  for (let y = box.y + inset; y < box.y + box.h - inset; y += step)
    for (let x = box.x + inset; x < box.x + box.w - inset; x += step) {
      const [px, py] = map(x, y);
      const [u, v] = [Math.floor(px) - x0, Math.floor(py) - y0];
      if (u < 0 || v < 0 || u >= w || v >= h) continue;
      n++;
      if (isDark(4 * (v * w + u))) dark++;
    }
  return n ? dark / n : 0;
}
