import type { ClientFacts, Finding, FormRead } from '../types.js';
import { cafKey, digitsOf, nameIn, sameName } from './names.js';
import { line3NeedOf, ruleOf, type RuleCode } from './rule-table.js';
import { incomeReturnOf, isGeneralReference, returnsFiledBy, yearsIn } from './tax-forms.js';
import type { Box } from '../types.js';

export type Finder = (code: RuleCode, sentence: string, box: Box | null, verdict?: Finding['verdict']) => void;

/** Finding maker: the verdict is the rule's unless a weaker one is given ("check" for what could not be read). */
export function collectFindings(): { add: Finder; findings: Finding[] } {
  const findings: Finding[] = [];
  const add: Finder = (code, sentence, box, verdict) =>
    findings.push({ code, verdict: verdict ?? ruleOf(code).verdict, sentence, page: box?.page ?? null, box });
  return { add, findings };
}

export function checkLine1(form: FormRead, facts: ClientFacts, add: Finder) {
  const missing: string[] = [];
  // On a scan, a value not found may be one the OCR missed: "check", not a likely rejection.
  const unreadable = form.taxpayerName.unreadable || form.tin.unreadable || form.readBy === 'ocr';
  if (!form.taxpayerName.value) missing.push("the taxpayer's name");
  if (!form.taxpayerAddress.value) missing.push('the address');
  if (!form.tin.value) missing.push('the taxpayer identification number');
  if (missing.length) {
    add(
      'SECTION_1_INCOMPLETE_INCORRECT',
      unreadable
        ? `Line 1 could not be read (${missing.join(', ')}): look at it before sending.`
        : `Line 1 is missing ${missing.join(' and ')}; the IRS returns a form without them.`,
      form.taxpayerName.box ?? form.tin.box,
      unreadable ? 'check' : undefined,
    );
  }
  const tin = form.tin.value;
  if (tin) {
    const expected = [facts.clientTin, facts.spouse?.tin].filter(Boolean).map((t) => digitsOf(t!));
    const read = tin.match(/\d[\d\s-]{7,}\d/g)?.map(digitsOf) ?? [digitsOf(tin)];
    if (!read.some((r) => expected.includes(r))) {
      // OCR confuses digits (8 and 6, 1 and 7): a near miss on a scan is "check", never a likely rejection.
      const unsure =
        form.tin.unreadable || (form.readBy === 'ocr' && read.some((r) => expected.some((e) => nearMiss(r, e))));
      add(
        'EIN_SSN_MISMATCH_PORTAL',
        unsure
          ? 'The taxpayer identification number on line 1 could not be read with certainty: compare it with the client.'
          : "The taxpayer identification number on line 1 is not the client's: the IRS would not match the form to the client.",
        form.tin.box,
        unsure ? 'check' : undefined,
      );
    }
  }
}

/** A form number as printed: digits, then a letter suffix ("1120-S", "990-EZ", "1040-SR"). */
const FORM_NUMBER = /^\d{3,4}(-?(S|SR|NR|EZ|PF|T|X|F|H|L|PC|REIT|RIC|POL|C|ND|SF|FSC))?$/i;

/** Two digit strings of one length that differ in at most two places. */
const nearMiss = (a: string, b: string) => a.length === b.length && [...a].filter((ch, i) => ch !== b[i]).length <= 2;

export function checkLine2(form: FormRead, facts: ClientFacts, add: Finder) {
  for (const expected of facts.designees) {
    const byCaf = form.designees.find((d) => cafKey(d.caf) === cafKey(expected.caf));
    if (byCaf) continue;
    const byName = form.designees.find((d) => d.name && sameName(d.name.split('\n')[0] ?? '', expected.name));
    const box = byName?.box ?? form.designees[0]?.box ?? null;
    if (byName)
      add(
        'SECTION_2_INCOMPLETE_INCORRECT',
        form.readBy === 'ocr'
          ? `Line 2 names ${expected.name}, but its CAF number was read as "${byName.caf || '(none)'}": compare it with ${expected.caf}.`
          : `Line 2 names ${expected.name} with CAF number ${byName.caf || '(none)'} instead of ${expected.caf}.`,
        box,
        form.readBy === 'ocr' ? 'check' : undefined,
      );
    else if (form.readBy === 'ocr' && (form.designees.length === 0 || form.designees.some((d) => d.unreadable)))
      // A designee the OCR was unsure of (handwriting above all), or none read on a scan: "check", never a likely rejection.
      add(
        'SECTION_2_INCOMPLETE_INCORRECT',
        `Line 2 could not be read with certainty: look for ${expected.name} (CAF ${expected.caf}) on it.`,
        box,
        'check',
      );
    else {
      // On a scan, a CAF number one digit or two from the provider's may be the provider's misread (a fax loses
      // thin strokes: decision 302): "check", never a likely rejection.
      const unsure = form.readBy === 'ocr' && form.designees.some((d) => nearMiss(cafKey(d.caf), cafKey(expected.caf)));
      add(
        'SECTION_2_INCOMPLETE_INCORRECT',
        unsure
          ? `Line 2's CAF number could not be read with certainty: compare it with ${expected.name}'s, ${expected.caf}.`
          : `Line 2 does not name ${expected.name} (CAF ${expected.caf}) as designee, so transcripts cannot be pulled under it.`,
        box,
        unsure ? 'check' : undefined,
      );
    }
  }
}

export function checkLine3(form: FormRead, facts: ClientFacts, add: Finder) {
  const rows = form.rows.filter((r) => r.type || r.form || r.years);
  const receivedYear = Number(facts.receivedOn.slice(0, 4));
  const limit = new Date(`${facts.receivedOn}T00:00:00Z`);
  limit.setUTCFullYear(limit.getUTCFullYear() + 3);
  if (rows.length === 0) {
    // OCR loses table cells more often than a taxpayer leaves line 3 empty: on a scan an empty line 3 is "check".
    if (form.readBy === 'ocr')
      add(
        'SECTION_3_INCOMPLETE_INCORRECT',
        'Line 3 could not be read on this scan: look at it.',
        form.rows[0]?.box ?? null,
        'check',
      );
    else add('SECTION_3_INCOMPLETE_INCORRECT', 'Line 3 lists no tax form or years.', form.rows[0]?.box ?? null);
    return;
  }
  for (const row of rows) {
    const years = yearsIn(row.years);
    // A cell the OCR was unsure of: what it seems to say is "check", never a likely rejection.
    const unsure = row.unreadable ? 'check' : undefined;
    if (isGeneralReference(row.years) || isGeneralReference(row.form))
      add(
        'SECTION_3_INCOMPLETE_INCORRECT',
        `Line 3 says "${row.years.trim()}"; the IRS refuses "All years" and names specific years.`,
        row.box,
        unsure,
      );
    else if (!row.form.trim() || years.length === 0)
      add(
        'SECTION_3_INCOMPLETE_INCORRECT',
        'A line 3 row is missing the tax form number or the years.',
        row.box,
        unsure,
      );
    else if (years.some((y) => Date.UTC(y, 11, 31) > limit.getTime()))
      add(
        'SECTION_3_INCOMPLETE_INCORRECT',
        `Line 3 lists ${Math.max(...years)}, more than three years after ${receivedYear}; the IRS accepts future years up to three years only.`,
        row.box,
        unsure,
      );
  }
  const fits = returnsFiledBy(facts.clientType, facts.taxClassification);
  for (const row of rows) {
    const income = incomeReturnOf(row.form);
    if (income && !fits.includes(income))
      add(
        'INCORRECT_ORG_TYPE',
        `Line 3 asks for Form ${row.form.trim()}, which this client does not file (it files ${fits.join(' or ')}).`,
        row.box,
        // A scan's form number that is no form number ("1120-5", "1120.8") is a misread: "check" (decision 302).
        row.unreadable || (form.readBy === 'ocr' && !FORM_NUMBER.test(row.form.trim())) ? 'check' : undefined,
      );
  }
  checkProducts(form, facts, add, rows, receivedYear);
}

/** A line 3 row that names "Wage and Income" or an information return of it (W-2, 1099, 1098, 5498). */
const isWageAndIncome = (row: FormRead['rows'][number]) =>
  /wage\s*(and|&)\s*income/i.test(`${row.type} ${row.form}`) || /^\s*(W-?2|1099|1098|5498)/i.test(row.form);

/** NO_INCOME_MONITORING_AUTH (decision 285): each product's line 3 needs from PRODUCT_LINE3_NEEDS. */
function checkProducts(form: FormRead, facts: ClientFacts, add: Finder, rows: FormRead['rows'], year: number) {
  const needs = (facts.products ?? []).map(line3NeedOf).filter((n) => n !== undefined);
  const unmet = needs.filter((need) => {
    const fitting = rows.filter(
      (r) => incomeReturnOf(r.form) || (need.accepts === 'wage_and_income' && isWageAndIncome(r)),
    );
    if (fitting.length === 0) return true;
    const through = Math.max(0, ...fitting.flatMap((r) => yearsIn(r.years)));
    return need.throughCurrentYear && through < year;
  });
  // A line 3 cell the OCR was unsure of may hide the entry the product needs: "check".
  const unsure = form.readBy === 'ocr' && rows.some((r) => r.unreadable);
  if (unmet.length)
    add(
      'NO_INCOME_MONITORING_AUTH',
      unsure
        ? `The order needs ${[...new Set(unmet.map((n) => n.needs))].join(' and ')} on line 3, which could not be read with certainty: look at it.`
        : `The order needs ${[...new Set(unmet.map((n) => n.needs))].join(' and ')} on line 3; this form does not authorise them.`,
      rows[0]?.box ?? null,
      unsure ? 'check' : undefined,
    );
  if (needs.some((n) => n.notices)) checkNotices(form, facts, add);
}

/** SECTION_5A_NOT_CHECKED (DESIGN.md): only ever "check". */
function checkNotices(form: FormRead, facts: ClientFacts, add: Finder) {
  if (form.line5a.value === false) {
    add(
      'SECTION_5A_NOT_CHECKED',
      'Line 5a (copies of notices) is not checked on this older form.',
      form.line5a.box,
      'check',
    );
    return;
  }
  const provider = facts.designees[0];
  const line = form.designees.find((d) => provider && cafKey(d.caf) === cafKey(provider.caf));
  if (line && line.copies === false)
    add(
      'SECTION_5A_NOT_CHECKED',
      "The provider's line 2 box for copies of notices is not checked; monitoring notices may not reach it.",
      line.box,
      'check',
    );
}

export { nameIn };
