import type { Database } from '../db/connection.js';

/** Writes the key's last use unless one was written after `unlessUsedAfter` (by any instance). */
export async function markKeyUsed(db: Database, keyId: string, now: Date, unlessUsedAfter: Date): Promise<void> {
  await db
    .updateTable('api_keys')
    .set({ last_used_at: now })
    .where('id', '=', keyId)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<=', unlessUsedAfter)]))
    .execute();
}
