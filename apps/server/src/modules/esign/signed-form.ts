import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/**
 * THE ONE ADAPTER to the e-signed document (issue 24). The real renderer, seal and coverage table
 * are built apart (modules/esign/document/, packages/contracts/src/esign/form-coverage.ts); until
 * they land, this file holds plain stand-ins with the same signatures, and it is the only file the
 * signing flow imports them from, so the swap touches nothing else. The stand-in writes one page of
 * the prefilled fields (and a stamp of the signature), no real form and no seal.
 */

export const FORM_8821_REVISION = 'Rev. January 2021';

export type Prefilled8821 = {
  revision: string;
  taxpayer: { name: string; taxIdKind: string; taxId: string; address: string[]; phone: string | null };
  designees: { name: string; address: string[]; cafNumber: string | null; phone: string | null }[];
  /** Line 3: tax matters, forms and periods (the periods become the client's covered periods). */
  matters: { taxMatter: string; forms: string[]; periods: string[] }[];
};

export type Signature = { kind: 'typed'; name: string } | { kind: 'drawn'; png: Buffer; name: string };
export type EvidenceEntry = { type: string; at: Date; ip?: string | null; userAgent?: string | null; detail?: string | null };

export type SignedFormInput = {
  prefilled: Prefilled8821;
  signature: Signature;
  title?: string | null;
  phone?: string | null;
  signedAt: Date;
  signerTimeZone: string;
  keepPriorAuthorizations: boolean;
  evidence: EvidenceEntry[];
  presentedSha256: string;
};

export type Sealer = { kind: 'none' };

/** Stand-in of the coverage table: income-tax form by client type and 941 for employers, last four years. */
export function coverageFor(clientType: string, now: Date): Prefilled8821['matters'] {
  const year = now.getUTCFullYear();
  const years = [year - 4, year - 3, year - 2, year - 1].map(String);
  const income: Record<string, string> = { individual: '1040', sole_prop: '1040', corp: '1120', llc: '1065', partners: '1065', nonprofit: '990', estates_and_trusts: '1041' };
  const matters = [{ taxMatter: 'Income', forms: [income[clientType] ?? '1120'], periods: years }];
  if (clientType !== 'individual') matters.push({ taxMatter: 'Employment', forms: ['941'], periods: years.flatMap((y) => [1, 2, 3, 4].map((q) => `${y}Q${q}`)) });
  return matters;
}

export function renderPrefilled8821(input: Prefilled8821): Promise<Buffer> {
  return writePdf((doc) => writeFields(doc, input));
}

export function renderSigned8821(input: SignedFormInput): Promise<Buffer> {
  return writePdf((doc) => {
    writeFields(doc, input.prefilled);
    doc.moveDown().font('bold').fontSize(11).text('Signature');
    if (input.signature.kind === 'drawn') doc.image(input.signature.png, { fit: [220, 70] });
    else doc.font('body').fontSize(16).text(input.signature.name);
    doc.font('body').fontSize(10).text(`Print name: ${input.signature.name}`);
    if (input.title) doc.text(`Title: ${input.title}`);
    if (input.phone) doc.text(`Phone: ${input.phone}`);
    doc.text(`Date: ${input.signedAt.toISOString().slice(0, 10)} (signer's zone ${input.signerTimeZone})`);
    doc.text(`Retain prior authorizations (line 6): ${input.keepPriorAuthorizations ? 'yes' : 'no'}`);
    doc.addPage().font('bold').fontSize(13).text('Certificate of electronic signature');
    doc.font('body').fontSize(9).text(`SHA-256 of the form as presented: ${input.presentedSha256}`).moveDown();
    for (const e of input.evidence) {
      doc.text(`${e.at.toISOString()}  ${e.type}${e.detail ? ` (${e.detail})` : ''}${e.ip ? `  IP ${e.ip}` : ''}${e.userAgent ? `  ${e.userAgent}` : ''}`);
    }
  });
}

/** Stand-in: returns the bytes as given (the real seal adds a PAdES signature). */
export async function sealPdf(pdf: Buffer, _sealer: Sealer): Promise<Buffer> {
  return pdf;
}

export function loadSealer(_config: unknown): Sealer {
  return { kind: 'none' };
}

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

function writeFields(doc: PDFKit.PDFDocument, f: Prefilled8821): void {
  doc.font('bold').fontSize(14).text(`Form 8821 (${f.revision}): Tax Information Authorization`).moveDown(0.5);
  doc.font('bold').fontSize(11).text('1 Taxpayer information');
  doc.font('body').fontSize(10).text(f.taxpayer.name).text(`${f.taxpayer.taxIdKind}: ${f.taxpayer.taxId}`);
  for (const line of f.taxpayer.address) doc.text(line);
  if (f.taxpayer.phone) doc.text(`Phone: ${f.taxpayer.phone}`);
  doc.moveDown(0.5).font('bold').fontSize(11).text('2 Designees');
  for (const d of f.designees) doc.font('body').fontSize(10).text([d.name, ...d.address, d.cafNumber ? `CAF ${d.cafNumber}` : ''].filter(Boolean).join(', '));
  doc.moveDown(0.5).font('bold').fontSize(11).text('3 Tax information');
  for (const m of f.matters) doc.font('body').fontSize(10).text(`${m.taxMatter}: forms ${m.forms.join(', ')}; periods ${m.periods.join(', ')}`);
}

function writePdf(write: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 50, info: { Title: 'Form 8821' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.registerFont('body', FONT);
    doc.registerFont('bold', FONT_BOLD);
    write(doc);
    doc.end();
  });
}
