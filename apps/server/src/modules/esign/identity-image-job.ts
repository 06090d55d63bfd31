import type { Database } from '../../db/connection.js';
import type { Job } from '../../platform/jobs/runner.js';
import type { FileStorage } from '../../platform/storage/file-storage.js';
import { lockProofImagesDue, markImagesDeleted, removeFileRows } from './identity-proof-repo.js';
import { addEvidence } from './repo.js';
import { DAY_MS } from './link-token.js';

const BATCH = 100;

/**
 * Deletes the photos of remote identity proofs `retentionDays` after operations' decision, or after
 * the request ended unsigned (declined, expired, voided, locked: no decision will come). The facts,
 * the decision and the photos' records (type, size, SHA-256) stay with the evidence. The rows change
 * in one transaction per batch (rows locked, SKIP LOCKED, so instances never collide); the bytes
 * go after the commit, and any a crash leaves behind have no row, so the orphan sweep takes them.
 */
export async function deleteDueIdentityImages(
  db: Database,
  storage: FileStorage,
  retentionDays: number,
  now: Date,
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  let deleted = 0;
  for (;;) {
    const keys = await db.transaction().execute(async (trx) => {
      const due = await lockProofImagesDue(trx, cutoff, BATCH);
      const found: string[] = [];
      for (const p of due) {
        await markImagesDeleted(trx, p.request_id, now);
        found.push(...(await removeFileRows(trx, [p.id_document_file_id, p.selfie_file_id])));
        await addEvidence(trx, p.request_id, {
          type: 'IDENTITY_IMAGES_DELETED',
          at: now,
          detail: `photo ID and selfie deleted, ${retentionDays} days after the decision (or the request's end); the facts and the decision are kept`,
        });
      }
      return { found, count: due.length };
    });
    await Promise.allSettled(keys.found.map((key) => storage.delete(key)));
    deleted += keys.count;
    if (keys.count < BATCH) return deleted;
  }
}

/** Daily among the scheduled jobs (docs/decisions/090, 214). */
export function createIdentityImageJob(storage: FileStorage, retentionDays: number, intervalMs = DAY_MS): Job {
  return {
    name: 'identity-image-deletion',
    intervalMs,
    run: async (db, now) => void (await deleteDueIdentityImages(db, storage, retentionDays, now)),
  };
}
