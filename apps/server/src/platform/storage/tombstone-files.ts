import type { Database } from '../../db/connection.js';
import { lockLiveFiles, markFileDeleted } from './files-repo.js';

/**
 * Deletes files for good but keeps their rows as tombstones (docs/decisions/219): the name, type, time
 * and hash stay, so what points at them (clients, orders, renewals) still reads; `deleted_at` says the
 * bytes are gone. The row's key is renamed, so bytes a crash leaves behind name no row and the orphan
 * sweep takes them. Call inside the transaction; answers the old keys, to delete after the commit.
 */
export async function tombstoneFiles(trx: Database, ids: readonly (string | null)[], now: Date): Promise<string[]> {
  const live = [...new Set(ids.filter((id): id is string => id !== null))];
  if (live.length === 0) return [];
  const rows = await lockLiveFiles(trx, live);
  for (const r of rows) await markFileDeleted(trx, r.id, now);
  return rows.map((r) => r.storage_key);
}
