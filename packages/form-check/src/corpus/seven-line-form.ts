import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { FormSpec } from './fill-form.js';

/** A filled seven-line 8821: the current revision's spec, plus the older form's line 5a and 5b boxes. */
export type SevenLineSpec = FormSpec & { line5a: boolean; line5b?: boolean };

/**
 * An 8821 of the older seven-line revision (Rev. April 2004), as a program fills and prints it: labels and values
 * are page text, ticked boxes carry an "X", the signature is ink. No blank copy of that revision was available
 * (shared/reference/form-8821.md): the page is built from the reference's description ("appointee", line 5
 * "Disclosure of tax information" with boxes 5a and 5b, line 6 retention, line 7 signature) with the wording of
 * the current revision where the reference gives none, so its coordinates are ours, not the IRS's (decision 312).
 * The reader finds its values by these printed labels, never by these coordinates.
 */
export async function fillSevenLineForm(spec: SevenLineSpec): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setCreationDate(new Date(0));
  doc.setModificationDate(new Date(0));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([612, 792]);
  const t = (text: string, x: number, y: number, size = 7, f: PDFFont = font) =>
    page.drawText(text, { x, y, size, font: f });
  const v = (text: string, x: number, y: number) => text && page.drawText(text, { x, y, size: 9, font });
  const rule = (x0: number, x1: number, y: number) =>
    page.drawLine({ start: { x: x0, y }, end: { x: x1, y }, thickness: 0.5, color: rgb(0, 0, 0) });
  const box = (y: number, ticked: boolean) => {
    page.drawRectangle({ x: 560, y, width: 8, height: 8, borderWidth: 0.6, borderColor: rgb(0, 0, 0) });
    if (ticked) t('X', 561.5, y + 1.2, 8, bold);
  };

  t('Form 8821', 36, 752, 10, bold);
  t('(Rev. April 2004)', 36, 742);
  t('Department of the Treasury', 36, 733, 6);
  t('Internal Revenue Service', 36, 726, 6);
  t('Tax Information Authorization', 220, 748, 14, bold);
  t('OMB No. 1545-1165', 500, 752, 6);
  rule(36, 576, 720);

  t('1', 36, 710, 8, bold);
  t('Taxpayer information.', 46, 710, 8, bold);
  t('Taxpayer(s) must sign and date this form on line 7.', 140, 710);
  t('Taxpayer name(s) and address (type or print)', 40, 700);
  t('Social security number(s)', 384, 700);
  t('Employer identification number', 384, 676);
  t('Daytime telephone number', 384, 652);
  const ssn = /^\d{3}-?\d{2}-?\d{4}$/.test(spec.tin.trim());
  spec.nameAddress.split('\n').forEach((line, i) => v(line, 44, 688 - 11 * i));
  v(spec.tin, 388, ssn ? 688 : 664);
  rule(36, 576, 640);

  t('2', 36, 630, 8, bold);
  t('Appointee.', 46, 630, 8, bold);
  t('If you wish to name more than one appointee, attach a list to this form.', 92, 630);
  t('Name and address', 40, 620);
  t('CAF No.', 384, 620);
  t('Telephone No.', 384, 606);
  t('Fax No.', 384, 592);
  const appointee = spec.designees[0];
  appointee?.nameAddress.split('\n').forEach((line, i) => v(line, 44, 608 - 11 * i));
  if (appointee) v(appointee.caf, 420, 620);
  rule(36, 576, 582);

  t('3', 36, 572, 8, bold);
  t('Tax matters.', 46, 572, 8, bold);
  t(
    'The appointee is authorized to inspect and/or receive confidential tax information in any office of the IRS',
    100,
    572,
  );
  t('for the tax matters listed on this line.', 46, 563);
  t('(a) Type of Tax', 40, 550);
  t('(b) Tax Form Number', 170, 550);
  t('(c) Year(s) or Period(s)', 290, 550);
  t('(d) Specific Tax Matters', 430, 550);
  rule(36, 576, 545);
  spec.rows.forEach((r, i) => {
    const y = 533 - 14 * i;
    v(r.type, 44, y);
    v(r.form, 174, y);
    v(r.years, 294, y);
    rule(36, 576, y - 4);
  });
  rule(36, 576, 488);

  t('4', 36, 478, 8, bold);
  t('Specific use not recorded on Centralized Authorization File (CAF).', 46, 478, 8, bold);
  t('If the tax information authorization is for a specific use not recorded on CAF, check this box', 46, 468);
  box(466, spec.line4);

  t('5', 36, 452, 8, bold);
  t('Disclosure of tax information', 46, 452, 8, bold);
  t('(you must check a box on line 5a or 5b unless the box on line 4 is checked):', 170, 452);
  t('a', 40, 440, 8, bold);
  t('If you want copies of tax information, notices, and other written communications sent to the appointee', 50, 440);
  t('on an ongoing basis, check this box', 50, 431);
  box(430, spec.line5a);
  t('b', 40, 418, 8, bold);
  t('If you do not want any copies of notices or communications sent to your appointee, check this box', 50, 418);
  box(416, spec.line5b ?? false);

  t('6', 36, 402, 8, bold);
  t('Retention/revocation of tax information authorizations.', 46, 402, 8, bold);
  t(
    'This tax information authorization automatically revokes all prior authorizations for the same tax matters',
    250,
    402,
  );
  t(
    'you listed on line 3 above unless you checked the box on line 4. If you do not want to revoke a prior tax information',
    46,
    392,
  );
  t(
    'authorization, check this box and attach a copy of the authorization(s) that you want to remain in effect',
    46,
    383,
  );
  box(381, false);

  t('7', 36, 366, 8, bold);
  t('Signature of taxpayer(s).', 46, 366, 8, bold);
  t(
    'If a tax matter applies to a joint return, either husband or wife must sign. If signed by a corporate officer, partner,',
    150,
    366,
  );
  t(
    'guardian, executor, receiver, administrator, trustee, or party other than the taxpayer, I certify that I have the authority',
    46,
    357,
  );
  t('to execute this form with respect to the tax matters/periods on line 3 above.', 46, 348);
  t('IF NOT SIGNED AND DATED, THIS TAX INFORMATION AUTHORIZATION WILL BE RETURNED.', 46, 334, 7, bold);
  rule(36, 400, 290);
  rule(410, 576, 290);
  t('Signature', 40, 282);
  t('Date', 414, 282);
  rule(36, 400, 250);
  rule(410, 576, 250);
  t('Print Name', 40, 242);
  t('Title (if applicable)', 414, 242);
  if (spec.signature) drawSignature(page, 120, 300);
  if (spec.date) v(spec.date, 420, 294);
  v(spec.printName, 44, 254);
  v(spec.title, 418, 254);

  t('For Privacy Act and Paperwork Reduction Act Notice, see page 4.', 36, 60, 6, bold);
  t('Cat. No. 11596P', 300, 60, 6);
  t('Form 8821 (Rev. 4-2004)', 520, 60, 6, bold);
  return doc.save({ useObjectStreams: false });
}

function drawSignature(page: PDFPage, x: number, y: number) {
  page.drawSvgPath('M 0 0 C 20 -25 30 20 50 -5 S 80 -20 95 2 C 110 15 120 -15 140 -4', {
    x,
    y,
    borderColor: rgb(0.05, 0.1, 0.45),
    borderWidth: 1.6,
  });
}
