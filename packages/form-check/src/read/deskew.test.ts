import { describe, expect, it } from 'vitest';
import { inkSkew, MIN_SKEW } from './deskew.js';
import { canvasModule } from './pdfjs.js';

const [WIDTH, HEIGHT] = [1275, 1650];
const degrees = (d: number) => (d * Math.PI) / 180;

/**
 * A page at 150 DPI like a form's: full-width rules and rows of word-sized dashes, all turned by `angle` about the
 * page's centre (clockwise positive: a row runs down to the right), as a crooked scan draws them.
 */
function formPage(angle: number) {
  const canvas = canvasModule.createCanvas(WIDTH, HEIGHT);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, WIDTH, HEIGHT);
  ctx.translate(WIDTH / 2, HEIGHT / 2);
  ctx.rotate(angle);
  ctx.translate(-WIDTH / 2, -HEIGHT / 2);
  ctx.fillStyle = '#000';
  for (let y = 120; y < HEIGHT - 120; y += 90) ctx.fillRect(80, y, WIDTH - 160, 2);
  for (let y = 150; y < HEIGHT - 150; y += 30)
    for (let x = 100; x < WIDTH - 200; x += 70 + ((x * 7 + y) % 40)) ctx.fillRect(x, y, 40 + (x % 30), 11);
  return { canvas, width: WIDTH, height: HEIGHT, scale: 150 / 72, pageHeight: 792 };
}

describe("a page's skew measured from its ink, before any OCR (decision 327)", () => {
  it.each([0, 1.5, -2.3, 3.5])('finds a page turned %d degrees within a twentieth of a degree', (d) => {
    expect(Math.abs(inkSkew(formPage(degrees(d))) - degrees(d))).toBeLessThan(degrees(0.05));
  });

  it('leaves a straight page straight: under the angle at which a page is turned before it is read', () => {
    expect(Math.abs(inkSkew(formPage(0)))).toBeLessThan(MIN_SKEW / 4);
  });

  it('says nothing of a blank page', () => {
    const canvas = canvasModule.createCanvas(WIDTH, HEIGHT);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, WIDTH, HEIGHT);
    expect(inkSkew({ canvas, width: WIDTH, height: HEIGHT, scale: 150 / 72, pageHeight: 792 })).toBe(0);
  });
});
