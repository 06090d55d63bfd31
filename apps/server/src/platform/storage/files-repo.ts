import type { Insertable } from 'kysely';
import type { Database } from '../../db/connection.js';
import type { DB } from '../../db/schema.js';

export function insertStoredFile(db: Database, values: Insertable<DB['stored_files']>) {
  return db.insertInto('stored_files').values(values).returning(['id', 'created_at']).executeTakeFirstOrThrow();
}

/** The files of these ids whose bytes are not yet deleted, locked for this transaction. */
export function lockLiveFiles(trx: Database, ids: readonly string[]) {
  return trx
    .selectFrom('stored_files')
    .select(['id', 'storage_key'])
    .where('id', 'in', ids)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .execute();
}

/** Keeps the row as a tombstone: its key renamed, its size zero, `deleted_at` set (docs/decisions/219). */
export async function markFileDeleted(trx: Database, id: string, now: Date): Promise<void> {
  await trx
    .updateTable('stored_files')
    .set({ storage_key: `deleted/${id}`, size_bytes: 0, deleted_at: now })
    .where('id', '=', id)
    .execute();
}

/** Which of these storage keys a stored_files row names. */
export async function selectStoredFileKeys(db: Database, keys: readonly string[]) {
  const rows = await db.selectFrom('stored_files').select('storage_key').where('storage_key', 'in', keys).execute();
  return rows.map((r) => r.storage_key);
}

/** Which of these storage keys an import's staged file names. */
export async function selectImportFileKeys(db: Database, keys: readonly string[]) {
  const rows = await db.selectFrom('import_files').select('storage_key').where('storage_key', 'in', keys).execute();
  return rows.map((r) => r.storage_key);
}

/** Which of these storage keys a form check's upload or page image names (docs/decisions/303). */
export async function selectFormCheckFileKeys(db: Database, keys: readonly string[]) {
  const rows = await db
    .selectFrom('form_checks')
    .select('form_key as key')
    .where('form_key', 'in', keys)
    .unionAll((eb) => eb.selectFrom('form_check_pages').select('png_key as key').where('png_key', 'in', keys))
    .execute();
  return rows.flatMap((r) => (r.key ? [r.key] : []));
}

/** Live files whose bytes were stored before sealing (docs/decisions/289), after `afterId`, oldest id first. */
export function listUnsealedFiles(db: Database, afterId: string | null, limit: number) {
  let query = db
    .selectFrom('stored_files')
    .select(['id', 'storage_key'])
    .where('sealed', '=', false)
    .where('deleted_at', 'is', null);
  if (afterId) query = query.where('id', '>', afterId);
  return query.orderBy('id').limit(limit).execute();
}

/** The file is sealed now; false when it was deleted or given another key meanwhile (one statement). */
export async function markFileSealed(db: Database, id: string, storageKey: string): Promise<boolean> {
  const row = await db
    .updateTable('stored_files')
    .set({ sealed: true })
    .where('id', '=', id)
    .where('storage_key', '=', storageKey)
    .where('deleted_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether a live stored_files row still names this key. */
export async function isLiveFileKey(db: Database, storageKey: string): Promise<boolean> {
  const row = await db
    .selectFrom('stored_files')
    .select('id')
    .where('storage_key', '=', storageKey)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}
