import { deflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { checkForm } from './check-form.js';
import { buildCase } from './corpus/build-case.js';
import { CORPUS } from './corpus/cases.js';
import { OcrEngine } from './read/ocr.js';
import { getPage, openPdf, renderPage } from './read/pdfjs.js';

/** A tabloid sheet's drawing at `dpi`: no page is drawn larger (decision 329). */
const tabloidPixels = (dpi: number) => 11 * dpi * (17 * dpi);

/** One page of `w` by `h` points showing a 1-bit image of `pw` by `ph` pixels, all white, compressed (a few KB). */
function pdfWithImage(w: number, h: number, pw: number, ph: number): Uint8Array {
  const image = deflateSync(Buffer.alloc(Math.ceil(pw / 8) * ph, 0xff), { level: 9 });
  const content = `q ${w} 0 0 ${h} 0 0 cm /Im Do Q`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${w} ${h}] /Resources << /XObject << /Im 4 0 R >> >> /Contents 5 0 R >>`,
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n')];
  const offsets: number[] = [];
  const size = () => parts.reduce((n, p) => n + p.length, 0);
  objects.forEach((body, i) => {
    offsets.push(size());
    parts.push(Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`));
  });
  offsets.push(size());
  parts.push(
    Buffer.from(
      `4 0 obj\n<< /Type /XObject /Subtype /Image /Width ${pw} /Height ${ph} /ColorSpace /DeviceGray /BitsPerComponent 1 /Filter /FlateDecode /Length ${image.length} >>\nstream\n`,
    ),
    image,
    Buffer.from('\nendstream\nendobj\n'),
  );
  offsets.push(size());
  parts.push(Buffer.from(`5 0 obj\n<< /Length ${content.length} >>\nstream\n${content}\nendstream\nendobj\n`));
  const xref = size();
  const rows = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  parts.push(
    Buffer.from(
      `xref\n0 6\n0000000000 65535 f \n${rows}trailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
    ),
  );
  return new Uint8Array(Buffer.concat(parts));
}

describe('pages larger than any sheet of paper (decision 329)', () => {
  const ocr = new OcrEngine();
  afterAll(() => ocr.close());

  it("draws a 200-inch page within a tabloid sheet's pixels, not 3.6 GB", async () => {
    const pdf = await openPdf(pdfWithImage(14_400, 14_400, 100, 100));
    try {
      const drawn = await renderPage(await getPage(pdf, 1), 150);
      expect(drawn.width * drawn.height).toBeLessThanOrEqual(tabloidPixels(150) * 1.01);
      expect(drawn.width).toBe(drawn.height);
      // The drawing's scale still maps its pixels to the page's points.
      expect(drawn.pageHeight).toBeCloseTo(14_400, 6);
      expect(Math.abs(drawn.height / drawn.scale - 14_400)).toBeLessThan(1 / drawn.scale);
    } finally {
      await pdf.destroy();
    }
  });

  it(
    'checks a form whose image of two billion pixels fits in 2 MB: not read, not decoded',
    { timeout: 60_000 },
    async () => {
      const bytes = pdfWithImage(612, 792, 50_000, 40_000);
      expect(bytes.length).toBeLessThan(2_000_000);
      const before = process.memoryUsage().rss;
      const result = await checkForm('bomb.pdf', bytes, CORPUS[0]!.facts, ocr);
      expect(result.codes).toEqual(['FORM_ILLEGIBLE']);
      // Decoded, it would be 8 GB of pixels.
      expect(process.memoryUsage().rss - before).toBeLessThan(1_000_000_000);
    },
  );

  it(
    'reads a scan saved at one point a pixel (a 300-DPI page 35 by 46 inches) as the letter page it is',
    { timeout: 90_000 },
    async () => {
      const c = CORPUS.find((k) => k.name === 'line4-checked')!;
      const letter = await PDFDocument.load(await buildCase(c, 'scan'));
      const doc = await PDFDocument.create();
      const [page] = await doc.embedPdf(letter, [0]);
      const k = 300 / 72;
      doc.addPage([612 * k, 792 * k]).drawPage(page!, { x: 0, y: 0, width: 612 * k, height: 792 * k });
      const result = await checkForm('big.pdf', await doc.save(), c.facts, ocr);
      expect(result.readBy).toBe('ocr');
      expect([...result.codes].sort()).toEqual(Object.keys(c.expected).sort());
      expect(result.fields.line4Checked).toBe(true);
    },
  );
});
