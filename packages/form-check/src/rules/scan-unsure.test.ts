import { describe, expect, it } from 'vitest';
import { CORPUS } from '../corpus/cases.js';
import type { Box, FormRead } from '../types.js';
import { checkLine2, checkLine3, collectFindings } from './check-lines.js';

const box: Box = { page: 1, x: 34, y: 562, w: 544, h: 52 };
const facts = CORPUS.find((c) => c.name === 'clean-c_corp')!.facts;
/** Files 1120-S: a misread "1120-S" reads as a 1120 it does not file. */
const sCorporation = CORPUS.find((c) => c.name === 'clean-s_corp')!.facts;
const row = (form: string) => ({ type: 'Income', form, years: '2022-2025', matters: '', box });
const read = (change: Partial<FormRead>): FormRead =>
  ({ readBy: 'ocr', designees: [], rows: [], ...change }) as FormRead;

// Decision 302: what a scan's OCR may have misread is "check", never a likely rejection.
describe('values a scan could not read with certainty', () => {
  it('makes a line 2 whose CAF number was unsure or a near miss of the provider\'s "check"', () => {
    for (const designee of [
      { name: 'TaxLens Transcr1pt Serv', caf: '0312-1567', copies: true, box, unreadable: true },
      { name: 'TaxLens Transcr1pt Serv', caf: '0312-15678R', copies: true, box },
    ]) {
      const { add, findings } = collectFindings();
      checkLine2(read({ designees: [designee] }), facts, add);
      expect(findings).toMatchObject([{ code: 'SECTION_2_INCOMPLETE_INCORRECT', verdict: 'check' }]);
    }
  });

  it("keeps another designee with another CAF number a likely rejection, and a digital form's near miss too", () => {
    const other = { name: 'Acme Tax Pros', caf: '9999-11111R', copies: true, box };
    const near = { name: 'Acme Tax Pros', caf: '0312-15678R', copies: true, box };
    for (const form of [read({ designees: [other] }), read({ readBy: 'fields', designees: [near] })]) {
      const { add, findings } = collectFindings();
      checkLine2(form, facts, add);
      expect(findings).toMatchObject([{ code: 'SECTION_2_INCOMPLETE_INCORRECT', verdict: 'likely_rejection' }]);
    }
  });

  it('makes a form number that is no form number ("1120-5") "check" on a scan, a real one a likely rejection', () => {
    const verdicts = ['1120-5', '1040'].map((form) => {
      const { add, findings } = collectFindings();
      checkLine3(read({ rows: [row(form)] }), sCorporation, add);
      return findings.filter((f) => f.code === 'INCORRECT_ORG_TYPE').map((f) => f.verdict);
    });
    expect(verdicts).toEqual([['check'], ['likely_rejection']]);
  });
});
