import { describe, expect, it } from 'vitest';
import { buildCase } from '../corpus/build-case.js';
import { CORPUS } from '../corpus/cases.js';
import { checkboxIn, inkTicked } from './checkbox-ink.js';
import { getPage, openPdf, renderPage } from './pdfjs.js';

/** An older-revision case drawn as a scan would be (150 DPI), and line 4's row right of its label. */
async function line4Row(name: string) {
  const c = CORPUS.find((k) => k.name === name)!;
  const pdf = await openPdf(await buildCase(c, 'flattened'));
  const image = await renderPage(await getPage(pdf, 1), 150);
  await pdf.destroy();
  // The corpus draws line 4's box at x 560, y 466, 8 points square, at the end of its label's row.
  return { image, row: { page: 1, x: 470, y: 463, w: 130, h: 16 } };
}

describe('a checkbox found by its pixels (the older revision has no blank copy to place its boxes)', () => {
  it('finds the box in its row and tells a ticked box from an empty one by the ink inside it', async () => {
    const ticked = await line4Row('old-line4-checked');
    const box = checkboxIn(ticked.image, ticked.row)!;
    expect(box.x).toBeGreaterThan(558);
    expect(box.x).toBeLessThan(562);
    expect(box.w).toBeGreaterThan(6);
    expect(box.w).toBeLessThan(10);
    expect(inkTicked(ticked.image, box)).toBe(true);
    const empty = await line4Row('old-clean');
    expect(inkTicked(empty.image, checkboxIn(empty.image, empty.row)!)).toBe(false);
  });

  it('finds no box in a row of words only', async () => {
    const { image } = await line4Row('old-clean');
    expect(checkboxIn(image, { page: 1, x: 40, y: 695, w: 300, h: 14 })).toBeNull();
  });
});
