import type {
  BulkSignatureJob,
  BulkSignaturePreview,
  bulkSignatureSelectionSchema,
  bulkSignatureSendSchema,
} from '@taxlens/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { recordAudit } from '../../platform/audit.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { fingerprintOf, type KeyRecorder, runOnceWithWork } from '../../platform/idempotency/run-once.js';
import { enqueueJob } from '../../platform/jobs/one-off.js';
import { BULK_SIGNATURE_JOB, findBulkJob, insertBulkSend } from './bulk-repo.js';
import type { BulkSendPayload, BulkSendProgress } from './bulk-send-job.js';
import { checkBulkClients } from './bulk-signers.js';
import { allowedIdentityLevels, chooseIdentityLevel } from './identity-levels.js';
import { findUserName } from './related-repo.js';
import type { EsignActor } from './request-service.js';

type Selection = z.output<typeof bulkSignatureSelectionSchema>;
type SendInput = z.output<typeof bulkSignatureSendSchema>;

/** POST /api/signature-requests/bulk/preview: who would get a request (and from whom), who is skipped and why. Nothing is written. */
export async function previewBulkSend(
  ctx: AppContext,
  actor: EsignActor,
  selection: Selection,
): Promise<BulkSignaturePreview> {
  const checks = await checkBulkClients(ctx.db, actor.lenderId, selection.clientIds, {
    now: ctx.clock.now(),
    usableDays: ctx.config.formOnFileDays,
    onlyWithoutUsableForm: selection.onlyWithoutUsableForm,
  });
  const preview: BulkSignaturePreview = { ready: [], skipped: [] };
  for (const c of checks) {
    if (c.signer)
      preview.ready.push({
        clientId: c.clientId,
        businessName: c.businessName,
        signerName: c.signer.signerName,
        signerEmail: c.signer.signerEmail,
      });
    else preview.skipped.push({ clientId: c.clientId, businessName: c.businessName, reason: c.reason });
  }
  return preview;
}

/**
 * Queues the bulk send and audits it once, with the attestation, in one transaction. The same
 * Idempotency-Key answers the first job (`replayed`), and with another selection 422 (decision 253);
 * a selection of which no client can be sent a request answers 400 with the first reason.
 */
export async function startBulkSend(
  ctx: AppContext,
  actor: EsignActor,
  input: SendInput,
  idempotencyKey?: string,
): Promise<{ jobId: string; replayed: boolean }> {
  if (!idempotencyKey) return { jobId: await queueBulkSend(ctx, actor, input, null), replayed: false };
  const { result, replayed } = await runOnceWithWork<BulkAnswer, string>(
    ctx.db,
    ctx.clock.now(),
    {
      scope: { surface: 'web-bulk-signatures', lenderId: actor.lenderId, principal: '', key: idempotencyKey },
      // Who is sent a request and how they prove who they are; the note's wording does not make another send.
      fingerprint: fingerprintOf({
        clientIds: [...input.clientIds].sort(),
        identityLevel: input.identityLevel,
        attestRelationship: input.attestRelationship ?? false,
        onlyWithoutUsableForm: input.onlyWithoutUsableForm,
      }),
      refuseReuse: () =>
        AppError.of(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for another bulk send.'),
    },
    { run: (key) => queueBulkSend(ctx, actor, input, key), replay: async ({ jobId }) => jobId },
  );
  return { jobId: result, replayed };
}

/** What a bulk send's key replays: its job. */
type BulkAnswer = { jobId: string };

async function queueBulkSend(
  ctx: AppContext,
  actor: EsignActor,
  input: SendInput,
  key: KeyRecorder<BulkAnswer> | null,
): Promise<string> {
  // A level operations do not allow the lender is refused before anything is queued (docs/decisions/214).
  const identityLevel = chooseIdentityLevel(
    await allowedIdentityLevels(ctx.db, actor.lenderId),
    input.identityLevel,
    false,
  );
  const preview = await previewBulkSend(ctx, actor, input);
  if (preview.ready.length === 0) {
    const first = preview.skipped[0]!;
    throw badRequest(
      `None of these clients can be sent a signature request. ${first.businessName ? `${first.businessName}: ` : ''}${first.reason}`,
      'clientIds',
    );
  }
  const now = ctx.clock.now();
  const payload: BulkSendPayload = {
    clientIds: input.clientIds,
    userId: actor.userId,
    lenderId: actor.lenderId,
    ip: actor.ip,
    note: input.note ?? null,
    onlyWithoutUsableForm: input.onlyWithoutUsableForm,
    identityLevel,
  };
  return ctx.db.transaction().execute(async (trx) => {
    const id = await enqueueJob(trx, {
      kind: BULK_SIGNATURE_JOB,
      lenderId: actor.lenderId,
      createdBy: actor.userId,
      payload,
    });
    // The key, in the one store, is the once-only guarantee; the row's own column is no longer written.
    await key?.record(trx, { jobId: id });
    await insertBulkSend(trx, id, actor.lenderId, now);
    const user = await findUserName(trx, actor.userId);
    const name = `${user.first_name} ${user.last_name}`.trim();
    // The attestation is a known borrower's; a remote identity proof's batch records who sent it.
    const who = identityLevel === 'KNOWN_BORROWER' ? { attestedByName: name } : { sentByName: name };
    const details = {
      jobId: id,
      clients: input.clientIds.length,
      ready: preview.ready.length,
      identityLevel,
      ...who,
      note: input.note ?? null,
    };
    await recordAudit(trx, {
      userId: actor.userId,
      lenderId: actor.lenderId,
      action: 'SIGNATURE_REQUESTS_BULK_STARTED',
      targetType: 'bulk_signature_send',
      targetId: id,
      ip: actor.ip,
      details,
    });
    return id;
  });
}

/** GET /api/signature-requests/bulk/{jobId}: progress, then sent / skipped / failed. Another lender's job answers 404. */
export async function readBulkSend(ctx: AppContext, actor: EsignActor, jobId: string): Promise<BulkSignatureJob> {
  const job = await findBulkJob(ctx.db, actor.lenderId, jobId);
  if (!job) throw notFound('The bulk send');
  const payload = job.payload as BulkSendPayload;
  const progress = job.progress as BulkSendProgress;
  return {
    jobId: job.id,
    status: job.status,
    total: payload.clientIds.length,
    done: progress.next ?? 0,
    sent: progress.sent ?? 0,
    skipped: progress.skipped ?? [],
    failed: progress.failed ?? [],
    finishedAt: job.finished_at ? job.finished_at.toISOString() : null,
  };
}
