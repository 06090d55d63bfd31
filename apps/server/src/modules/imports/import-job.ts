import type { ImportMapping, Role } from '@taxlens/contracts';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/connection.js';
import { type AuditEntry, recordAudit, recordAudits } from '../../platform/audit.js';
import { type ClaimedJob, type JobTools, LeaseLostError, type OneOffTask } from '../../platform/jobs/one-off.js';
import { recordEvent } from '../../platform/events/record-event.js';
import { enqueue } from '../../platform/outbox/enqueue.js';
import { recordStoredFile } from '../../platform/storage/save-file.js';
import { type Actor, attachForm8821, contactColumns, writeNewClients } from '../clients/index.js';
import { formOwners } from './match-forms.js';
import { planRows, type RowPlan } from './plan-rows.js';
import { findCreator, findImportById, updateImport } from './lifecycle-repo.js';
import * as repo from './repo.js';
import { CLIENT_IMPORT_JOB, formsOf } from './service.js';

/** Small batches: each commits in one short transaction, so other users' requests are not held up on the embedded database. */
export const IMPORT_BATCH_ROWS = 50;

type Payload = { importId: string; ip: string };
type Progress = { next?: number; done?: number };
type Outcome = repo.RowOutcome['outcome'];

/** The fields an import may change on an existing client (never name or tax id). */
function updatableColumns(plan: RowPlan) {
  const c = plan.client!;
  return {
    address_line1: c.addressLine1,
    address_line2: c.addressLine2,
    city: c.city,
    state: c.state,
    zip: c.zip,
    phone: c.phone,
    ...(plan.referenceId ? { reference_id: plan.referenceId } : {}),
    ...(plan.monitoringFrequency ? { monitoring_frequency: plan.monitoringFrequency } : {}),
    ...(plan.contact ? contactColumns(plan.contact) : {}),
  };
}

type Applied = repo.RowOutcome;

const RACED = 'Tax id: A client with this tax id was created while the import ran; this row was not imported.';

/** The row's PDF from the ZIP becomes the client's 8821 exactly as an upload on the client page would (decision 206). */
async function giveForm(
  trx: Database,
  ctx: AppContext,
  actor: Actor,
  importId: string,
  clientId: string,
  form: NonNullable<RowPlan['form']>,
): Promise<void> {
  const file = await recordStoredFile(
    trx,
    {
      lenderId: actor.lenderId,
      originalName: form.originalName,
      contentType: 'application/pdf',
      uploadedBy: actor.userId,
      createdAt: ctx.clock.now(),
      // Staged at upload, maybe before stored files were sealed: the sealing job makes sure (decision 289).
      sealed: false,
    },
    form.storageKey!,
    form,
  );
  await attachForm8821(trx, ctx, actor, clientId, file.id, { importId });
}

/**
 * One batch's rows in the caller's transaction. New clients go in one statement (with their audit
 * rows and events), since on the embedded database each statement's fixed cost, not the row, is what
 * an import of thousands pays. When someone creates a row's tax id between the batch's planning and
 * this write, only that row fails (writeNewClients leaves it out), not the batch or the import.
 */
async function applyBatch(
  trx: Database,
  ctx: AppContext,
  actor: Actor,
  importId: string,
  plans: RowPlan[],
): Promise<Applied[]> {
  const creates = plans.filter((p) => p.action === 'create');
  const newIds = await writeNewClients(
    trx,
    ctx,
    actor,
    creates.map((p) => ({
      input: p.client!,
      referenceId: p.referenceId,
      monitoringFrequency: p.monitoringFrequency,
      designeeId: p.designeeId,
    })),
    importId,
  );
  const createdId = new Map(creates.map((p, i) => [p.rowNumber, newIds[i] ?? null]));
  const audits: AuditEntry[] = [];
  const audit = (action: string, clientId: string, details: Record<string, unknown>) =>
    audits.push({
      userId: actor.userId,
      lenderId: actor.lenderId,
      action,
      targetType: 'client',
      targetId: clientId,
      ip: actor.ip,
      details: { ...details, importId },
    });
  const applied: Applied[] = [];
  for (const plan of plans) {
    const rowNumber = plan.rowNumber;
    let clientId: string | null = null;
    if (plan.action === 'blank') continue;
    if (plan.action === 'create') {
      clientId = createdId.get(rowNumber) ?? null;
      if (!clientId) {
        applied.push({ rowNumber, outcome: 'FAILED', clientId: null, message: RACED });
        continue;
      }
      if (plan.designeeId) audit('CLIENT_DESIGNEE_SET', clientId, { designeeId: plan.designeeId });
      applied.push({ rowNumber, outcome: 'CREATED', clientId, message: null });
    } else if (plan.action === 'update') {
      clientId = plan.existingClientId!;
      await repo.updateClient(trx, actor.lenderId, clientId, {
        ...updatableColumns(plan),
        updated_at: ctx.clock.now(),
      });
      audit('CLIENT_UPDATED', clientId, {});
      applied.push({ rowNumber, outcome: 'UPDATED', clientId, message: null });
    } else if (plan.action === 'skip') {
      applied.push({ rowNumber, outcome: 'SKIPPED', clientId: plan.existingClientId, message: 'Already a client.' });
      continue;
    } else {
      applied.push({
        rowNumber,
        outcome: 'FAILED',
        clientId: null,
        message: plan.issues
          .filter((i) => i.severity === 'error')
          .map((i) => `${i.column}: ${i.message}`)
          .join(' '),
      });
      continue;
    }
    if (plan.form?.storageKey) await giveForm(trx, ctx, actor, importId, clientId, plan.form);
  }
  await recordAudits(trx, audits);
  await repo.recordRowOutcomes(trx, importId, applied);
  return applied;
}

/**
 * The import's one-off job (decision 175): rows in batches, each batch's clients, row outcomes and
 * progress in one transaction, so a restarted job resumes after the last committed batch and no
 * row (keyed by import, i.e. file hash, and row number) makes a client twice. Rows are planned
 * again at each batch against the lender's current clients.
 */
export function createClientImportTask(ctx: AppContext): OneOffTask {
  return {
    kind: CLIENT_IMPORT_JOB,
    run: async (db, job, tools) => {
      const { importId } = job.payload as Payload;
      try {
        await runImport(ctx, db, job, tools);
      } catch (error) {
        // A lost lease means another instance carries on; anything else ends the import as FAILED
        // once no retry is left (decision 250).
        if (!(error instanceof LeaseLostError) && tools.finalAttempt)
          await updateImport(db, importId, { status: 'FAILED', finished_at: tools.now() });
        throw error;
      }
    },
  };
}

async function runImport(ctx: AppContext, db: Database, job: ClaimedJob, tools: JobTools): Promise<void> {
  const { importId, ip } = job.payload as Payload;
  const imp = await findImportById(db, importId);
  const creator = await findCreator(db, imp.created_by);
  const actor: Actor = {
    userId: imp.created_by,
    lenderId: imp.lender_id,
    ip,
    roles: [] as Role[],
    capabilities: {},
    monitorType: '',
  };
  const settings = { mapping: imp.mapping as ImportMapping, existing: imp.existing };
  let progress = job.progress as Progress;
  // Which row owns each PDF of the ZIP is a whole-file rule; the batches below see only their rows.
  // Without a ZIP (or a column naming its files) there is nothing to own: the file is not read for it.
  const staged = await formsOf(ctx, imp);
  const formFile = settings.mapping.formFile;
  const owners =
    staged && formFile !== undefined
      ? formOwners(await repo.readStagedRows(db, ctx.config.piiKey, importId), formFile, staged)
      : new Map<string, number>();
  for (;;) {
    const next = progress.next ?? 0;
    const rows = await repo.readStagedRows(db, ctx.config.piiKey, importId, next, { limit: IMPORT_BATCH_ROWS });
    if (rows.length === 0) break;
    // Planned outside the batch's transaction, so the write transaction stays short; a client
    // created meanwhile with a row's tax id fails that row only (createRow).
    const plans = await planRows(db, ctx.config.piiKey, imp.lender_id, rows, settings, { staged, owners });
    await tools.checkpoint(async (trx) => {
      await applyBatch(trx, ctx, actor, importId, plans);
      progress = { next: rows[rows.length - 1]!.rowNumber + 1, done: (progress.done ?? 0) + rows.length };
      return { progress };
    });
  }
  // Every batch has committed: the result is read outside the last transaction, which stays short.
  const result = await summarizeOutcomes(db, importId);
  await tools.checkpoint(async (trx) => {
    await updateImport(trx, importId, { status: 'DONE', result: JSON.stringify(result), finished_at: tools.now() });
    await recordAudit(trx, {
      userId: actor.userId,
      lenderId: actor.lenderId,
      action: 'IMPORT_FINISHED',
      targetType: 'import',
      targetId: importId,
      ip,
      details: { ...result, clients: undefined },
    });
    const link = `${ctx.config.publicUrl}/client/import/${importId}`;
    const text = `Hello ${creator.first_name},\n\nYour import of ${imp.file_name} has finished: ${result.created} created, ${result.updated} updated, ${result.skipped} skipped, ${result.failed} failed.\n\nSee the result: ${link}\n`;
    await enqueue(
      trx,
      {
        channel: 'mail',
        payload: {
          to: creator.email,
          subject: `${ctx.config.productName} Portal: your client import has finished`,
          text,
        },
      },
      tools.now(),
    );
    const counts = { created: result.created, updated: result.updated, skipped: result.skipped, failed: result.failed };
    await recordEvent(
      trx,
      { type: 'import.finished', lenderId: imp.lender_id, payload: { importId, ...counts } },
      tools.now(),
    );
    return { progress: { ...progress, finished: true } };
  });
}

async function summarizeOutcomes(db: Database, importId: string) {
  const rows = await repo.listRowResults(db, importId);
  const count = (o: Outcome) => rows.filter((r) => r.outcome === o).length;
  const result = {
    created: count('CREATED'),
    updated: count('UPDATED'),
    skipped: count('SKIPPED'),
    failed: count('FAILED'),
    clients: rows
      .filter((r) => (r.outcome === 'CREATED' || r.outcome === 'UPDATED') && r.client_id)
      .map((r) => ({
        row: r.row_number,
        clientId: r.client_id!,
        businessName: r.business_name ?? '',
        outcome: r.outcome as 'CREATED' | 'UPDATED',
      })),
  };
  return result;
}
