import { type Insertable, type Selectable, sql } from 'kysely';
import type { Database } from '../../db/connection.js';
import type { IdentityProofsTable } from '../../db/schema-esign.js';

export type IdentityProofRow = Selectable<IdentityProofsTable>;

/** A request's remote identity proof (one per request; a new submission replaces it). */
export async function findProof(
  db: Database,
  lenderId: string,
  requestId: string,
): Promise<IdentityProofRow | undefined> {
  return db
    .selectFrom('identity_proofs')
    .selectAll()
    .where('request_id', '=', requestId)
    .where('lender_id', '=', lenderId)
    .executeTakeFirst();
}

/**
 * Writes the proof in place of an earlier one; the earlier photos' file rows are removed in the same
 * transaction, and their storage keys answered so the caller deletes the bytes after the commit.
 */
export async function replaceProof(trx: Database, row: Insertable<IdentityProofsTable>): Promise<string[]> {
  const earlier = await trx
    .selectFrom('identity_proofs')
    .select(['id_document_file_id', 'selfie_file_id'])
    .where('request_id', '=', row.request_id)
    .forUpdate()
    .executeTakeFirst();
  await trx
    .insertInto('identity_proofs')
    .values(row)
    .onConflict((oc) => oc.column('request_id').doUpdateSet({ ...row, images_deleted_at: null }))
    .execute();
  return earlier ? removeFileRows(trx, [earlier.id_document_file_id, earlier.selfie_file_id]) : [];
}

/** Removes stored_files rows (the photos'), answering their storage keys. */
export async function removeFileRows(trx: Database, ids: readonly (string | null)[]): Promise<string[]> {
  const live = ids.filter((id): id is string => id !== null);
  if (live.length === 0) return [];
  const rows = await trx.deleteFrom('stored_files').where('id', 'in', live).returning('storage_key').execute();
  return rows.map((r) => r.storage_key);
}

/** When the request's proof was submitted; undefined when none was. */
export async function proofSubmittedAt(db: Database, lenderId: string, requestId: string): Promise<Date | undefined> {
  const proof = await db
    .selectFrom('identity_proofs')
    .select('submitted_at')
    .where('request_id', '=', requestId)
    .where('lender_id', '=', lenderId)
    .executeTakeFirst();
  return proof?.submitted_at;
}

/** A proof whose photos are due for deletion, with the photos' file rows. */
export type ProofImagesDue = { request_id: string; id_document_file_id: string | null; selfie_file_id: string | null };

/**
 * Proofs whose photos are due: decided before `cutoff`, or their request ended unsigned before it;
 * a batch, rows locked (SKIP LOCKED, so instances never collide).
 */
export async function lockProofImagesDue(trx: Database, cutoff: Date, batch: number): Promise<ProofImagesDue[]> {
  const due = await sql<ProofImagesDue>`
        select p.request_id, p.id_document_file_id, p.selfie_file_id from identity_proofs p join signature_requests r on r.id = p.request_id
        where p.images_deleted_at is null
          and (r.identity_decided_at <= ${cutoff} or (r.status in ('DECLINED', 'EXPIRED', 'VOIDED', 'LOCKED') and r.completed_at <= ${cutoff}))
        order by p.request_id limit ${batch}
        for update of p skip locked`.execute(trx);
  return due.rows;
}

export async function markImagesDeleted(trx: Database, requestId: string, now: Date): Promise<void> {
  await trx
    .updateTable('identity_proofs')
    .set({ id_document_file_id: null, selfie_file_id: null, images_deleted_at: now })
    .where('request_id', '=', requestId)
    .execute();
}
