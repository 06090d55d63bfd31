import type { ClientFacts, FileFields, FileResult, FormRead } from './types.js';
import type { OcrEngine } from './read/ocr.js';
import { readForm, UnreadableFormError } from './read/read-form.js';
import { yearsIn } from './rules/tax-forms.js';
import { checkRules, verdictOf } from './rules/check-rules.js';

/** The `fields` of the result: what was read, in the shape the CLI and the API print. */
export function summarise(form: FormRead): FileFields {
  const rows = form.rows.filter((r) => r.form || r.years);
  return {
    formNumber: form.formNumber.value,
    revision: form.revision.value,
    taxpayerName: form.taxpayerName.value,
    tin: form.tin.value,
    designees: form.designees.map((d) => ({ name: d.name.split('\n')[0] ?? '', caf: d.caf })),
    taxForms: rows.map((r) => r.form.trim()).filter(Boolean),
    years: [...new Set(rows.flatMap((r) => yearsIn(r.years)))].map(String),
    line4Checked: form.line4Checked.value,
    signed: form.signed.value,
    signerName: form.signerName.value,
    title: form.title.value,
    signedOn: form.signedOn.value,
  };
}

const NOTHING_READ: FileFields = {
  formNumber: null,
  revision: null,
  taxpayerName: null,
  tin: null,
  designees: [],
  taxForms: [],
  years: [],
  line4Checked: null,
  signed: null,
  signerName: null,
  title: null,
  signedOn: null,
};

/** What the reader may read a fax's digits against (decision 302): the client's TINs, the designees' CAF numbers. */
export const expectedOf = (facts: ClientFacts) => ({
  tins: [facts.clientTin, facts.spouse?.tin].filter((t): t is string => Boolean(t)),
  cafs: facts.designees.map((d) => d.caf),
});

/** Reads one file and applies the rule table: the verdict a lender sees before placing the order. */
export async function checkForm(
  file: string,
  bytes: Uint8Array,
  facts: ClientFacts,
  ocr: OcrEngine | null,
): Promise<FileResult> {
  let form: FormRead;
  try {
    form = await readForm(bytes, ocr, expectedOf(facts));
  } catch (error) {
    if (!(error instanceof UnreadableFormError)) throw error;
    return {
      file,
      verdict: 'likely_rejection',
      codes: ['FORM_ILLEGIBLE'],
      findings: [
        {
          code: 'FORM_ILLEGIBLE',
          verdict: 'likely_rejection',
          sentence: `We could not read this form: ${error.message}.`,
          page: null,
          box: null,
        },
      ],
      fields: NOTHING_READ,
      readBy: 'text',
    };
  }
  const findings = checkRules(form, facts);
  return {
    file,
    verdict: verdictOf(findings),
    codes: [...new Set(findings.map((f) => f.code))],
    findings,
    fields: summarise(form),
    readBy: form.readBy,
  };
}
