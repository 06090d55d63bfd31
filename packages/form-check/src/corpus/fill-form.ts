import { PDFDocument, PDFName, rgb, StandardFonts } from 'pdf-lib';
import { readOfficialForm } from '../read/layout.js';
import { takeXfa } from '../read/read-fields.js';

const P = 'topmostSubform[0].Page1[0].';

/** What a filled 8821 of the corpus says. */
export type FormSpec = {
  nameAddress: string;
  tin: string;
  designees: { nameAddress: string; caf: string; copies: boolean }[];
  rows: { type: string; form: string; years: string }[];
  line4: boolean;
  signature: boolean;
  date: string | null;
  printName: string;
  title: string;
};

const ROW_FIELDS = [
  ['f1_20', 'f1_21', 'f1_22'],
  ['f1_24', 'f1_25', 'f1_26'],
  ['f1_28', 'f1_29', 'f1_30'],
];
const DESIGNEE_FIELDS = [
  { name: 'f1_10', caf: 'f1_11', copies: 'c1_2' },
  { name: 'f1_15', caf: 'f1_16', copies: 'c1_6' },
];

/**
 * The official form filled with pdf-lib as a lender's borrower would: fields set, the signature drawn as ink
 * (a pen stroke) and the date typed on the page, XFA and usage rights removed. `flatten` turns the fields into
 * page content (a flattened upload); the same spec gives the same bytes.
 */
export async function fillForm(spec: FormSpec, options: { flatten?: boolean } = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.load(readOfficialForm(), { updateMetadata: false });
  doc.catalog.delete(PDFName.of('Perms'));
  takeXfa(doc);
  const form = doc.getForm();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const text = (name: string, value: string) => {
    const field = form.getTextField(`${P}${name}[0]`);
    field.setMaxLength(undefined);
    field.setText(value);
  };
  text('f1_6', spec.nameAddress);
  text('f1_7', spec.tin);
  spec.designees.forEach((d, i) => {
    const f = DESIGNEE_FIELDS[i]!;
    text(f.name, d.nameAddress);
    text(f.caf, d.caf);
    if (d.copies) form.getCheckBox(`${P}${f.copies}[0]`).check();
  });
  spec.rows.forEach((r, i) => {
    const [a, b, c] = ROW_FIELDS[i]!;
    text(`Table_Line3[0].BodyRow${i + 1}[0].${a}`, r.type);
    text(`Table_Line3[0].BodyRow${i + 1}[0].${b}`, r.form);
    text(`Table_Line3[0].BodyRow${i + 1}[0].${c}`, r.years);
  });
  if (spec.line4) form.getCheckBox(`${P}c1_11[0]`).check();
  text('f1_32', spec.printName);
  text('f1_33', spec.title);
  form.updateFieldAppearances(font);
  const page = doc.getPage(0);
  if (spec.signature)
    page.drawSvgPath('M 0 0 C 20 -25 30 20 50 -5 S 80 -20 95 2 C 110 15 120 -15 140 -4', {
      x: 120,
      y: 142,
      borderColor: rgb(0.05, 0.1, 0.45),
      borderWidth: 1.6,
    });
  if (spec.date) page.drawText(spec.date, { x: 470, y: 138, size: 10, font });
  if (options.flatten) form.flatten();
  return doc.save({ useObjectStreams: false });
}
