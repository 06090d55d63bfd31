import { createRequire } from 'node:module';
import { formatDateInZone } from '@taxlens/contracts';
import PDFDocument from 'pdfkit';
import { drawCertificate } from './certificate-page.js';
import { drawSignature, FORM_REVISION } from './signature-mark.js';
import { designeeText, fillOfficial8821, FORM_DESIGNEES, FORM_ROWS } from './official-8821.js';
import type { Prefilled8821, Signed8821Input, SignatureMark } from './prefilled-8821.js';

const require = createRequire(import.meta.url);
// DejaVu, as the report PDF (docs/decisions/167): names in any Latin, Greek or Cyrillic script print as written.
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');
const FONT_MONO = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansMono.ttf');
const PAGE_HEIGHT = 792;
const LEFT = 36;
const WIDTH = 540;

/** Pages drawn by pdfkit, merged into the official form (docs/decisions/289). */
function drawPages(p: Prefilled8821, draw: (doc: PDFKit.PDFDocument) => void): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      margins: { top: 36, left: 36, right: 36, bottom: 8 },
      // Fixed dates: the same input gives the same bytes (the signing flow hashes the form as presented).
      info: { CreationDate: p.preparedAt, ModDate: p.preparedAt },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    doc.registerFont('body', FONT);
    doc.registerFont('bold', FONT_BOLD);
    doc.registerFont('mono', FONT_MONO);
    draw(doc);
    doc.end();
  });
}

type Signed = { signature: SignatureMark; date: string };

/** Page 1's additions: the signature and date on line 6's rules, and the reference under the form's footer. */
function drawOverPage1(doc: PDFKit.PDFDocument, p: Prefilled8821, signed: Signed | undefined) {
  // Line 6's signature line runs x 58-430 and its date line x 436-554, both at y 133 from the page's foot.
  if (signed) {
    drawSignature(doc, signed.signature, 100, PAGE_HEIGHT - 162, 320, 28);
    doc
      .font('body')
      .fontSize(10)
      .fillColor('#000000')
      .text(signed.date, 470, PAGE_HEIGHT - 148, { width: 84, lineBreak: false });
  }
  doc.font('body').fontSize(6).fillColor('#444444');
  const how = signed ? (signed.signature.kind === 'typed' ? 'typed' : 'drawn') : null;
  const lines = [
    `Prepared by ${p.productName} Portal, reference ${p.reference}.`,
    ...(how
      ? [
          `Signed electronically (${how}) through the ${p.productName} Portal; the evidence of the signing is in the signature certificate attached to this form.`,
        ]
      : []),
    ...(p.designees.length > FORM_DESIGNEES || p.matters.length > FORM_ROWS
      ? ['Lines 2 and 3 continue on the attached page.']
      : []),
  ];
  doc.text(lines.join(' '), LEFT, PAGE_HEIGHT - 22, { width: WIDTH, lineBreak: false });
  doc.fillColor('#000000');
}

/** The attached list: designees beyond the form's two (line 2 says "attach a list") and rows beyond its three. */
function drawAttachment(doc: PDFKit.PDFDocument, p: Prefilled8821) {
  const designees = p.designees.slice(FORM_DESIGNEES);
  const rows = p.matters.slice(FORM_ROWS);
  if (designees.length === 0 && rows.length === 0) return;
  doc.addPage();
  doc
    .font('bold')
    .fontSize(11)
    .text(`Form 8821 (${FORM_REVISION}), attachment: ${p.taxpayer.name}`, LEFT, 40, { width: WIDTH });
  doc.font('body').fontSize(8).text(`Reference ${p.reference}`, { width: WIDTH });
  doc.moveDown(0.8);
  if (designees.length > 0) {
    doc.font('bold').fontSize(10).text('Line 2. Additional designees', LEFT, doc.y, { width: WIDTH });
    for (const d of designees) {
      doc.moveDown(0.4);
      doc.font('body').fontSize(9).text(designeeText(d), LEFT, doc.y, { width: WIDTH });
      const facts = [
        `CAF No. ${d.cafNumber}`,
        d.ptin ? `PTIN ${d.ptin}` : null,
        `Telephone No. ${d.phone}`,
        d.fax ? `Fax No. ${d.fax}` : null,
        d.sendCopies ? 'To be sent copies of notices and communications' : null,
      ].filter(Boolean);
      doc.text(facts.join('; '), { width: WIDTH });
    }
    doc.moveDown(0.8);
  }
  if (rows.length > 0) {
    doc.font('bold').fontSize(10).text('Line 3. Additional tax information', LEFT, doc.y, { width: WIDTH });
    for (const m of rows) {
      doc.moveDown(0.4);
      doc
        .font('body')
        .fontSize(9)
        .text(
          `(a) ${m.type}   (b) ${m.forms.join(', ')}   (c) ${m.periods}${m.specificMatters ? `   (d) ${m.specificMatters}` : ''}`,
          LEFT,
          doc.y,
          { width: WIDTH },
        );
    }
  }
}

/**
 * The form the signer reads before signing: the official form with everything prefilled, line 6 blank but
 * for the name and title. The same input gives the same bytes, so the SHA-256 of the form as presented can
 * be recomputed from the stored input.
 */
export async function renderPrefilled8821(input: Prefilled8821): Promise<Uint8Array> {
  const pages = await drawPages(input, (doc) => {
    drawOverPage1(doc, input, undefined);
    drawAttachment(doc, input);
  });
  return fillOfficial8821(input, undefined, pages);
}

/**
 * The signed form: the same filling with the signature, print name, title, date (the signer's calendar
 * day) and the phone they gave, then the signature certificate. Seal it with sealPdf().
 */
export async function renderSigned8821(input: Signed8821Input): Promise<Uint8Array> {
  const p = input.prefilled;
  const date = formatDateInZone(input.signedAt, input.signerTimeZone);
  const pages = await drawPages(p, (doc) => {
    drawOverPage1(doc, p, { signature: input.signature, date });
    drawAttachment(doc, p);
    doc.addPage();
    drawCertificate(doc, input);
  });
  return fillOfficial8821(
    p,
    {
      printName: input.signature.name,
      title: input.title ?? p.signer.title ?? '',
      phone: input.phone,
      keepPriorAuthorizations: input.keepPriorAuthorizations,
    },
    pages,
  );
}
