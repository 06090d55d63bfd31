import type { Insertable, Selectable } from 'kysely';
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
