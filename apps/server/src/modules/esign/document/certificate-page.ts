import { formatInstant, labelOfCode } from '@taxlens/contracts';
import { FORM_REVISION } from './signature-mark.js';
import type { EvidenceEvent, Signed8821Input } from './prefilled-8821.js';

// The signature certificate appended to the signed form: who signed, how, and every event of the
// signing with its time in UTC and in the signer's zone, address and browser, and the SHA-256 of
// the form as it was shown. The seal over the whole file makes it tamper-evident.

const LEFT = 50;
const WIDTH = 512;
const BOTTOM = 740;

type Doc = PDFKit.PDFDocument;

function ensureRoom(doc: Doc, needed: number) {
  if (doc.y + needed > BOTTOM) {
    doc.addPage();
    doc.font('bold').fontSize(9).text('Signature certificate (continued)', LEFT, 40, { width: WIDTH });
    doc.moveDown(0.5);
  }
}

function fact(doc: Doc, label: string, text: string, font: 'body' | 'mono' = 'body') {
  ensureRoom(doc, 24);
  doc.font('bold').fontSize(9).text(`${label}: `, LEFT, doc.y, { width: WIDTH, continued: true }).font(font).text(text);
}

const utc = (at: Date) => `${formatInstant(at, 'UTC')} (${at.toISOString().replace(/\.\d{3}Z$/, 'Z')})`;

function eventBlock(doc: Doc, index: number, event: EvidenceEvent, zone: string) {
  const lines = [
    `Time (UTC): ${utc(event.at)}`,
    `Time (${zone}): ${formatInstant(event.at, zone)}`,
    `IP address: ${event.ip ?? 'not recorded'}`,
    `User agent: ${event.userAgent ?? 'not recorded'}`,
    ...(event.detail ? [`Detail: ${event.detail}`] : []),
  ];
  const height =
    doc
      .font('body')
      .fontSize(8.5)
      .heightOfString(lines.join('\n'), { width: WIDTH - 14 }) + 16;
  ensureRoom(doc, height);
  doc
    .font('bold')
    .fontSize(9.5)
    .text(`${index}. ${labelOfCode(event.type)}`, LEFT, doc.y + 4, { width: WIDTH });
  doc
    .font('body')
    .fontSize(8.5)
    .text(lines.join('\n'), LEFT + 14, doc.y + 1, { width: WIDTH - 14 });
}

export function drawCertificate(doc: Doc, input: Signed8821Input): void {
  const p = input.prefilled;
  const zone = input.signerTimeZone;
  doc
    .font('bold')
    .fontSize(9)
    .fillColor('#555555')
    .text(`${p.productName.toUpperCase()} PORTAL`, LEFT, 40, { width: WIDTH });
  doc.fontSize(16).fillColor('#000000').text('Signature certificate', LEFT, doc.y, { width: WIDTH });
  doc
    .font('body')
    .fontSize(9)
    .text(`Form 8821 (${FORM_REVISION}), Tax Information Authorization. Reference ${p.reference}.`, LEFT, doc.y + 2, {
      width: WIDTH,
    });
  doc.moveDown(0.6);
  fact(doc, 'Taxpayer', p.taxpayer.name);
  fact(doc, 'Signed by', [input.signature.name, input.title ?? p.signer.title].filter(Boolean).join(', '));
  fact(doc, 'Signed at', `${formatInstant(input.signedAt, zone)} (${zone}); ${utc(input.signedAt)}`);
  fact(
    doc,
    'Signature',
    input.signature.kind === 'typed' ? 'typed name, shown in a script font' : 'drawn by the signer',
  );
  fact(
    doc,
    'Line 5',
    input.keepPriorAuthorizations
      ? 'the signer chose to keep prior tax information authorizations'
      : 'prior tax information authorizations are revoked',
  );
  fact(doc, 'SHA-256 of the form as presented', input.presentedSha256, 'mono');
  doc.moveDown(0.6);
  ensureRoom(doc, 40);
  doc.font('bold').fontSize(12).text('Events', LEFT, doc.y, { width: WIDTH });
  const events = [...input.evidence].sort((a, b) => a.at.getTime() - b.at.getTime());
  events.forEach((event, i) => eventBlock(doc, i + 1, event, zone));
  doc.moveDown(0.8);
  ensureRoom(doc, 40);
  doc
    .font('body')
    .fontSize(8)
    .fillColor('#333333')
    .text(
      `This form and certificate are sealed with the signature certificate of ${p.productName}. A change to any byte after sealing breaks the seal; ` +
        'a PDF reader shows the seal and whether the document is unchanged.',
      LEFT,
      doc.y,
      { width: WIDTH },
    );
  doc.fillColor('#000000');
}
