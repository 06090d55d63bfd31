import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { formatTaxId } from '@taxlens/contracts';
import { readOfficialForm } from '@taxlens/form-check';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import type { Form8821Address, Form8821Designee, Prefilled8821 } from './prefilled-8821.js';

// The e-signed 8821 is the IRS's own file (Rev. January 2021, the copy committed in packages/form-check/assets,
// sha256 8c9561c2…799c): its AcroForm fields filled with pdf-lib, the text drawn in DejaVu Sans through
// fontkit so every name prints as written, XFA and usage rights removed so viewers show the fields
// (docs/decisions/289). What has no field (the signature, its date, the attachment, the certificate) is
// drawn by pdfkit on pages merged in.

const require = createRequire(import.meta.url);
const FONT_BYTES = readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'));
const P = 'topmostSubform[0].Page1[0].';

/** The slots the form has: two designees, three rows of line 3. The rest go on the attachment. */
export const FORM_DESIGNEES = 2;
export const FORM_ROWS = 3;

const DESIGNEE_FIELDS = [
  { name: 'f1_10', caf: 'f1_11', ptin: 'f1_12', phone: 'f1_13', fax: 'f1_14', copies: 'c1_2' },
  { name: 'f1_15', caf: 'f1_16', ptin: 'f1_17', phone: 'f1_18', fax: 'f1_19', copies: 'c1_6' },
] as const;
const ROW_FIELDS = [
  ['f1_20', 'f1_21', 'f1_22', 'f1_23'],
  ['f1_24', 'f1_25', 'f1_26', 'f1_27'],
  ['f1_28', 'f1_29', 'f1_30', 'f1_31'],
] as const;

// The street on one line: the name and address boxes hold three lines at the form's 8 pt.
export const addressLines = (a: Form8821Address) => [
  [a.line1, a.line2].filter(Boolean).join(', '),
  `${a.city}, ${a.state} ${a.zip}`,
];
export const designeeText = (d: Form8821Designee) => [d.name, ...addressLines(d.address)].join('\n');

/** What line 1 and line 6 carry beyond the prefilled form once the taxpayer signed. */
export type OfficialSignedFields = {
  printName: string;
  title: string;
  phone: string | undefined;
  keepPriorAuthorizations: boolean;
};

/**
 * The official form filled from the prefilled input (and, once signed, line 1's phone, line 5 and line 6's
 * name and title), then `pages` merged: the first drawn over page 1 (signature and date), the others appended
 * (the attachment, the certificate). The same input gives the same bytes: no date, random name or id is
 * added (pdf-lib's names come from a seeded generator; the file keeps the form's own ID and dates).
 */
export async function fillOfficial8821(
  p: Prefilled8821,
  signed: OfficialSignedFields | undefined,
  pages: Uint8Array,
): Promise<Uint8Array> {
  const doc = await PDFDocument.load(readOfficialForm(), { updateMetadata: false });
  doc.registerFontkit(fontkit);
  // Usage rights would be broken by any change; an XFA layer would hide the AcroForm values in viewers that read it.
  doc.catalog.delete(PDFName.of('Perms'));
  doc.catalog.lookupMaybe(PDFName.of('AcroForm'), PDFDict)?.delete(PDFName.of('XFA'));
  const font = await doc.embedFont(FONT_BYTES, { subset: true });
  const form = doc.getForm();
  const text = (name: string, value: string | null | undefined) => {
    const field = form.getTextField(`${P}${name}[0]`);
    field.setMaxLength(undefined);
    field.setText(value ?? '');
  };
  const box = (name: string, checked: boolean | undefined) => {
    if (checked) form.getCheckBox(`${P}${name}[0]`).check();
  };
  const t = p.taxpayer;
  text('f1_6', [t.name, ...addressLines(t.address)].join('\n'));
  text('f1_7', formatTaxId(t.taxId, t.taxIdKind));
  text('f1_8', signed?.phone ?? t.phone);
  text('f1_9', t.planNumber);
  box('c1_1', p.designees.length > FORM_DESIGNEES);
  p.designees.slice(0, FORM_DESIGNEES).forEach((d, i) => {
    const f = DESIGNEE_FIELDS[i]!;
    text(f.name, designeeText(d));
    text(f.caf, d.cafNumber);
    text(f.ptin, d.ptin);
    text(f.phone, d.phone);
    text(f.fax, d.fax);
    box(f.copies, d.sendCopies);
  });
  box('c1_10', p.intermediateServiceProvider);
  p.matters.slice(0, FORM_ROWS).forEach((m, i) => {
    const row = `Table_Line3[0].BodyRow${i + 1}[0].`;
    const [a, b, c, d] = ROW_FIELDS[i]!;
    text(row + a, m.type);
    text(row + b, m.forms.join(', '));
    text(row + c, m.periods);
    text(row + d, m.specificMatters);
  });
  box('c1_11', p.specificUse);
  box('c1_12', signed?.keepPriorAuthorizations);
  text('f1_32', signed?.printName ?? p.signer.name);
  text('f1_33', signed?.title ?? p.signer.title);
  form.updateFieldAppearances(font);

  const drawn = await PDFDocument.load(pages, { updateMetadata: false });
  const [overlay] = await doc.embedPdf(drawn, [0]);
  doc.getPage(0).drawPage(overlay!);
  const rest = drawn.getPageIndices().slice(1);
  for (const page of await doc.copyPages(drawn, rest)) doc.addPage(page);
  // A classic cross-reference table: the seal's placeholder (signpdf's plain one) reads it.
  return doc.save({ useObjectStreams: false, updateFieldAppearances: false });
}
