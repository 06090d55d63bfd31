import { createHash } from 'node:crypto';
import { guessMapping, type ImportMapping, type ImportSummary } from '@taxlens/contracts';
import type { AppContext } from '../../app-context.js';
import { recordAudit } from '../../platform/audit.js';
import { textColumns, toCsv } from '../../platform/csv.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { enqueueJob } from '../../platform/jobs/one-off.js';
import type { Actor } from '../clients/index.js';
import { countPlans, planRows, type RowPlan, type StagedRow } from './plan-rows.js';
import { readFormsZip, type StagedForm } from './read-forms-zip.js';
import { readTable } from './read-table.js';
import type { ImportUpload } from './read-upload.js';
import { findJobProgress, insertImport, startImport, updateImport } from './lifecycle-repo.js';
import * as repo from './repo.js';
import { IMPORT_ORDER_JOB } from './order-job.js';

export const CLIENT_IMPORT_JOB = 'client-import';
const ISSUES_SHOWN = 500;

async function requireImport(ctx: AppContext, actor: Actor, id: string): Promise<repo.ImportRecord> {
  const found = await repo.findImport(ctx.db, actor.lenderId, id);
  if (!found) throw notFound('The import');
  return found;
}

/** Step 1: the file read, checked against the limits, staged (sealed) and mapped by its headers. Nothing of the lender's data changes. */
export async function uploadImport(ctx: AppContext, actor: Actor, file: ImportUpload): Promise<ImportSummary> {
  const table = await readTable(file.bytes, { encoding: file.encoding, sheet: file.sheet });
  // The ZIP's PDFs are in file storage from here; if the import is not recorded they are deleted again.
  const forms: StagedForm[] | null = file.forms ? await readFormsZip(file.forms.path, ctx.storage) : null;
  const staged: StagedRow[] = table.rows.map((cells, index) => {
    const cellErrors: Record<number, string> = {};
    for (const [key, message] of table.cellErrors) {
      const [r, c] = key.split(':').map(Number);
      if (r === index) cellErrors[c!] = message;
    }
    return { rowNumber: index + 2, cells, cellErrors };
  });
  const mapping = guessMapping(table.headers);
  const dropForms = () =>
    Promise.allSettled((forms ?? []).flatMap((f) => (f.storageKey ? [ctx.storage.delete(f.storageKey)] : [])));
  const id = await ctx.db
    .transaction()
    .execute(async (trx) => {
      const importId = await insertImport(trx, {
        lender_id: actor.lenderId,
        created_by: actor.userId,
        file_name: file.fileName,
        file_hash: createHash('sha256').update(file.bytes).digest('hex'),
        format: table.format,
        encoding: table.encoding,
        sheet: table.sheet,
        sheets: JSON.stringify(table.sheets),
        headers: JSON.stringify(table.headers),
        row_count: staged.length,
        mapping: JSON.stringify(mapping),
        forms_file_name: file.forms?.fileName ?? null,
      });
      if (forms) await repo.stageForms(trx, importId, forms);
      return importId;
    })
    .catch(async (error: unknown) => {
      await dropForms();
      throw error;
    });
  // The rows are staged outside that transaction, a page per statement (decision 276): a 10,000-row
  // file must not hold the embedded database's one session. Nobody has the import's id before this
  // call answers, and a file that fails half-staged is deleted whole.
  try {
    await repo.stageRows(ctx.db, ctx.config.piiKey, id, staged);
  } catch (error) {
    await repo.deleteImport(ctx.db, id).catch(() => undefined);
    await dropForms();
    throw error;
  }
  await recordAudit(ctx.db, {
    userId: actor.userId,
    lenderId: actor.lenderId,
    action: 'IMPORT_UPLOADED',
    targetType: 'import',
    targetId: id,
    ip: actor.ip,
    details: { rows: staged.length, format: table.format, ...(forms ? { forms: forms.length } : {}) },
  });
  return previewImport(ctx, actor, id, { mapping, existing: 'skip' });
}

async function plansOf(
  ctx: AppContext,
  imp: repo.ImportRecord,
  settings = { mapping: imp.mapping as ImportMapping, existing: imp.existing },
): Promise<RowPlan[]> {
  const rows = await repo.readStagedRows(ctx.db, ctx.config.piiKey, imp.id);
  return planRows(ctx.db, ctx.config.piiKey, imp.lender_id, rows, settings, { staged: await formsOf(ctx, imp) });
}

/** The import's ZIP of 8821s by match name; null when none was uploaded. */
export async function formsOf(ctx: AppContext, imp: repo.ImportRecord): Promise<Map<string, StagedForm> | null> {
  return imp.forms_file_name === null ? null : repo.readStagedForms(ctx.db, imp.id);
}

/** Steps 2 and 3: a mapping (and what to do with existing clients) saved, and every row checked. */
export async function previewImport(
  ctx: AppContext,
  actor: Actor,
  id: string,
  settings: { mapping: ImportMapping; existing: 'skip' | 'update' },
): Promise<ImportSummary> {
  const imp = await requireImport(ctx, actor, id);
  if (imp.status !== 'UPLOADED' && imp.status !== 'PREVIEWED')
    throw conflict('This import has already started; its mapping can no longer change.');
  const headers = imp.headers as string[];
  const tooFar = Object.entries(settings.mapping).find(([, column]) => column >= headers.length);
  if (tooFar) throw badRequest(`The file has no column ${tooFar[1] + 1} to map to ${tooFar[0]}.`, 'mapping');
  const plans = await plansOf(ctx, imp, settings);
  const counts = countPlans(plans);
  await updateImport(ctx.db, id, {
    mapping: JSON.stringify(settings.mapping),
    existing: settings.existing,
    status: 'PREVIEWED',
    counts: JSON.stringify(counts),
  });
  return summarize(ctx, (await requireImport(ctx, actor, id))!, plans);
}

export async function getImport(ctx: AppContext, actor: Actor, id: string): Promise<ImportSummary> {
  const imp = await requireImport(ctx, actor, id);
  const plans = imp.status === 'UPLOADED' || imp.status === 'PREVIEWED' ? await plansOf(ctx, imp) : [];
  return summarize(ctx, imp, plans);
}

async function summarize(ctx: AppContext, imp: repo.ImportRecord, plans: readonly RowPlan[]): Promise<ImportSummary> {
  const issues = plans.flatMap((p) => p.issues.map((i) => ({ row: p.rowNumber, ...i }))).slice(0, ISSUES_SHOWN);
  let progress: ImportSummary['progress'] = null;
  if (imp.job_id) {
    const jobProgress = await findJobProgress(ctx.db, imp.job_id);
    const done = (jobProgress as { done?: number } | undefined)?.done ?? 0;
    progress = { done, total: imp.row_count };
  }
  return {
    id: imp.id,
    fileName: imp.file_name,
    format: imp.format,
    encoding: imp.encoding,
    sheet: imp.sheet,
    sheets: imp.sheets as string[],
    headers: imp.headers as string[],
    rowCount: imp.row_count,
    forms:
      imp.forms_file_name === null
        ? null
        : { fileName: imp.forms_file_name, count: await repo.countStagedForms(ctx.db, imp.id) },
    mapping: imp.mapping as ImportMapping,
    existing: imp.existing,
    status: imp.status,
    counts: imp.counts as ImportSummary['counts'],
    issues,
    progress,
    result: imp.result as ImportSummary['result'],
  };
}

/** Step 4: the valid rows imported by a background job; the lender's data changes only from here. */
export async function confirmImport(ctx: AppContext, actor: Actor, id: string): Promise<ImportSummary> {
  const imp = await requireImport(ctx, actor, id);
  if (imp.status !== 'PREVIEWED')
    throw conflict(
      imp.status === 'UPLOADED' ? 'Check the preview before importing.' : 'This import has already started.',
    );
  const counts = imp.counts as { valid: number; warning: number } | null;
  if (!counts || counts.valid + counts.warning === 0)
    throw badRequest('No row of this file can be imported: fix the errors and upload it again.');
  await ctx.db.transaction().execute(async (trx) => {
    const jobId = await enqueueJob(trx, {
      kind: CLIENT_IMPORT_JOB,
      lenderId: actor.lenderId,
      createdBy: actor.userId,
      payload: { importId: id, ip: actor.ip },
    });
    if (!(await startImport(trx, id, jobId))) throw conflict('This import has already started.');
    await recordAudit(trx, {
      userId: actor.userId,
      lenderId: actor.lenderId,
      action: 'IMPORT_STARTED',
      targetType: 'import',
      targetId: id,
      ip: actor.ip,
    });
  });
  return getImport(ctx, actor, id);
}

/** "Download rows with errors": the rows as read plus an Errors column, to fix and upload again. Audited: it holds tax ids. */
export async function exportErrorRows(
  ctx: AppContext,
  actor: Actor,
  id: string,
  { maskTaxIds = false }: { maskTaxIds?: boolean } = {},
): Promise<{ csv: string; fileName: string }> {
  const imp = await requireImport(ctx, actor, id);
  const rows = await repo.readStagedRows(ctx.db, ctx.config.piiKey, imp.id);
  if (rows.length === 0) throw notFound('The rows of this import (they are deleted a day after it ends)');
  const plans = await planRows(
    ctx.db,
    ctx.config.piiKey,
    imp.lender_id,
    rows,
    { mapping: imp.mapping as ImportMapping, existing: imp.existing },
    { staged: await formsOf(ctx, imp) },
  );
  const byRow = new Map(rows.map((r) => [r.rowNumber, r.cells]));
  const headers = imp.headers as string[];
  const failed = plans.filter((p) => p.action === 'error');
  // A key without the `pii` scope sends tax ids but does not read them back: all but the last four digits hidden.
  const mapping = imp.mapping as ImportMapping;
  const taxIdColumns = new Set(maskTaxIds ? [mapping.ein, mapping.ssn, mapping.taxId] : []);
  const cell = (value: string, column: number) =>
    taxIdColumns.has(column) ? value.replace(/\d(?=(?:\D*\d){4})/g, '*') : value;
  const lines = failed.map((p) => [
    ...headers.map((_, i) => cell(byRow.get(p.rowNumber)?.[i] ?? '', i)),
    p.issues
      .filter((i) => i.severity === 'error')
      .map((i) => `${i.column}: ${i.message}`)
      .join(' '),
  ]);
  await recordAudit(ctx.db, {
    userId: actor.userId,
    lenderId: actor.lenderId,
    action: 'IMPORT_ERRORS_DOWNLOADED',
    targetType: 'import',
    targetId: id,
    ip: actor.ip,
    details: { rows: failed.length, ...(maskTaxIds ? { taxIdsMasked: true } : {}) },
  });
  return {
    csv: toCsv(textColumns([...headers, 'Errors']), lines, 'UTC'),
    fileName: `${imp.file_name.replace(/\.[^.]+$/, '')}-errors.csv`,
  };
}

/** "Then order": queues the job that orders every imported client with a valid 8821 on file (decision 178). */
export async function orderImportedClients(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: { product: string; ownerId?: string | undefined },
): Promise<{ jobId: string }> {
  const imp = await requireImport(ctx, actor, id);
  if (imp.status !== 'DONE') throw conflict('Orders can be placed once the import has finished.');
  const jobId = await enqueueJob(ctx.db, {
    kind: IMPORT_ORDER_JOB,
    lenderId: actor.lenderId,
    createdBy: actor.userId,
    payload: {
      importId: id,
      lenderId: actor.lenderId,
      userId: actor.userId,
      roles: actor.roles,
      product: input.product,
      ownerId: input.ownerId,
    },
  });
  await recordAudit(ctx.db, {
    userId: actor.userId,
    lenderId: actor.lenderId,
    action: 'IMPORT_ORDER_STARTED',
    targetType: 'import',
    targetId: id,
    ip: actor.ip,
    details: { jobId, product: input.product },
  });
  return { jobId };
}
