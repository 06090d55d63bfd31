import type { ClientFacts, Finding, FormRead, Verdict } from '../types.js';
import { checkLine1, checkLine2, checkLine3, collectFindings } from './check-lines.js';
import { checkSignature } from './check-line6.js';

/** Days between the form's arrival and the day operations submit it to the IRS (the 120-day rule counts to then). */
export const SUBMIT_LAG_DAYS = 1;

export const addDays = (isoDay: string, days: number) =>
  new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Every rule of the table over what was read. */
export function checkRules(form: FormRead, facts: ClientFacts): Finding[] {
  const { add, findings } = collectFindings();
  if (form.illegible) {
    add('FORM_ILLEGIBLE', `Page ${form.illegible.page} could not be read: ${form.illegible.reason}.`, null);
    findings[0]!.page = form.illegible.page;
    return findings;
  }
  if (form.formNumber.value !== '8821') {
    add(
      'INCORRECT_FORM_UPLOADED',
      form.formNumber.value
        ? `This is Form ${form.formNumber.value}, not Form 8821.`
        : 'This file is not a Form 8821 (its title and form number were not found).',
      form.formNumber.box,
    );
    return findings;
  }
  if (form.line4Checked.value === true)
    add(
      'SECTION_4_CHECKED',
      'Line 4 is checked: the IRS will not record this authorization on its CAF system, so transcripts cannot be pulled with it.',
      form.line4Checked.box,
    );
  checkLine1(form, facts, add);
  checkLine2(form, facts, add);
  checkLine3(form, facts, add);
  checkSignature(form, facts, addDays(facts.receivedOn, SUBMIT_LAG_DAYS), add);
  return findings;
}

export function verdictOf(findings: Finding[]): Verdict {
  if (findings.some((f) => f.verdict === 'likely_rejection')) return 'likely_rejection';
  return findings.length ? 'check' : 'ready';
}
