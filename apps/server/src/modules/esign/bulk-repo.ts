import type { Database } from '../../db/connection.js';

export const BULK_SIGNATURE_JOB = 'esign-bulk-send';

/**
 * Claims (job, client) in the transaction that creates the request: false when this bulk send already
 * sent the client one (a job resumed after a restart, or a second instance). A concurrent claim
 * waits on the key until the first commits, then finds it.
 */
export async function claimBulkClient(
  trx: Database,
  jobId: string,
  clientId: string,
  signatureRequestId: string,
): Promise<boolean> {
  const row = await trx
    .insertInto('bulk_signature_send_clients')
    .values({ job_id: jobId, client_id: clientId, signature_request_id: signatureRequestId })
    .onConflict((oc) => oc.columns(['job_id', 'client_id']).doNothing())
    .returning('client_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function wasSentByBulk(db: Database, jobId: string, clientId: string): Promise<boolean> {
  const row = await db
    .selectFrom('bulk_signature_send_clients')
    .select('client_id')
    .where('job_id', '=', jobId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The lender's bulk send with its job; another lender's answers undefined, like a missing one. */
export async function findBulkJob(db: Database, lenderId: string, jobId: string) {
  return db
    .selectFrom('bulk_signature_sends as b')
    .innerJoin('background_jobs as j', 'j.id', 'b.job_id')
    .select(['j.id', 'j.status', 'j.payload', 'j.progress', 'j.finished_at'])
    .where('b.lender_id', '=', lenderId)
    .where('b.job_id', '=', jobId)
    .executeTakeFirst();
}

export async function insertBulkSend(trx: Database, jobId: string, lenderId: string, now: Date): Promise<void> {
  await trx
    .insertInto('bulk_signature_sends')
    .values({ job_id: jobId, lender_id: lenderId, idempotency_key: null, created_at: now })
    .execute();
}
