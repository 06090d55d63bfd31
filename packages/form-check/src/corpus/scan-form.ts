import type { Canvas } from '@napi-rs/canvas';
import { PDFDocument } from 'pdf-lib';
import { canvasModule, getPage, openPdf, renderPage } from '../read/pdfjs.js';

const { createCanvas } = canvasModule;

export type ScanKind = 'scan' | 'fax' | 'skewed' | 'noise' | 'photo' | 'turned' | 'sideways';

/** The 3x3 homography (row-major, h33 = 1) that maps each `from` corner onto its `to` corner. */
export function homographyOf(from: [number, number][], to: [number, number][]): number[] {
  // Eight equations, eight unknowns: Gauss-Jordan elimination with partial pivoting.
  const rows: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = from[i]!;
    const [u, v] = to[i]!;
    rows.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    rows.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  for (let c = 0; c < 8; c++) {
    let p = c;
    for (let r = c + 1; r < 8; r++) if (Math.abs(rows[r]![c]!) > Math.abs(rows[p]![c]!)) p = r;
    [rows[c], rows[p]] = [rows[p]!, rows[c]!];
    for (let r = 0; r < 8; r++) {
      if (r === c) continue;
      const f = rows[r]![c]! / rows[c]![c]!;
      for (let k = c; k < 9; k++) rows[r]![k]! -= f * rows[c]![k]!;
    }
  }
  return [...rows.map((r, i) => r[8]! / r[i]!), 1];
}

/**
 * A phone photo of the page: the page seen at an angle (a keystone: the top edge further away, so narrower),
 * turned by 2.5 degrees, on a grey desk, lit unevenly (brighter at the top left, a shadow towards the bottom
 * right). Each photo pixel takes the page pixel the inverse homography points at (bilinear).
 */
function photograph(page: Canvas, w: number, h: number): Canvas {
  const a = (2.5 * Math.PI) / 180;
  const turn = ([x, y]: [number, number]): [number, number] => {
    const [cx, cy] = [x - w / 2, y - h / 2];
    return [w / 2 + cx * Math.cos(a) - cy * Math.sin(a), h / 2 + cx * Math.sin(a) + cy * Math.cos(a)];
  };
  const quad: [number, number][] = (
    [
      [0.07 * w, 0.05 * h],
      [0.93 * w, 0.04 * h],
      [0.97 * w, 0.96 * h],
      [0.03 * w, 0.95 * h],
    ] as [number, number][]
  ).map(turn);
  const back = homographyOf(quad, [
    [0, 0],
    [w, 0],
    [w, h],
    [0, h],
  ]);
  const src = page.getContext('2d').getImageData(0, 0, w, h).data;
  const out = createCanvas(w, h);
  const image = out.getContext('2d').createImageData(w, h);
  const d = image.data;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const z = back[6]! * x + back[7]! * y + 1;
      const sx = (back[0]! * x + back[1]! * y + back[2]!) / z;
      const sy = (back[3]! * x + back[4]! * y + back[5]!) / z;
      let grey = 118; // the desk
      if (sx >= 0 && sy >= 0 && sx < w - 1 && sy < h - 1) {
        const [x0, y0] = [Math.floor(sx), Math.floor(sy)];
        const [fx, fy] = [sx - x0, sy - y0];
        const at = (xx: number, yy: number) => src[4 * (yy * w + xx)]!;
        grey =
          at(x0, y0) * (1 - fx) * (1 - fy) +
          at(x0 + 1, y0) * fx * (1 - fy) +
          at(x0, y0 + 1) * (1 - fx) * fy +
          at(x0 + 1, y0 + 1) * fx * fy;
      }
      // Uneven light: 100 % at the top left down to 72 % at the bottom right.
      const light = 1 - 0.28 * ((x / w) * 0.5 + (y / h) * 0.5) ** 1.5;
      const i = 4 * (y * w + x);
      d[i] = d[i + 1] = d[i + 2] = grey * light;
      d[i + 3] = 255;
    }
  out.getContext('2d').putImageData(image, 0, 0);
  return out;
}

/**
 * An image-only copy of a filled form, as a scanner, a fax machine or a phone makes it: `scan` 150 DPI grey JPEG,
 * `fax` 204x98 DPI 1-bit, `skewed` turned by 1.5 degrees, `noise` a page too degraded to read, `photo` a phone
 * photo (keystone, 2.5 degrees, uneven light, JPEG), `turned` scanned upside down (180 degrees), `sideways` fed
 * in turned a quarter (90 degrees clockwise: a landscape page).
 */
export async function scanForm(bytes: Uint8Array, kind: ScanKind): Promise<Uint8Array> {
  const pdf = await openPdf(bytes);
  const page = await getPage(pdf, 1);
  const [dpiX, dpiY] = kind === 'fax' ? [204, 98] : kind === 'noise' ? [40, 40] : [150, 150];
  const drawn = await renderPage(page, dpiX);
  await pdf.destroy();
  const [w, h] = [Math.round(612 * (dpiX / 72)), Math.round(792 * (dpiY / 72))];
  let canvas = createCanvas(w, h);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, w, h);
  if (kind === 'skewed' || kind === 'turned') {
    ctx.translate(w / 2, h / 2);
    ctx.rotate(((kind === 'turned' ? 180 : 1.5) * Math.PI) / 180);
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
  let size: [number, number] = [612, 792];
  if (kind === 'photo') canvas = photograph(canvas, w, h);
  if (kind === 'sideways') {
    const turned = createCanvas(h, w);
    const t = turned.getContext('2d');
    t.translate(h, 0);
    t.rotate(Math.PI / 2);
    t.drawImage(canvas as never, 0, 0);
    canvas = turned;
    size = [792, 612];
  }
  const out = await PDFDocument.create();
  out.setCreationDate(new Date(0));
  out.setModificationDate(new Date(0));
  const embedded =
    kind === 'fax'
      ? await out.embedPng(canvas.toBuffer('image/png'))
      : await out.embedJpg(canvas.toBuffer('image/jpeg', kind === 'photo' ? 80 : 70));
  out.addPage(size).drawImage(embedded, { x: 0, y: 0, width: size[0], height: size[1] });
  return out.save({ useObjectStreams: false });
}
