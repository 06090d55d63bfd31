import type { SignatureMark } from './prefilled-8821.js';
import { scriptRuns } from './signature-font.js';

// What the e-signed Form 8821 draws beside the official form's fields (docs/decisions/193, 289): its
// revision, and the signature on line 6 (the form has no field for it).

export const FORM_REVISION = 'Rev. January 2021';

type Doc = PDFKit.PDFDocument;

/** The signature as drawn on line 6: a drawn image fitted to the box, or the typed name in the script font. */
export function drawSignature(doc: Doc, mark: SignatureMark, x: number, y: number, width: number, height: number) {
  if (mark.kind === 'drawn') {
    doc.image(Buffer.from(mark.png), x, y, { fit: [width, height], valign: 'bottom' });
    return;
  }
  let size = 20;
  const runs = scriptRuns(mark.name);
  const measure = () => runs.reduce((sum, r) => sum + doc.font(r.font).fontSize(size).widthOfString(r.text), 0);
  while (size > 9 && measure() > width) size -= 1;
  doc.fillColor('#0b2a6b');
  // Run by run at measured positions: pdfkit's continued text does not keep one line across fonts.
  let runX = x;
  for (const r of runs) {
    doc
      .font(r.font)
      .fontSize(size)
      .text(r.text, runX, y + height - size * 1.3, { lineBreak: false });
    runX += doc.widthOfString(r.text);
  }
  doc.fillColor('#000000');
}
