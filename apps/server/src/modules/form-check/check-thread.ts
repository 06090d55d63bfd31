// The module of the form-check threads (platform/workers/thread-pool.ts): reads one 8821 with
// packages/form-check, applies its rule table and draws the first pages with the TIN covered. Runs off
// the main thread, outside any transaction; the layout of the official form is measured once per thread.
import { setPriority } from 'node:os';
import {
  checkRules,
  type ClientFacts,
  expectedOf,
  type FileResult,
  OcrEngine,
  readForm,
  renderMaskedPages,
  summarise,
  UnreadableFormError,
  verdictOf,
} from '@taxlens/form-check';

export type CheckInput = { fileName: string; bytes: Uint8Array; facts: ClientFacts; maxPages: number; dpi: number };
export type CheckOutput = {
  result: FileResult;
  pages: { page: number; png: Uint8Array; width: number; height: number; scale: number }[];
};

// OCR takes seconds of CPU a page: this thread runs at a lower priority (nice 10) so the server's requests
// keep theirs. On Linux a priority is a thread's own, and the tesseract thread it starts inherits it.
const LOWER_PRIORITY = 10;
try {
  setPriority(LOWER_PRIORITY);
} catch {
  // Not allowed here (some containers): the check still runs, at the normal priority.
}

let ocr: OcrEngine | undefined;

export default async function checkInThread(input: CheckInput): Promise<CheckOutput> {
  const { fileName, bytes, facts } = input;
  let form;
  try {
    form = await readForm(bytes, (ocr ??= new OcrEngine()), expectedOf(facts));
  } catch (error) {
    if (!(error instanceof UnreadableFormError)) throw error;
    const sentence = `We could not read this form: ${error.message}.`;
    const finding = {
      code: 'FORM_ILLEGIBLE' as const,
      verdict: 'likely_rejection' as const,
      sentence,
      page: null,
      box: null,
    };
    const fields = { designees: [], taxForms: [], years: [] };
    return {
      result: {
        file: fileName,
        verdict: 'likely_rejection',
        codes: ['FORM_ILLEGIBLE'],
        findings: [finding],
        fields: { ...NOTHING, ...fields },
        readBy: 'text',
      },
      pages: [],
    };
  }
  const findings = checkRules(form, facts);
  const result: FileResult = {
    file: fileName,
    verdict: verdictOf(findings),
    codes: [...new Set(findings.map((f) => f.code))],
    findings,
    fields: summarise(form),
    readBy: form.readBy,
  };
  const pages = await renderMaskedPages(bytes, {
    cover: form.tin.box ? [form.tin.box] : [],
    views: form.view ? [form.view] : [],
    tinDigits: facts.clientTin.replace(/\D/g, ''),
    maxPages: input.maxPages,
    dpi: input.dpi,
  });
  return { result, pages: pages.map((p) => ({ ...p, png: new Uint8Array(p.png) })) };
}

const NOTHING = {
  formNumber: null,
  revision: null,
  taxpayerName: null,
  tin: null,
  line4Checked: null,
  signed: null,
  signerName: null,
  title: null,
  signedOn: null,
};
