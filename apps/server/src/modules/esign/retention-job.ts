import { subYears } from 'date-fns';
import type { Database } from '../../db/connection.js';
import { businessDay } from '../../domain/business-day.js';
import { recordAudit } from '../../platform/audit.js';
import type { Job } from '../../platform/jobs/runner.js';
import type { FileStorage } from '../../platform/storage/file-storage.js';
import { tombstoneFiles } from '../../platform/storage/tombstone-files.js';
import { removeFileRows } from './identity-proof-repo.js';
import { addEvidence } from './repo.js';
import { DAY_MS } from './link-token.js';
import { eraseRequestEvidence, type EvidenceDue, lockEvidenceDue } from './retention-repo.js';

const BATCH = 100;

/** Ends after which a request's evidence is final: signed (usable or refused) or ended unsigned. */
const ENDED = ['SIGNED', 'REFUSED', 'DECLINED', 'EXPIRED', 'VOIDED', 'LOCKED'] as const;

type Due = EvidenceDue;

/**
 * Deletes what proves a signature once `retentionYears` have passed since the request ended (its
 * signing, or its unsigned end): the signed and the prefilled PDF (bytes gone, rows kept as
 * tombstones), every evidence row (IP addresses, user agents, consent, the signature's record), the
 * identity facts and any photo left, the prefilled data and the signer's words. The request row stays
 * with its status, client, signer's name and times, and one evidence row saying what happened, so
 * lists, orders and audits that point at it still read. A form still in use is kept: the client's
 * current 8821 whose covered periods have not ended, or the form of an order not finished.
 * One transaction per batch (rows locked SKIP LOCKED), then the bytes, as the identity image job does.
 */
export async function deleteExpiredEvidence(
  db: Database,
  storage: FileStorage,
  retentionYears: number,
  now: Date,
): Promise<number> {
  const cutoff = subYears(now, retentionYears);
  // Whether the client's 8821 still runs, on the Eastern calendar like every such check (decision 324).
  const today = businessDay(now);
  let deleted = 0;
  for (;;) {
    const batch = await db.transaction().execute(async (trx) => {
      const due = await lockEvidenceDue(trx, { cutoff, today, ended: ENDED, batch: BATCH });
      const keys: string[] = [];
      for (const r of due) keys.push(...(await deleteRequestEvidence(trx, r, retentionYears, now)));
      return { keys, count: due.length };
    });
    await Promise.allSettled(batch.keys.map((key) => storage.delete(key)));
    deleted += batch.count;
    if (batch.count < BATCH) return deleted;
  }
}

async function deleteRequestEvidence(trx: Database, r: Due, retentionYears: number, now: Date): Promise<string[]> {
  const keys = await tombstoneFiles(trx, [r.prefilled_file_id, r.signed_file_id], now);
  keys.push(...(await removeFileRows(trx, [r.id_document_file_id, r.selfie_file_id])));
  await eraseRequestEvidence(trx, r.id, now);
  await addEvidence(trx, r.id, {
    type: 'EVIDENCE_DELETED',
    at: now,
    detail: `the signed form, its certificate data and the identity facts were deleted after the retention period (${retentionYears} years after the request ended)`,
  });
  await recordAudit(trx, {
    userId: null,
    lenderId: r.lender_id,
    action: 'SIGNATURE_EVIDENCE_DELETED',
    targetType: 'signature_request',
    targetId: r.id,
    ip: null,
    details: { clientId: r.client_id, status: r.status, signedFileId: r.signed_file_id, retentionYears },
  });
  return keys;
}

/** Daily among the scheduled jobs (docs/decisions/090, 219). */
export function createEvidenceRetentionJob(storage: FileStorage, retentionYears: number, intervalMs = DAY_MS): Job {
  return {
    name: 'esign-evidence-retention',
    intervalMs,
    run: async (db, now) => void (await deleteExpiredEvidence(db, storage, retentionYears, now)),
  };
}
