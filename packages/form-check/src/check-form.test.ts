import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { checkForm } from './check-form.js';
import { behindCoverSheet, buildCase } from './corpus/build-case.js';
import { CORPUS } from './corpus/cases.js';
import { RULES } from './rules/rule-table.js';
import { splitWords } from './read/layout.js';
import { getPage, openPdf, readTextItems } from './read/pdfjs.js';
import { readSevenLineForm } from './read/seven-lines.js';
import { readForm } from './read/read-form.js';

const expectedOf = (c: (typeof CORPUS)[number]) => Object.entries(c.expected).sort();

// Timeouts are for a loaded CI machine; a form takes well under a second on a quiet one.
describe('a digital form (AcroForm fields) checked against the client', { timeout: 30_000 }, () => {
  for (const c of CORPUS.filter((k) => !k.onlyAs)) {
    it(`${c.name}: ${Object.keys(c.expected).join(', ') || 'ready'}`, async () => {
      const result = await checkForm(`${c.name}.pdf`, await buildCase(c, 'digital'), c.facts, null);
      const worst = new Map<string, string>();
      for (const f of result.findings) if (worst.get(f.code) !== 'likely_rejection') worst.set(f.code, f.verdict);
      expect([...worst].sort()).toEqual(expectedOf(c));
      for (const f of result.findings) {
        expect(f.sentence.length).toBeGreaterThan(20);
        if (f.code !== 'INCORRECT_FORM_UPLOADED') expect(f.page).toBe(1);
      }
      expect(result.verdict).toBe(
        Object.values(c.expected).includes('likely_rejection')
          ? 'likely_rejection'
          : Object.keys(c.expected).length
            ? 'check'
            : 'ready',
      );
    });
  }

  it('covers every rule of the table with a labelled case', () => {
    const labelled = new Set(CORPUS.flatMap((c) => Object.keys(c.expected)));
    expect(RULES.map((r) => r.code).filter((code) => !labelled.has(code))).toEqual([]);
  });

  it('reads the values a lender sees, each with its page and box', async () => {
    const c = CORPUS.find((k) => k.name === 'clean-c_corp')!;
    const result = await checkForm('a.pdf', await buildCase(c, 'digital'), c.facts, null);
    expect(result.readBy).toBe('fields');
    expect(result.fields).toMatchObject({
      formNumber: '8821',
      revision: '2021-01',
      taxpayerName: 'Northwind Traders Inc',
      tin: '12-3456789',
      designees: [{ name: 'TaxLens Transcript Services', caf: '0312-45678R' }],
      taxForms: ['1120'],
      years: ['2022', '2023', '2024', '2025', '2026'],
      line4Checked: false,
      signed: true,
      signerName: 'Maria Lopez',
      title: 'President',
      signedOn: '2026-02-20',
    });
  });
});

describe('a flattened form (no fields: the text layer)', { timeout: 30_000 }, () => {
  for (const name of [
    'clean-s_corp',
    'clean-individual',
    'line4-checked',
    'no-signature',
    'date-too-old',
    'line2-wrong-caf',
  ]) {
    it(name, async () => {
      const c = CORPUS.find((k) => k.name === name)!;
      const result = await checkForm(`${name}.pdf`, await buildCase(c, 'flattened'), c.facts, null);
      expect(result.readBy).toBe('text');
      expect(result.codes.sort()).toEqual(Object.keys(c.expected).sort());
    });
  }
});

describe('the older seven-line revision (decision 312: read by its printed labels)', { timeout: 30_000 }, () => {
  it('reads line 1, the appointee, line 3, line 5a and line 7 where its own labels put them', async () => {
    const c = CORPUS.find((k) => k.name === 'old-clean')!;
    const bytes = await buildCase(c, 'digital');
    const result = await checkForm('old.pdf', bytes, c.facts, null);
    expect(result.verdict).toBe('ready');
    expect(result.fields).toMatchObject({
      revision: 'April 2004',
      taxpayerName: 'Northwind Traders Inc',
      tin: '12-3456789',
      designees: [{ name: 'TaxLens Transcript Services', caf: '0312-45678R' }],
      taxForms: ['1120'],
      line4Checked: false,
      signed: true,
      signerName: 'Maria Lopez',
      title: 'President',
      signedOn: '2026-02-20',
    });
    const read = await readForm(bytes, null);
    expect(read.line5a.value).toBe(true);
    const unticked = CORPUS.find((k) => k.name === 'old-line5a-unchecked')!;
    expect((await readForm(await buildCase(unticked, 'digital'), null)).line5a.value).toBe(false);
  });
});

describe('the older revision read from OCR words (decision 323)', () => {
  it("finds line 3's columns under heads the OCR misread: (h), (¢) and (dl) for (b), (c) and (d)", async () => {
    const c = CORPUS.find((k) => k.name === 'old-clean')!;
    const pdf = await openPdf(await buildCase(c, 'flattened'));
    const words = splitWords(await readTextItems(await getPage(pdf, 1)));
    await pdf.destroy();
    const misread: Record<string, string> = { '(b)': '(h)', '(c)': '(¢)', '(d)': '(dl)' };
    const ocrWords = words.map((w) => ({ ...w, text: misread[w.text] ?? w.text }));
    expect(ocrWords.map((w) => w.text)).toEqual(expect.arrayContaining(['(h)', '(¢)', '(dl)']));
    const read = readSevenLineForm(ocrWords, null, () => false, 'ocr');
    expect(read.rows.filter((r) => r.form).map((r) => [r.form, r.years])).toEqual([['1120', '2022-2026']]);
  });
});

describe('a file that is no readable PDF (hostile or damaged uploads)', () => {
  it('says FORM_ILLEGIBLE in a plain sentence, for a PDF header over garbage as for random bytes', async () => {
    const facts = CORPUS.find((k) => k.name === 'clean-c_corp')!.facts;
    for (const bytes of [
      new TextEncoder().encode('%PDF-1.4\ngarbage'),
      new Uint8Array(4096).map((_, i) => (i * 7919) % 251),
    ]) {
      const result = await checkForm('damaged.pdf', bytes, facts, null);
      expect(result.codes).toEqual(['FORM_ILLEGIBLE']);
      expect(result.findings[0]!.sentence).toBe('We could not read this form: the file is not a readable PDF.');
    }
  });
});

describe('a form behind a fax cover sheet (decision 322)', () => {
  /** The case's flattened form behind a typed cover sheet. */
  async function behindCover(name: string) {
    const c = CORPUS.find((k) => k.name === name)!;
    return { c, bytes: await behindCoverSheet(await buildCase(c, 'flattened')) };
  }

  it('reads the form on page 2: its findings point at page 2, where the preview shows them', async () => {
    const { c, bytes } = await behindCover('line4-checked');
    const result = await checkForm('fax.pdf', bytes, c.facts, null);
    expect(result.fields.formNumber).toBe('8821');
    expect(result.codes.sort()).toEqual(Object.keys(c.expected).sort());
    const line4 = result.findings.find((f) => f.code === 'SECTION_4_CHECKED')!;
    expect(line4.page).toBe(2);
    expect(line4.box?.page).toBe(2);
  });

  it('still says what the first page is when no page is an 8821 (a 2848 behind a cover sheet stays another form)', async () => {
    const { c, bytes } = await behindCover('form-2848');
    const result = await checkForm('fax.pdf', bytes, c.facts, null);
    expect(result.codes).toContain('INCORRECT_FORM_UPLOADED');
  });
});

describe('pages of a document read while another is open (pdfjs 5.4 keeps one page count for all)', () => {
  it('gives page 2 of a two-page file after a one-page file was opened', async () => {
    const make = async (pages: number) => {
      const doc = await PDFDocument.create();
      for (let i = 0; i < pages; i++) doc.addPage([612, 792]);
      return doc.save();
    };
    const two = await openPdf(await make(2));
    const one = await openPdf(await make(1));
    expect((await getPage(two, 2)).pageNumber).toBe(2);
    await Promise.all([two.destroy(), one.destroy()]);
  });
});
