import { readFileSync } from 'node:fs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { CorpusCase } from './cases.js';
import { fillForm } from './fill-form.js';
import { scanForm, type ScanKind } from './scan-form.js';
import { fillSevenLineForm } from './seven-line-form.js';

/** `covered`: the scan behind a typed fax cover sheet, as a lender's fax or a scanner's batch sends it (decision 322). */
export type Variant = 'digital' | 'flattened' | ScanKind | 'handwritten' | 'covered';

/** The wrong-form sample: page 1 of Form 2848 (shared reference, printed to PDF). */
export const FORM_2848_URL = new URL('../../assets/f2848-rev-2021-01-page1.pdf', import.meta.url);

/** The bytes of one case in one variant. */
export async function buildCase(c: CorpusCase, variant: Variant): Promise<Uint8Array> {
  if (variant === 'covered') return behindCoverSheet(await buildCase(c, 'scan'));
  if (c.spec === 'form-2848') {
    const bytes = new Uint8Array(readFileSync(FORM_2848_URL));
    return variant === 'digital' || variant === 'flattened'
      ? bytes
      : scanForm(bytes, variant === 'handwritten' ? 'scan' : variant);
  }
  if (c.sevenLine) {
    const page = await fillSevenLineForm({ ...c.spec, ...c.sevenLine });
    return variant === 'digital' || variant === 'flattened'
      ? page
      : scanForm(page, variant === 'handwritten' ? 'scan' : variant);
  }
  // Handwritten: the blank form printed, filled in by hand, then scanned at 150 DPI.
  if (variant === 'handwritten') return scanForm(await fillForm(c.spec, { hand: true }), 'scan');
  const digital = await fillForm(c.spec, { flatten: variant !== 'digital' });
  if (c.onlyAs) return scanForm(digital, c.onlyAs);
  return variant === 'digital' || variant === 'flattened' ? digital : scanForm(digital, variant);
}

/** A file's pages behind a typed fax cover sheet. */
export async function behindCoverSheet(bytes: Uint8Array): Promise<Uint8Array> {
  const form = await PDFDocument.load(bytes);
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const cover = doc.addPage([612, 792]);
  cover.drawText('FAX COVER SHEET', { x: 72, y: 700, size: 24, font });
  cover.drawText('To: TaxLens Transcript Services    From: the lender    Pages: 2 (with this one)', {
    x: 72,
    y: 660,
    size: 11,
    font,
  });
  for (const page of await doc.copyPages(form, form.getPageIndices())) doc.addPage(page);
  return doc.save();
}
