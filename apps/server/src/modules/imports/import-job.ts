import type { ImportMapping, Role } from '@taxlens/contracts';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/connection.js';
import { recordAudit } from '../../platform/audit.js';
import { type ClaimedJob, type JobTools, LeaseLostError, type OneOffTask } from '../../platform/jobs/one-off.js';
import { recordEvent } from '../../platform/events/record-event.js';
import { enqueue } from '../../platform/outbox/enqueue.js';
import { sql } from 'kysely';
import { isUniqueViolation } from '../../platform/database-errors.js';
import { recordStoredFile } from '../../platform/storage/save-file.js';
import type { Actor } from '../clients/actor.js';
import { attachForm8821, contactColumns, writeNewClient } from '../clients/service.js';
import { formOwners } from './match-forms.js';
import { planRows, type RowPlan } from './plan-rows.js';
import * as repo from './repo.js';
import { CLIENT_IMPORT_JOB, formsOf } from './service.js';

/** Small batches: each commits in one short transaction, so other users' requests are not held up on the embedded database. */
export const IMPORT_BATCH_ROWS = 50;

type Payload = { importId: string; ip: string };
type Progress = { next?: number; done?: number };
type Outcome = 'CREATED' | 'UPDATED' | 'SKIPPED' | 'FAILED';

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

type Applied = { outcome: Outcome; clientId: string | null; message: string | null };

const RACED = 'Tax id: A client with this tax id was created while the import ran; this row was not imported.';

/**
 * A new client in a savepoint: when someone creates the same tax id between the batch's planning and
 * this write, the unique index refuses it and only this row fails, not the batch or the import.
 */
async function createRow(trx: Database, ctx: AppContext, actor: Actor, importId: string, plan: RowPlan): Promise<Applied> {
  await sql`savepoint import_row`.execute(trx);
  try {
    const id = await writeNewClient(trx, ctx, actor, plan.client!, { referenceId: plan.referenceId, monitoringFrequency: plan.monitoringFrequency, importId });
    if (plan.designeeId) {
      await trx.updateTable('clients').set({ designee_id: plan.designeeId }).where('lender_id', '=', actor.lenderId).where('id', '=', id).execute();
      await recordAudit(trx, { userId: actor.userId, lenderId: actor.lenderId, action: 'CLIENT_DESIGNEE_SET', targetType: 'client', targetId: id, ip: actor.ip, details: { designeeId: plan.designeeId, importId } });
    }
    await sql`release savepoint import_row`.execute(trx);
    return { outcome: 'CREATED', clientId: id, message: null };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await sql`rollback to savepoint import_row`.execute(trx);
    return { outcome: 'FAILED', clientId: null, message: RACED };
  }
}

/** The row's PDF from the ZIP becomes the client's 8821 exactly as an upload on the client page would (decision 206). */
async function giveForm(trx: Database, ctx: AppContext, actor: Actor, importId: string, clientId: string, form: NonNullable<RowPlan['form']>): Promise<void> {
  const file = await recordStoredFile(
    trx,
    { lenderId: actor.lenderId, originalName: form.originalName, contentType: 'application/pdf', uploadedBy: actor.userId, createdAt: ctx.clock.now() },
    form.storageKey!,
    form,
  );
  await attachForm8821(trx, ctx, actor, clientId, file.id, { importId });
}

async function applyRow(trx: Database, ctx: AppContext, actor: Actor, importId: string, plan: RowPlan): Promise<Applied> {
  let applied: Applied;
  if (plan.action === 'create') {
    applied = await createRow(trx, ctx, actor, importId, plan);
  } else if (plan.action === 'update') {
    await trx.updateTable('clients').set({ ...updatableColumns(plan), updated_at: ctx.clock.now() }).where('lender_id', '=', actor.lenderId).where('id', '=', plan.existingClientId!).execute();
    await recordAudit(trx, { userId: actor.userId, lenderId: actor.lenderId, action: 'CLIENT_UPDATED', targetType: 'client', targetId: plan.existingClientId!, ip: actor.ip, details: { importId } });
    applied = { outcome: 'UPDATED', clientId: plan.existingClientId, message: null };
  } else if (plan.action === 'skip') {
    return { outcome: 'SKIPPED', clientId: plan.existingClientId, message: 'Already a client.' };
  } else {
    return { outcome: 'FAILED', clientId: null, message: plan.issues.filter((i) => i.severity === 'error').map((i) => `${i.column}: ${i.message}`).join(' ') };
  }
  if (applied.clientId && plan.form?.storageKey) await giveForm(trx, ctx, actor, importId, applied.clientId, plan.form);
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
        // A lost lease means another instance carries on; anything else ends the import as FAILED.
        if (!(error instanceof LeaseLostError)) await db.updateTable('imports').set({ status: 'FAILED', finished_at: tools.now() }).where('id', '=', importId).execute();
        throw error;
      }
    },
  };
}

async function runImport(ctx: AppContext, db: Database, job: ClaimedJob, tools: JobTools): Promise<void> {
      const { importId, ip } = job.payload as Payload;
      const imp = await db.selectFrom('imports').selectAll().where('id', '=', importId).executeTakeFirstOrThrow();
      const creator = await db.selectFrom('users').select(['id', 'email', 'first_name']).where('id', '=', imp.created_by).executeTakeFirstOrThrow();
      const actor: Actor = { userId: imp.created_by, lenderId: imp.lender_id, ip, roles: [] as Role[], capabilities: {}, monitorType: '' };
      const settings = { mapping: imp.mapping as ImportMapping, existing: imp.existing };
      let progress = job.progress as Progress;
      // Which row owns each PDF of the ZIP is a whole-file rule; the batches below see only their rows.
      const staged = await formsOf(ctx, imp);
      const owners = formOwners(await repo.readStagedRows(db, ctx.config.piiKey, importId), settings.mapping.formFile, staged);
      for (;;) {
        const next = progress.next ?? 0;
        const rows = await repo.readStagedRows(db, ctx.config.piiKey, importId, next, { limit: IMPORT_BATCH_ROWS });
        if (rows.length === 0) break;
        // Planned outside the batch's transaction, so the write transaction stays short; a client
        // created meanwhile with a row's tax id fails that row only (createRow).
        const plans = await planRows(db, ctx.config.piiKey, imp.lender_id, rows, settings, { staged, owners });
        await tools.checkpoint(async (trx) => {
          for (const plan of plans) {
            if (plan.action === 'blank') continue;
            const done = await applyRow(trx, ctx, actor, importId, plan);
            await trx
              .updateTable('import_rows')
              .set({ outcome: done.outcome, client_id: done.clientId, message: done.message })
              .where('import_id', '=', importId)
              .where('row_number', '=', plan.rowNumber)
              .execute();
          }
          progress = { next: rows[rows.length - 1]!.rowNumber + 1, done: (progress.done ?? 0) + rows.length };
          return { progress };
        });
      }
      await tools.checkpoint(async (trx) => {
        const result = await finishImport(trx, importId, tools.now());
        await recordAudit(trx, { userId: actor.userId, lenderId: actor.lenderId, action: 'IMPORT_FINISHED', targetType: 'import', targetId: importId, ip, details: { ...result, clients: undefined } });
        const link = `${ctx.config.publicUrl}/client/import/${importId}`;
        const text = `Hello ${creator.first_name},\n\nYour import of ${imp.file_name} has finished: ${result.created} created, ${result.updated} updated, ${result.skipped} skipped, ${result.failed} failed.\n\nSee the result: ${link}\n`;
        await enqueue(trx, { channel: 'mail', payload: { to: creator.email, subject: `${ctx.config.productName} Portal: your client import has finished`, text } }, tools.now());
        const counts = { created: result.created, updated: result.updated, skipped: result.skipped, failed: result.failed };
        await recordEvent(trx, { type: 'import.finished', lenderId: imp.lender_id, payload: { importId, ...counts } }, tools.now());
        return { progress: { ...progress, finished: true } };
      });
}

async function finishImport(trx: Database, importId: string, now: Date) {
  const rows = await trx
    .selectFrom('import_rows as r')
    .leftJoin('clients as c', 'c.id', 'r.client_id')
    .select(['r.row_number', 'r.outcome', 'r.client_id', 'c.business_name'])
    .where('r.import_id', '=', importId)
    .orderBy('r.row_number')
    .execute();
  const count = (o: Outcome) => rows.filter((r) => r.outcome === o).length;
  const result = {
    created: count('CREATED'),
    updated: count('UPDATED'),
    skipped: count('SKIPPED'),
    failed: count('FAILED'),
    clients: rows
      .filter((r) => (r.outcome === 'CREATED' || r.outcome === 'UPDATED') && r.client_id)
      .map((r) => ({ row: r.row_number, clientId: r.client_id!, businessName: r.business_name ?? '', outcome: r.outcome as 'CREATED' | 'UPDATED' })),
  };
  await trx.updateTable('imports').set({ status: 'DONE', result: JSON.stringify(result), finished_at: now }).where('id', '=', importId).execute();
  return result;
}
