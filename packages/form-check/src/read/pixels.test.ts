import { describe, expect, it } from 'vitest';
import { canvasModule } from './pdfjs.js';
import { darkRatio, type ToPixel } from './pixels.js';

/** A 300-pixel page at one pixel a point, and a map that turns it 10 degrees about its centre (a skewed scan). */
const SIZE = 300;
const angle = (10 * Math.PI) / 180;
const turned: ToPixel = (x, y) => {
  const [dx, dy] = [x - SIZE / 2, SIZE - y - SIZE / 2];
  return [
    SIZE / 2 + dx * Math.cos(angle) - dy * Math.sin(angle),
    SIZE / 2 + dx * Math.sin(angle) + dy * Math.cos(angle),
  ];
};
const box = { page: 1, x: 100, y: 120, w: 100, h: 60 };

/** The page drawn black around the turned box, and the box itself `inside` (white: empty, black: inked). */
function page(inside: string) {
  const canvas = canvasModule.createCanvas(SIZE, SIZE);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#000';
  ctx.fillRect(0, 0, SIZE, SIZE);
  ctx.fillStyle = inside;
  ctx.beginPath();
  const corners = [
    [box.x, box.y],
    [box.x + box.w, box.y],
    [box.x + box.w, box.y + box.h],
    [box.x, box.y + box.h],
  ].map(([x, y]) => turned(x!, y!));
  corners.forEach(([u, v], i) => (i ? ctx.lineTo(u, v) : ctx.moveTo(u, v)));
  ctx.closePath();
  ctx.fill();
  return { canvas, scale: 1, pageHeight: SIZE };
}

describe('the share of dark pixels in a box of a turned page (the pixel test on a skewed scan)', () => {
  it("counts the box's own pixels only: the print around a turned box is not its ink", () => {
    expect(darkRatio(page('#fff'), box, turned, 1)).toBeLessThan(0.02);
    expect(darkRatio(page('#000'), box, turned, 1)).toBeGreaterThan(0.98);
  });
});
