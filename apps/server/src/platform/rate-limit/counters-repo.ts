import { sql } from 'kysely';
import type { Database } from '../../db/connection.js';

/** Counts a hit in the key's window (one upsert): a window ended by `now` starts again at 1, ending at `resetAt`. */
export async function countHit(db: Database, key: string, now: Date, resetAt: Date) {
  return db
    .insertInto('rate_limit_counters')
    .values({ key, count: 1, reset_at: resetAt })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql`case when rate_limit_counters.reset_at <= ${now} then 1 else rate_limit_counters.count + 1 end`,
        reset_at: sql`case when rate_limit_counters.reset_at <= ${now} then ${resetAt} else rate_limit_counters.reset_at end`,
      }),
    )
    .returning(['count', 'reset_at'])
    .executeTakeFirstOrThrow();
}

/** The key's count in its running window; 0 when none runs. */
export async function selectCount(db: Database, key: string, now: Date): Promise<number> {
  const row = await db
    .selectFrom('rate_limit_counters')
    .select('count')
    .where('key', '=', key)
    .where('reset_at', '>', now)
    .executeTakeFirst();
  return row?.count ?? 0;
}

export async function deleteCounters(db: Database, keys: readonly string[]): Promise<void> {
  await db.deleteFrom('rate_limit_counters').where('key', 'in', keys).execute();
}
