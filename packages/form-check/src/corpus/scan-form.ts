import { PDFDocument } from 'pdf-lib';
import { canvasModule, openPdf, renderPage } from '../read/pdfjs.js';

const { createCanvas } = canvasModule;

export type ScanKind = 'scan' | 'fax' | 'skewed' | 'noise';

/**
 * An image-only copy of a filled form, as a scanner or a fax machine makes it: `scan` 150 DPI grey JPEG,
 * `fax` 204x98 DPI 1-bit, `skewed` turned by 1.5 degrees, `noise` a page too degraded to read.
 */
export async function scanForm(bytes: Uint8Array, kind: ScanKind): Promise<Uint8Array> {
  const pdf = await openPdf(bytes);
  const page = await pdf.getPage(1);
  const [dpiX, dpiY] = kind === 'fax' ? [204, 98] : kind === 'noise' ? [40, 40] : [150, 150];
  const drawn = await renderPage(page, dpiX);
  await pdf.destroy();
  const [w, h] = [Math.round(612 * (dpiX / 72)), Math.round(792 * (dpiY / 72))];
  const canvas = createCanvas(w, h);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, w, h);
  if (kind === 'skewed') {
    ctx.translate(w / 2, h / 2);
    ctx.rotate((1.5 * Math.PI) / 180);
    ctx.translate(-w / 2, -h / 2);
  }
  ctx.drawImage(drawn.canvas as never, 0, 0, w, h);
  const image = ctx.getImageData(0, 0, w, h);
  const d = image.data;
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let i = 0; i < d.length; i += 4) {
    let grey = (d[i]! + d[i + 1]! + d[i + 2]!) / 3;
    if (kind === 'fax') grey = grey < 160 ? 0 : 255;
    if (kind === 'noise') grey = random() < 0.35 ? 255 - grey : grey;
    d[i] = d[i + 1] = d[i + 2] = grey;
  }
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.putImageData(image, 0, 0);
  const out = await PDFDocument.create();
  out.setCreationDate(new Date(0));
  out.setModificationDate(new Date(0));
  const embedded =
    kind === 'fax'
      ? await out.embedPng(canvas.toBuffer('image/png'))
      : await out.embedJpg(canvas.toBuffer('image/jpeg', 70));
  out.addPage([612, 792]).drawImage(embedded, { x: 0, y: 0, width: 612, height: 792 });
  return out.save({ useObjectStreams: false });
}
