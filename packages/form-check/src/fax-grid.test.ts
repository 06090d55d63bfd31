import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { faxResolution, renderOnFaxGrid } from './read/fax-grid.js';
import { canvasModule, openPdf } from './read/pdfjs.js';

/** A one-page PDF whose only content is a `w` x `h` image of alternating black and white rows, over the whole page. */
async function stripedPage(w: number, h: number): Promise<Uint8Array> {
  const canvas = canvasModule.createCanvas(w, h);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, w, h);
  ctx.fillStyle = '#000';
  for (let y = 0; y < h; y += 2) ctx.fillRect(0, y, w, 1);
  const pdf = await PDFDocument.create();
  const image = await pdf.embedPng(canvas.toBuffer('image/png'));
  pdf.addPage([612, 792]).drawImage(image, { x: 0, y: 0, width: 612, height: 792 });
  return pdf.save();
}

describe('a fax page drawn on its own pixel grid (decision 320)', () => {
  it('keeps every one of a 204x98 fax’s rows: none doubled, none dropped', async () => {
    const pdf = await openPdf(await stripedPage(1734, 1078));
    const page = await pdf.getPage(1);
    const dpi = await faxResolution(page);
    expect(dpi).not.toBeNull();
    expect(dpi!.dpiX).toBeCloseTo(204, 0);
    expect(dpi!.dpiY).toBeCloseTo(98, 0);
    const grid = await renderOnFaxGrid(page, dpi!.dpiX, dpi!.dpiY);
    expect([grid.width, grid.height]).toEqual([1734, 1078]);
    const { data } = grid.canvas.getContext('2d').getImageData(800, 0, 1, grid.height);
    const wrong = Array.from({ length: grid.height }, (_, y) => y).filter((y) => data[4 * y]! < 128 !== (y % 2 === 0));
    expect(wrong).toEqual([]);
    await pdf.destroy();
  });

  it('does not take a scan at an even resolution for a fax', async () => {
    const pdf = await openPdf(await stripedPage(1275, 1650));
    expect(await faxResolution(await pdf.getPage(1))).toBeNull();
    await pdf.destroy();
  });
});
