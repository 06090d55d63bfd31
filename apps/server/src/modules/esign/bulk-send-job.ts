import type { BulkSkippedClient, IdentityLevel } from '@taxlens/contracts';
import type { AppContext } from '../../app-context.js';
import type { OneOffTask } from '../../platform/jobs/one-off.js';
import { isDatabaseUnavailable } from '../../platform/database-errors.js';
import { AppError } from '../../platform/errors.js';
import { BULK_SIGNATURE_JOB, wasSentByBulk } from './bulk-repo.js';
import { checkBulkClients } from './bulk-signers.js';
import { BulkAlreadySent, sendRequest } from './request-service.js';

/** identityLevel: the batch's (absent in jobs queued before it could be chosen: known borrower). */
export type BulkSendPayload = {
  clientIds: string[];
  userId: string;
  lenderId: string;
  ip: string | null;
  note: string | null;
  onlyWithoutUsableForm: boolean;
  identityLevel?: IdentityLevel;
};
export type BulkSendProgress = {
  next?: number;
  sent?: number;
  skipped?: BulkSkippedClient[];
  failed?: BulkSkippedClient[];
};

const NOT_SENT = 'The request could not be sent. Send it from the client page.';

/**
 * A bulk send (docs/decisions/215): one request per client through the single request's send path,
 * each in its own transaction, so one failure leaves the others sent. Each client is checked again
 * when its turn comes (a request may have been sent meanwhile). The request and its (job, client)
 * claim commit together and the progress after them, so a job resumed between the two finds the
 * claim and counts the client as sent instead of mailing the signer twice.
 */
export function createBulkSignatureTask(ctx: AppContext): OneOffTask {
  return {
    kind: BULK_SIGNATURE_JOB,
    run: async (db, job, tools) => {
      const p = job.payload as BulkSendPayload;
      const actor = { userId: p.userId, lenderId: p.lenderId, ip: p.ip };
      const bulk = { jobId: job.id, size: p.clientIds.length, note: p.note };
      const identityLevel = p.identityLevel ?? 'KNOWN_BORROWER';
      let progress = job.progress as BulkSendProgress;
      for (let index = progress.next ?? 0; index < p.clientIds.length; index++) {
        const clientId = p.clientIds[index]!;
        let outcome: { sent: true } | { skipped: BulkSkippedClient } | { failed: BulkSkippedClient } = { sent: true };
        if (!(await wasSentByBulk(db, job.id, clientId))) {
          const [check] = await checkBulkClients(db, p.lenderId, [clientId], {
            now: tools.now(),
            usableDays: ctx.config.formOnFileDays,
            onlyWithoutUsableForm: p.onlyWithoutUsableForm,
          });
          if (!check!.signer) {
            outcome = { skipped: { clientId, businessName: check!.businessName, reason: check!.reason } };
          } else {
            try {
              await sendRequest(
                { ...ctx, db, clock: { now: tools.now } },
                actor,
                clientId,
                { ...check!.signer, identityLevel, attestRelationship: identityLevel === 'KNOWN_BORROWER' },
                { bulk },
              );
            } catch (error) {
              // Sent by this job already (a second instance got there first): counted as sent.
              if (!(error instanceof BulkAlreadySent)) {
                // A database that is gone fails the job (the runner logs it); anything else fails this client only.
                if (isDatabaseUnavailable(error)) throw error;
                const reason = error instanceof AppError ? (error.messages[0]?.value ?? NOT_SENT) : NOT_SENT;
                outcome = { failed: { clientId, businessName: check!.businessName, reason } };
              }
            }
          }
        }
        progress = {
          ...progress,
          next: index + 1,
          sent: (progress.sent ?? 0) + ('sent' in outcome ? 1 : 0),
          skipped: 'skipped' in outcome ? [...(progress.skipped ?? []), outcome.skipped] : (progress.skipped ?? []),
          failed: 'failed' in outcome ? [...(progress.failed ?? []), outcome.failed] : (progress.failed ?? []),
        };
        await tools.checkpoint(async () => ({ progress }));
      }
    },
  };
}
