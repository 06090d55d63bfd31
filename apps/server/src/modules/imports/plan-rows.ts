import {
  checkImportRow,
  type CheckedImportRow,
  IMPORT_FIELDS,
  type ImportFieldKey,
  type ImportIssue,
  type ImportMapping,
} from '@taxlens/contracts';
import type { Database } from '../../db/connection.js';
import { hashTaxId } from '../../platform/pii.js';
import { yieldTurn } from '../../platform/yield-turn.js';
import { designeesOf, matchDesignees } from './match-designees.js';
import { formOwners, matchForms } from './match-forms.js';
import type { StagedForm } from './read-forms-zip.js';
import { findClientsByTaxIdHash } from './repo.js';

export type StagedRow = { rowNumber: number; cells: string[]; cellErrors?: Record<number, string> };
export type RowPlan = CheckedImportRow & {
  rowNumber: number;
  action: 'create' | 'update' | 'skip' | 'error' | 'blank';
  existingClientId: string | null;
  /** The PDF of the import's ZIP this row's client gets as its 8821 (decision 206). */
  form: StagedForm | null;
  /** The lender's designee a new client is given (Designee column). */
  designeeId: string | null;
};

/** The import's ZIP of 8821s (null when none came) and, for a batch, which row owns each form in the whole file. */
export type FormsOfImport = { staged: ReadonlyMap<string, StagedForm> | null; owners?: ReadonlyMap<string, number> };

/** Rows checked between turns of the event loop: a 10,000-row preview never blocks other calls for long (decision 276). */
const CHECK_SLICE_ROWS = 250;

const isBlank = (cells: readonly string[]) => cells.every((c) => c.trim() === '');
const labelOf = (key: ImportFieldKey) => IMPORT_FIELDS.find((f) => f.key === key)!.label;

/**
 * Every staged row checked by the Create Client rules, then the batch rules: a tax id twice in the
 * file (the later rows are errors), a tax id already a client of this lender (skip or update, as
 * chosen for the file). Nothing is written.
 */
export async function planRows(
  db: Database,
  piiKey: Buffer,
  lenderId: string,
  rows: readonly StagedRow[],
  settings: { mapping: ImportMapping; existing: 'skip' | 'update' },
  forms: FormsOfImport = { staged: null },
): Promise<RowPlan[]> {
  const mapped = Object.entries(settings.mapping) as [ImportFieldKey, number][];
  const planRow = (row: StagedRow): RowPlan => {
    if (isBlank(row.cells))
      return {
        rowNumber: row.rowNumber,
        action: 'blank',
        issues: [],
        client: null,
        referenceId: null,
        monitoringFrequency: null,
        taxIdDigits: null,
        taxClassification: null,
        contact: null,
        existingClientId: null,
        form: null,
        designeeId: null,
      };
    const values = Object.fromEntries(mapped.map(([key, index]) => [key, row.cells[index] ?? '']));
    const checked = checkImportRow(values);
    const cellIssues: ImportIssue[] = mapped.flatMap(([key, index]) =>
      row.cellErrors?.[index]
        ? [{ column: labelOf(key), message: row.cellErrors[index]!, severity: 'error' as const }]
        : [],
    );
    const issues = [...cellIssues, ...checked.issues];
    const hasError = issues.some((i) => i.severity === 'error');
    return {
      ...checked,
      issues,
      client: hasError ? null : checked.client,
      rowNumber: row.rowNumber,
      action: hasError ? 'error' : 'create',
      existingClientId: null,
      form: null,
      designeeId: null,
    };
  };
  const plans: RowPlan[] = [];
  for (let i = 0; i < rows.length; i += CHECK_SLICE_ROWS) {
    if (i > 0) await yieldTurn();
    for (const row of rows.slice(i, i + CHECK_SLICE_ROWS)) plans.push(planRow(row));
  }

  const formColumn = settings.mapping.formFile;
  matchForms(plans, rows, formColumn, forms.staged, forms.owners ?? formOwners(rows, formColumn, forms.staged));

  const firstRowOf = new Map<string, number>();
  for (const plan of plans) {
    if (!plan.taxIdDigits || plan.action === 'blank') continue;
    const first = firstRowOf.get(plan.taxIdDigits);
    if (first === undefined) {
      firstRowOf.set(plan.taxIdDigits, plan.rowNumber);
      continue;
    }
    plan.issues.push({
      column: 'Tax id',
      message: `This tax id is also on row ${first}; only the first row is imported.`,
      severity: 'error',
    });
    plan.action = 'error';
    plan.client = null;
  }

  const candidates = plans.filter((p) => p.action === 'create' && p.taxIdDigits);
  const byHash = new Map(candidates.map((p) => [hashTaxId(piiKey, p.taxIdDigits!), p]));
  const hashes = [...byHash.keys()];
  for (let i = 0; i < hashes.length; i += 1000) {
    const existing = await findClientsByTaxIdHash(db, lenderId, hashes.slice(i, i + 1000));
    for (const client of existing) {
      const plan = byHash.get(client.tax_id_hash!);
      if (!plan) continue;
      plan.existingClientId = client.id;
      plan.action = settings.existing === 'update' ? 'update' : 'skip';
      plan.issues.push({
        column: 'Tax id',
        message:
          settings.existing === 'update'
            ? 'Already a client: its address, contact, reference id and monitoring frequency will be updated.'
            : 'Already a client: this row will be skipped.',
        severity: 'warning',
      });
    }
  }
  if (settings.mapping.designee !== undefined)
    matchDesignees(plans, rows, settings.mapping.designee, await designeesOf(db, lenderId));
  return plans;
}

export function countPlans(plans: readonly RowPlan[]) {
  const real = plans.filter((p) => p.action !== 'blank');
  return {
    valid: real.filter((p) => p.action !== 'error' && p.issues.every((i) => i.severity !== 'warning')).length,
    warning: real.filter((p) => p.action !== 'error' && p.issues.some((i) => i.severity === 'warning')).length,
    error: real.filter((p) => p.action === 'error').length,
    existing: real.filter((p) => p.existingClientId).length,
  };
}
