import { afterAll, describe, expect, it, vi } from 'vitest';
import { checkForm } from './check-form.js';
import { buildCase } from './corpus/build-case.js';
import { CORPUS } from './corpus/cases.js';
import { OcrEngine } from './read/ocr.js';

// OCR costs seconds a page: CI reads one fax page here; the corpus's scans are measured by `npm run bench -- form-check`.
describe('a scanned form (an image-only page: OCR, registration, pixel tests)', () => {
  const ocr = new OcrEngine();
  afterAll(() => ocr.close());
  /** The whole-page OCR passes a check makes (a field's crop is read with a segmentation mode, a page without). */
  async function pagePasses(check: () => Promise<unknown>) {
    const spy = vi.spyOn(ocr, 'recognize');
    try {
      await check();
      return spy.mock.calls.filter(([, options]) => !options?.mode).length;
    } finally {
      spy.mockRestore();
    }
  }

  it('finds line 4 ticked on a 1-bit 204x98 fax page', { timeout: 90_000 }, async () => {
    const c = CORPUS.find((k) => k.name === 'line4-checked')!;
    const result = await checkForm('fax.pdf', await buildCase(c, 'fax'), c.facts, ocr);
    expect(result.readBy).toBe('ocr');
    expect(result.fields.formNumber).toBe('8821');
    expect(result.fields.line4Checked).toBe(true);
    expect(result.codes).toContain('SECTION_4_CHECKED');
    expect(result.verdict).toBe('likely_rejection');
  });

  it(
    'reads an older-revision fax whose page pass misread the date and the SSN label (decision 325): Ready',
    { timeout: 90_000 },
    async () => {
      const c = CORPUS.find((k) => k.name === 'old-clean-individual')!;
      const bytes = await buildCase(c, 'fax');
      let result: Awaited<ReturnType<typeof checkForm>> | undefined;
      // Its labels make the first turn sure (decision 327), then its grid is read (decision 323): two page passes.
      expect(await pagePasses(async () => (result = await checkForm('old-fax.pdf', bytes, c.facts, ocr)))).toBe(2);
      expect(result!.fields).toMatchObject({ revision: 'April 2004', tin: '567-89-0123', signedOn: '2026-02-20' });
      expect(result!.findings).toEqual([]);
      expect(result!.verdict).toBe('ready');
    },
  );

  it(
    'reads an older-revision page scanned 1.5 degrees crooked straight, in one page pass (decision 327): Ready',
    { timeout: 90_000 },
    async () => {
      const c = CORPUS.find((k) => k.name === 'old-clean')!;
      const bytes = await buildCase(c, 'skewed');
      let result: Awaited<ReturnType<typeof checkForm>> | undefined;
      expect(await pagePasses(async () => (result = await checkForm('old-skewed.pdf', bytes, c.facts, ocr)))).toBe(1);
      expect(result!.fields).toMatchObject({ revision: 'April 2004', signed: true, signedOn: '2026-02-20' });
      expect(result!.verdict).toBe('ready');
    },
  );
});
