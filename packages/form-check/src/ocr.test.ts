import { afterAll, describe, expect, it } from 'vitest';
import { checkForm } from './check-form.js';
import { buildCase } from './corpus/build-case.js';
import { CORPUS } from './corpus/cases.js';
import { OcrEngine } from './read/ocr.js';

// OCR costs seconds a page: CI reads one fax page here; the corpus's scans are measured by `npm run bench -- form-check`.
describe('a scanned form (an image-only page: OCR, registration, pixel tests)', () => {
  const ocr = new OcrEngine();
  afterAll(() => ocr.close());

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
      const result = await checkForm('old-fax.pdf', await buildCase(c, 'fax'), c.facts, ocr);
      expect(result.fields).toMatchObject({ revision: 'April 2004', tin: '567-89-0123', signedOn: '2026-02-20' });
      expect(result.findings).toEqual([]);
      expect(result.verdict).toBe('ready');
    },
  );
});
