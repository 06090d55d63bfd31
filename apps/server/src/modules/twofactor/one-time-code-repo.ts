import type { Database } from '../../db/connection.js';

/**
 * Counts one attempt on the newest live code of this purpose, unless it already had its last try;
 * returns that code (null when there is none to try).
 */
export async function countCodeAttempt(
  db: Database,
  input: { userId: string; purpose: string; now: Date; maxAttempts: number },
): Promise<{ id: string; code_hash: string } | undefined> {
  return db
    .updateTable('one_time_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', (eb) =>
      eb
        .selectFrom('one_time_codes')
        .select('id')
        .where('user_id', '=', input.userId)
        .where('purpose', '=', input.purpose)
        .where('used_at', 'is', null)
        .where('expires_at', '>', input.now)
        .orderBy('created_at', 'desc')
        .limit(1),
    )
    .where('attempts', '<', input.maxAttempts)
    .returning(['id', 'code_hash'])
    .executeTakeFirst();
}

/** Uses the code up; false when another request used it first. */
export async function markCodeUsed(db: Database, id: string, now: Date): Promise<boolean> {
  const used = await db
    .updateTable('one_time_codes')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}
