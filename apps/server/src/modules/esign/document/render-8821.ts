import { createRequire } from 'node:module';
import { formatDateInZone } from '@taxlens/contracts';
import PDFDocument from 'pdfkit';
import { drawCertificate } from './certificate-page.js';
import { drawForm8821, FORM_REVISION } from './form-8821-layout.js';
import type { Prefilled8821, Signed8821Input } from './prefilled-8821.js';

const require = createRequire(import.meta.url);
// DejaVu, as the report PDF (docs/decisions/167): names in any Latin, Greek or Cyrillic script print as written.
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');
const FONT_MONO = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansMono.ttf');

function newDocument(p: Prefilled8821, title: string, draw: (doc: PDFKit.PDFDocument) => void): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      // The form is laid out by hand down to its footer line: pdfkit must not break pages on its own.
      margins: { top: 36, left: 36, right: 36, bottom: 8 },
      info: {
        Title: title,
        Subject: `Form 8821 (${FORM_REVISION}): ${p.taxpayer.name}`,
        Author: `${p.productName} Portal`,
        Keywords: `reference ${p.reference}`,
        CreationDate: p.preparedAt,
      },
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

/**
 * The form the signer reads before signing: everything prefilled, line 6 blank but for the name and
 * title. The same input gives the same bytes (the creation date is preparedAt), so the SHA-256 of
 * the form as presented can be recomputed from the stored input.
 */
export function renderPrefilled8821(input: Prefilled8821): Promise<Uint8Array> {
  return newDocument(input, 'Form 8821, Tax Information Authorization', (doc) => drawForm8821(doc, input));
}

/**
 * The signed form: the same drawing with the signature, print name, title, date (the signer's
 * calendar day) and the phone they gave, then the signature certificate. Seal it with sealPdf().
 */
export function renderSigned8821(input: Signed8821Input): Promise<Uint8Array> {
  const p = input.prefilled;
  return newDocument(p, 'Form 8821, Tax Information Authorization (signed)', (doc) => {
    drawForm8821(doc, p, {
      signature: input.signature,
      printName: input.signature.name,
      title: input.title ?? p.signer.title ?? '',
      date: formatDateInZone(input.signedAt, input.signerTimeZone),
      phone: input.phone,
      keepPriorAuthorizations: input.keepPriorAuthorizations,
    });
    doc.addPage();
    drawCertificate(doc, input);
  });
}
