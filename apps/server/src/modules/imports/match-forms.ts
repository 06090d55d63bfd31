import type { ImportIssue } from '@taxlens/contracts';
import { formMatchName, type StagedForm } from './read-forms-zip.js';

type Plannable = { rowNumber: number; action: string; issues: ImportIssue[]; client: unknown; form: StagedForm | null };
type Row = { rowNumber: number; cells: readonly string[] };

const COLUMN = '8821 file';
const named = (row: Row, column: number) => (row.cells[column] ?? '').trim();

/** The staged form a row names: by base name without case, ".pdf" optional. */
function lookUp(forms: ReadonlyMap<string, StagedForm>, name: string): StagedForm | undefined {
  const key = formMatchName(name);
  return forms.get(key) ?? (key.endsWith('.pdf') ? undefined : forms.get(`${key}.pdf`));
}

/** For each form, the first row naming it; later rows naming it are errors (an 8821 is one taxpayer's). */
export function formOwners(
  rows: readonly Row[],
  column: number | undefined,
  forms: ReadonlyMap<string, StagedForm> | null,
): Map<string, number> {
  const owners = new Map<string, number>();
  if (column === undefined || !forms) return owners;
  for (const row of rows) {
    const form = named(row, column) ? lookUp(forms, named(row, column)) : undefined;
    if (form && !owners.has(form.matchName)) owners.set(form.matchName, row.rowNumber);
  }
  return owners;
}

/**
 * The ZIP's rules for each row (decision 206): a named file missing from the ZIP, not a PDF, or named
 * by an earlier row is an error; a row naming none (or a file when no ZIP came) is imported without a
 * form, with a warning. A matched PDF rides on the plan, for the job to give to the client.
 */
export function matchForms(
  plans: Plannable[],
  rows: readonly Row[],
  column: number | undefined,
  forms: ReadonlyMap<string, StagedForm> | null,
  owners: ReadonlyMap<string, number>,
): void {
  if (column === undefined) return;
  const byRow = new Map(rows.map((r) => [r.rowNumber, r]));
  const fail = (plan: Plannable, message: string) => {
    plan.issues.push({ column: COLUMN, message, severity: 'error' });
    plan.action = 'error';
    plan.client = null;
  };
  for (const plan of plans) {
    if (plan.action === 'blank') continue;
    const name = named(byRow.get(plan.rowNumber)!, column);
    if (!forms) {
      if (name)
        plan.issues.push({
          column: COLUMN,
          message: `No ZIP of 8821s was uploaded, so ${name} is not on file: the client is imported without an 8821.`,
          severity: 'warning',
        });
      continue;
    }
    if (!name) {
      plan.issues.push({
        column: COLUMN,
        message: 'No 8821 file is named on this row: the client is imported without an 8821.',
        severity: 'warning',
      });
      continue;
    }
    const form = lookUp(forms, name);
    if (!form) fail(plan, `The ZIP of 8821s has no file named ${name}.`);
    else if (form.problem) fail(plan, form.problem);
    else if (owners.get(form.matchName) !== plan.rowNumber)
      fail(
        plan,
        `The 8821 ${form.originalName} is also named on row ${owners.get(form.matchName)}; each client needs its own.`,
      );
    else plan.form = form;
  }
}
