import { formatTaxId } from '@taxlens/contracts';
import type { Form8821Address, Form8821Designee, Prefilled8821, SignatureMark } from './prefilled-8821.js';
import { scriptRuns } from './signature-font.js';

// Form 8821 (Rev. January 2021) drawn line by line in the form's own words (docs/decisions/193):
// 1 taxpayer, 2 designees, 3 tax information, 4 specific use not recorded on the CAF, 5 retention or
// revocation of prior authorizations, 6 taxpayer signature. A letter page; what does not fit (more
// rows, more designees) flows onto the next page, as an attachment would.

export const FORM_REVISION = 'Rev. January 2021';
const FORM_FOOTER = 'Form 8821 (Rev. 1-2021)';
const LEFT = 36;
const RIGHT = 576;
const WIDTH = RIGHT - LEFT;
const BOTTOM = 740;
const LINE_NO = 14;

/** What line 6 (and the lines the signer completes) carry once the taxpayer signed. */
export type SignedLines = {
  signature: SignatureMark;
  printName: string;
  title: string;
  date: string;
  phone: string | undefined;
  keepPriorAuthorizations: boolean;
};

type Doc = PDFKit.PDFDocument;

/** Each line's heading (bold) and the rest of its first sentence, as the form prints them. */
const WORDING = {
  1: ['Taxpayer information.', 'Taxpayer must sign and date this form on line 6.'],
  2: [
    'Designee(s).',
    'If you want to name more than two designees, attach a list to this form. Check here if a list of additional designees is attached',
  ],
  3: [
    'Tax Information.',
    'Each designee is authorized to inspect and/or receive confidential tax information for the type of tax, forms, periods, and specific matters you list below. See the line 3 instructions.',
  ],
  4: [
    'Specific use not recorded on the Centralized Authorization File (CAF).',
    'If the tax information authorization is for a specific use not recorded on the CAF, check this box. See the instructions. If you check this box, skip line 5',
  ],
  5: [
    'Retention/revocation of prior tax information authorizations.',
    'If the line 4 box is checked, skip this line. If the line 4 box isn\u2019t checked, the IRS will automatically revoke all prior tax information authorizations on file unless you check the line 5 box and attach a copy of the Tax Information Authorization(s) that you want to retain',
  ],
  6: [
    'Taxpayer signature.',
    'If signed by a corporate officer, partner, guardian, partnership representative (or designated individual, if applicable), executor, receiver, administrator, trustee, or individual other than the taxpayer, I certify that I have the legal authority to execute this form on behalf of the taxpayer.',
  ],
} as const;
type LineNumber = keyof typeof WORDING;

const addressLines = (a: Form8821Address) =>
  [a.line1, a.line2, `${a.city}, ${a.state} ${a.zip}`].filter((l): l is string => Boolean(l));

function small(doc: Doc, text: string, x: number, y: number, width: number, options: PDFKit.Mixins.TextOptions = {}) {
  doc
    .font('body')
    .fontSize(6.5)
    .fillColor('#000000')
    .text(text, x, y, { width, ...options });
}

function value(doc: Doc, text: string, x: number, y: number, width: number) {
  doc.font('body').fontSize(9).fillColor('#000000').text(text, x, y, { width });
}

function checkbox(doc: Doc, x: number, y: number, checked: boolean) {
  doc.lineWidth(0.6).rect(x, y, 7, 7).stroke();
  if (checked)
    doc
      .lineWidth(1)
      .moveTo(x + 1.2, y + 1.2)
      .lineTo(x + 5.8, y + 5.8)
      .moveTo(x + 5.8, y + 1.2)
      .lineTo(x + 1.2, y + 5.8)
      .stroke();
}

function rule(doc: Doc, y: number, width = 0.5) {
  doc.lineWidth(width).moveTo(LEFT, y).lineTo(RIGHT, y).stroke();
}

function footer(doc: Doc, prefilled: Prefilled8821) {
  const y = 752;
  rule(doc, y - 3, 1);
  doc.font('body').fontSize(6.5);
  doc.text('For Privacy Act and Paperwork Reduction Act Notice, see instructions.', LEFT, y, {
    width: 270,
    lineBreak: false,
  });
  doc.text('Cat. No. 11596P', 330, y, { width: 80, lineBreak: false });
  doc.font('bold').text(FORM_FOOTER, 456, y, { width: 120, align: 'right', lineBreak: false });
  doc.font('body').fontSize(6).fillColor('#444444');
  doc.text(`Prepared by ${prefilled.productName} Portal, reference ${prefilled.reference}`, LEFT, y + 10, {
    width: WIDTH,
    lineBreak: false,
  });
  doc.fillColor('#000000');
}

/** A new page when fewer than `needed` points are left; returns the y to continue at. */
function room(doc: Doc, prefilled: Prefilled8821, y: number, needed: number): number {
  if (y + needed <= BOTTOM) return y;
  footer(doc, prefilled);
  doc.addPage();
  doc
    .font('bold')
    .fontSize(8)
    .text(`Form 8821 (Rev. 1-2021), continued: ${prefilled.taxpayer.name}`, LEFT, 36, { width: WIDTH });
  rule(doc, 50, 1);
  return 56;
}

function header(doc: Doc): number {
  doc.font('body').fontSize(7).text('Form', LEFT, 38, { lineBreak: false });
  doc
    .font('bold')
    .fontSize(20)
    .text('8821', LEFT + 20, 32, { lineBreak: false });
  doc.font('body').fontSize(6.5).text(`(${FORM_REVISION})`, LEFT, 56, { width: 100 });
  doc.text('Department of the Treasury', LEFT, 66, { width: 100 });
  doc.text('Internal Revenue Service', LEFT, 74, { width: 100 });
  doc.lineWidth(0.5).moveTo(140, 32).lineTo(140, 86).moveTo(456, 32).lineTo(456, 86).stroke();
  doc.font('bold').fontSize(14).text('Tax Information Authorization', 144, 34, { width: 308, align: 'center' });
  doc.font('body').fontSize(6.5);
  doc.text('\u25B6 Go to www.irs.gov/Form8821 for instructions and the latest information.', 144, 54, {
    width: 308,
    align: 'center',
  });
  doc.font('bold').text('\u25B6 Don\u2019t sign this form unless all applicable lines have been completed.', 144, 63, {
    width: 308,
    align: 'center',
  });
  doc.text(
    '\u25B6 Don\u2019t use Form 8821 to request copies of your tax returns or to authorize someone to represent you. Instead, see instructions.',
    144,
    72,
    { width: 308, align: 'center' },
  );
  doc.font('body').text('OMB No. 1545-1165', 460, 34, { width: 116 });
  doc.font('bold').text('For IRS Use Only', 460, 44, { width: 116 });
  doc.font('body');
  ['Received by:', 'Name', 'Telephone', 'Function', 'Date'].forEach((label, i) =>
    doc.text(label, 460, 52 + i * 7, { width: 116, lineBreak: false }),
  );
  rule(doc, 88, 1.5);
  return 91;
}

/** A line's number and heading, the heading bold and the rest of its sentence plain; returns the y below it. */
function lineHeading(doc: Doc, y: number, number: LineNumber): number {
  const [heading, rest] = WORDING[number];
  doc.font('bold').fontSize(8).text(String(number), LEFT, y, { width: LINE_NO, lineBreak: false });
  doc
    .font('bold')
    .fontSize(7.5)
    .text(heading, LEFT + LINE_NO, y, { width: WIDTH - LINE_NO, continued: true });
  doc.font('body').text(` ${rest}`);
  return doc.y + 2;
}

/** A line whose sentence ends in a box at the right margin. */
function boxedLine(doc: Doc, y: number, number: LineNumber, checked: boolean): number {
  const below = lineHeading(doc, y, number);
  checkbox(doc, RIGHT - 9, below - 10, checked);
  return below;
}

function line1(doc: Doc, p: Prefilled8821, y: number, phone: string | undefined): number {
  y = lineHeading(doc, y, 1);
  const t = p.taxpayer;
  const split = LEFT + 300;
  const nameLines = [t.name, ...addressLines(t.address)];
  const height = Math.max(58, 12 + nameLines.length * 11);
  rule(doc, y);
  small(doc, 'Taxpayer name and address', LEFT + 2, y + 2, 290);
  value(doc, nameLines.join('\n'), LEFT + 2, y + 11, 294);
  doc
    .lineWidth(0.5)
    .moveTo(split, y)
    .lineTo(split, y + height)
    .stroke();
  small(doc, 'Taxpayer identification number(s)', split + 4, y + 2, 230);
  value(doc, formatTaxId(t.taxId, t.taxIdKind), split + 4, y + 11, 230);
  const lower = y + height / 2;
  doc.moveTo(split, lower).lineTo(RIGHT, lower).stroke();
  const mid = split + 130;
  doc
    .moveTo(mid, lower)
    .lineTo(mid, y + height)
    .stroke();
  small(doc, 'Daytime telephone number', split + 4, lower + 2, 124);
  value(doc, phone ?? t.phone ?? '', split + 4, lower + 11, 124);
  small(doc, 'Plan number (if applicable)', mid + 4, lower + 2, 100);
  value(doc, t.planNumber ?? '', mid + 4, lower + 11, 100);
  rule(doc, y + height);
  return y + height + 4;
}

function designeeBlock(doc: Doc, d: Form8821Designee | undefined, y: number): number {
  const height = 62;
  const split = LEFT + 300;
  small(doc, 'Name and address', LEFT + 2, y + 2, 290);
  if (d) value(doc, [d.name, ...addressLines(d.address)].join('\n'), LEFT + 2, y + 11, 294);
  doc
    .lineWidth(0.5)
    .moveTo(split, y)
    .lineTo(split, y + height)
    .stroke();
  const rows: Array<[string, string]> = [
    ['CAF No.', d?.cafNumber ?? ''],
    ['PTIN', d?.ptin ?? ''],
    ['Telephone No.', d?.phone ?? ''],
    ['Fax No.', d?.fax ?? ''],
  ];
  rows.forEach(([label, text], i) => {
    small(doc, label, split + 4, y + 2 + i * 10, 60);
    doc
      .font('body')
      .fontSize(8)
      .text(text, split + 64, y + 1.5 + i * 10, { width: 170, lineBreak: false });
  });
  const boxes = y + 43;
  checkbox(doc, split + 4, boxes, d?.sendCopies ?? false);
  small(doc, 'Check if to be sent copies of notices and communications', split + 14, boxes, 220);
  small(doc, 'Check if new: Address', split + 4, boxes + 10, 80, { lineBreak: false });
  checkbox(doc, split + 80, boxes + 10, false);
  small(doc, 'Telephone No.', split + 92, boxes + 10, 50, { lineBreak: false });
  checkbox(doc, split + 140, boxes + 10, false);
  small(doc, 'Fax No.', split + 152, boxes + 10, 40, { lineBreak: false });
  checkbox(doc, split + 180, boxes + 10, false);
  rule(doc, y + height);
  return y + height;
}

function line2(doc: Doc, p: Prefilled8821, y: number): number {
  const listed = p.designees.length > 2;
  y = boxedLine(doc, y, 2, listed);
  rule(doc, y);
  // The form has room for two; more designees follow on the attached list (a continuation page).
  for (let i = 0; i < Math.max(2, p.designees.length); i++) {
    y = room(doc, p, y, 66);
    y = designeeBlock(doc, p.designees[i], y);
  }
  return y + 4;
}

const COLUMNS = [
  {
    x: 0,
    w: 120,
    head: '(a)\nType of Tax Information (Income, Employment, Payroll, Excise, Estate, Gift, Civil Penalty, Sec. 4980H Payments, etc.)',
  },
  { x: 120, w: 120, head: '(b)\nTax Form Number (1040, 941, 720, etc.)' },
  { x: 240, w: 150, head: '(c)\nYear(s) or Period(s)' },
  { x: 390, w: 150, head: '(d)\nSpecific Tax Matters' },
] as const;

function line3(doc: Doc, p: Prefilled8821, y: number): number {
  y = lineHeading(doc, y, 3);
  checkbox(doc, LEFT + LINE_NO, y, p.intermediateServiceProvider ?? false);
  small(
    doc,
    'By checking here, I authorize access to my IRS records via an Intermediate Service Provider.',
    LEFT + LINE_NO + 10,
    y,
    480,
  );
  y += 11;
  rule(doc, y);
  doc.font('body').fontSize(6.5);
  const headHeight =
    Math.max(...COLUMNS.map((c) => doc.heightOfString(c.head, { width: c.w - 4, align: 'center' }))) + 5;
  for (const c of COLUMNS) doc.text(c.head, LEFT + c.x + 2, y + 2, { width: c.w - 4, align: 'center' });
  const rows = Math.max(4, p.matters.length);
  let top = y;
  const columnLines = (from: number, to: number) => {
    for (const c of COLUMNS.slice(1))
      doc
        .lineWidth(0.5)
        .moveTo(LEFT + c.x, from)
        .lineTo(LEFT + c.x, to)
        .stroke();
  };
  y += headHeight;
  rule(doc, y);
  for (let i = 0; i < rows; i++) {
    const m = p.matters[i];
    const cells = m ? [m.type, m.forms.join(', '), m.periods, m.specificMatters] : ['', '', '', ''];
    const height = Math.max(
      16,
      ...cells.map(
        (text, k) =>
          doc
            .font('body')
            .fontSize(8.5)
            .heightOfString(text, { width: COLUMNS[k]!.w - 6 }) + 6,
      ),
    );
    if (y + height > BOTTOM) {
      columnLines(top, y);
      y = room(doc, p, y, height);
      top = y;
      rule(doc, y);
    }
    cells.forEach((text, k) =>
      doc
        .font('body')
        .fontSize(8.5)
        .text(text, LEFT + COLUMNS[k]!.x + 3, y + 3, { width: COLUMNS[k]!.w - 6 }),
    );
    y += height;
    rule(doc, y);
  }
  columnLines(top, y);
  return y + 4;
}

function line4(doc: Doc, p: Prefilled8821, y: number): number {
  return boxedLine(doc, y, 4, p.specificUse ?? false) + 3;
}

function line5(doc: Doc, y: number, keep: boolean): number {
  y = boxedLine(doc, y, 5, keep);
  small(
    doc,
    'To revoke a prior tax information authorization(s) without submitting a new authorization, see the line 5 instructions.',
    LEFT + LINE_NO,
    y,
    WIDTH - LINE_NO,
  );
  return doc.y + 4;
}

function drawSignature(doc: Doc, mark: SignatureMark, x: number, y: number, width: number, height: number) {
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

function line6(doc: Doc, p: Prefilled8821, y: number, signed: SignedLines | undefined): number {
  y = lineHeading(doc, y, 6);
  doc
    .font('bold')
    .fontSize(7)
    .text(
      '\u25B6 IF NOT COMPLETE, SIGNED, AND DATED, THIS TAX INFORMATION AUTHORIZATION WILL BE RETURNED.',
      LEFT + LINE_NO,
      y,
      { width: WIDTH - LINE_NO },
    );
  doc.text('\u25B6 DO NOT SIGN THIS FORM IF IT IS BLANK OR INCOMPLETE.', LEFT + LINE_NO, doc.y + 1, {
    width: WIDTH - LINE_NO,
  });
  y = doc.y + 4;
  const split = LEFT + 380;
  const signatureHeight = 36;
  rule(doc, y);
  if (signed) drawSignature(doc, signed.signature, LEFT + 4, y + 1, 370, signatureHeight - 4);
  rule(doc, y + signatureHeight);
  small(doc, 'Signature', LEFT + 2, y + signatureHeight + 1, 200);
  if (signed) value(doc, signed.date, split + 4, y + signatureHeight - 13, 150);
  small(doc, 'Date', split + 4, y + signatureHeight + 1, 100);
  y += signatureHeight + 10;
  const nameHeight = 20;
  value(doc, signed?.printName ?? p.signer.name, LEFT + 4, y + 4, 370);
  value(doc, signed?.title ?? p.signer.title ?? '', split + 4, y + 4, 156);
  rule(doc, y + nameHeight);
  small(doc, 'Print Name', LEFT + 2, y + nameHeight + 1, 200);
  small(doc, 'Title (if applicable)', split + 4, y + nameHeight + 1, 150);
  doc
    .lineWidth(0.5)
    .moveTo(split, y - signatureHeight - 10)
    .lineTo(split, y + nameHeight)
    .stroke();
  y += nameHeight + 12;
  if (signed) {
    const how = signed.signature.kind === 'typed' ? 'typed' : 'drawn';
    small(
      doc,
      `Signed electronically (${how}) through the ${p.productName} Portal; the evidence of the signing is in the signature certificate attached to this form.`,
      LEFT,
      y,
      WIDTH,
    );
    y = doc.y + 2;
  }
  return y;
}

/** Draws the whole form from the current (first) page; signed: line 6 and what the signer completed. */
export function drawForm8821(doc: Doc, p: Prefilled8821, signed?: SignedLines): void {
  doc.strokeColor('#000000').fillColor('#000000');
  let y = header(doc);
  y = line1(doc, p, y, signed?.phone);
  y = line2(doc, p, y);
  y = room(doc, p, y, 100);
  y = line3(doc, p, y);
  y = room(doc, p, y, 40);
  y = line4(doc, p, y);
  y = room(doc, p, y, 50);
  y = line5(doc, y, signed?.keepPriorAuthorizations ?? false);
  y = room(doc, p, y, 150);
  line6(doc, p, y, signed);
  footer(doc, p);
}
