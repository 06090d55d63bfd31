import { degrees, PDFDocument, PDFName, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { DATE_AREA, loadLayout, readOfficialForm } from '../read/layout.js';
import type { Box } from '../types.js';
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

const INK = rgb(0.08, 0.12, 0.42);

/**
 * A value written by hand, as near as a program without a handwriting font gets: each glyph on its own, slanted
 * (12 degrees), turned up to +-7 degrees, scaled 85-120 %, its baseline wandering +-1.2 pt, its spacing uneven,
 * drawn twice a fraction of a point apart at partial opacity (an uneven pen stroke), in blue ink. The jitter is
 * seeded by the text, so the same value is written the same way each time.
 */
export function drawHandwriting(page: PDFPage, font: PDFFont, text: string, x: number, y: number, size: number) {
  let seed = [...text].reduce((n, ch) => (n * 31 + ch.charCodeAt(0)) % 2147483647, 11) || 1;
  const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  let cx = x;
  let baseline = y;
  for (const ch of text) {
    const s = size * (0.85 + 0.35 * random());
    baseline = y + (random() - 0.5) * 2.4;
    if (ch !== ' ') {
      const rotate = degrees((random() - 0.5) * 14);
      for (const [dx, opacity] of [
        [0, 0.85],
        [0.25 + 0.2 * random(), 0.55],
      ] as const)
        page.drawText(ch, { x: cx + dx, y: baseline, size: s, font, color: INK, opacity, rotate, xSkew: degrees(12) });
    }
    cx += font.widthOfTextAtSize(ch, s) * (0.95 + 0.25 * random()) + 0.3;
  }
}

/** A box ticked by hand: two strokes of a cross. */
function drawTick(page: PDFPage, b: Box) {
  page.drawLine({
    start: { x: b.x + 1, y: b.y + 1 },
    end: { x: b.x + b.w - 0.5, y: b.y + b.h },
    thickness: 1.3,
    color: INK,
  });
  page.drawLine({
    start: { x: b.x + 0.5, y: b.y + b.h - 1 },
    end: { x: b.x + b.w, y: b.y + 0.5 },
    thickness: 1.3,
    color: INK,
  });
}

/**
 * The official form filled with pdf-lib as a lender's borrower would: fields set, the signature drawn as ink
 * (a pen stroke) and the date typed on the page, XFA and usage rights removed. `flatten` turns the fields into
 * page content (a flattened upload); the same spec gives the same bytes.
 */
export async function fillForm(
  spec: FormSpec,
  options: { flatten?: boolean; hand?: boolean } = {},
): Promise<Uint8Array> {
  if (options.hand) return fillByHand(spec);
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

/**
 * The official form printed blank and filled in by hand (then scanned): no field is set, each value is written
 * in its box with `drawHandwriting` (10 pt; a multi-line value line by line), the boxes ticked with a cross.
 */
async function fillByHand(spec: FormSpec): Promise<Uint8Array> {
  const layout = await loadLayout();
  const doc = await PDFDocument.load(readOfficialForm(), { updateMetadata: false });
  doc.catalog.delete(PDFName.of('Perms'));
  takeXfa(doc);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.getPage(0);
  const write = (field: string, value: string) => {
    const b = layout.fields.get(field);
    if (!b || !value) return;
    const lines = value.split('\n');
    // One line: on the box's baseline; several: from the top down, 11 pt apart.
    const top = lines.length > 1 ? b.y + b.h - 11 : b.y + 3;
    lines.forEach((line, i) => drawHandwriting(page, font, line, b.x + 4, top - 11 * i, 10));
  };
  write('f1_6', spec.nameAddress);
  write('f1_7', spec.tin);
  spec.designees.forEach((d, i) => {
    const f = DESIGNEE_FIELDS[i]!;
    write(f.name, d.nameAddress);
    write(f.caf, d.caf);
    if (d.copies) drawTick(page, layout.fields.get(f.copies)!);
  });
  spec.rows.forEach((r, i) => {
    const [a, b, c] = ROW_FIELDS[i]!;
    write(a!, r.type);
    write(b!, r.form);
    write(c!, r.years);
  });
  if (spec.line4) drawTick(page, layout.fields.get('c1_11')!);
  write('f1_32', spec.printName);
  write('f1_33', spec.title);
  doc.getForm().flatten();
  if (spec.signature)
    page.drawSvgPath('M 0 0 C 20 -25 30 20 50 -5 S 80 -20 95 2 C 110 15 120 -15 140 -4', {
      x: 120,
      y: 142,
      borderColor: INK,
      borderWidth: 1.6,
    });
  if (spec.date) drawHandwriting(page, font, spec.date, DATE_AREA.x + 10, 138, 10);
  return doc.save({ useObjectStreams: false });
}
