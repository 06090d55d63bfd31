import { readFileSync } from 'node:fs';
import type { CorpusCase } from './cases.js';
import { fillForm } from './fill-form.js';
import { scanForm, type ScanKind } from './scan-form.js';
import { fillSevenLineForm } from './seven-line-form.js';

export type Variant = 'digital' | 'flattened' | ScanKind | 'handwritten';

/** The wrong-form sample: page 1 of Form 2848 (shared reference, printed to PDF). */
export const FORM_2848_URL = new URL('../../assets/f2848-rev-2021-01-page1.pdf', import.meta.url);

/** The bytes of one case in one variant. */
export async function buildCase(c: CorpusCase, variant: Variant): Promise<Uint8Array> {
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
