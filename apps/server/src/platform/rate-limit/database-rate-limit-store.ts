import { sql } from 'kysely';
import type { Database } from '../../db/connection.js';
import type { RateLimitStore } from './rate-limit-store.js';

/** Counters in the rate_limit_counters table (one upsert per hit); housekeeping sweeps ended windows. */
export function createDatabaseRateLimitStore(db: Database): RateLimitStore {
  return {
    hit: async (key, limit, windowSeconds, now) => {
      const resetAt = new Date(now.getTime() + windowSeconds * 1000);
      const row = await db
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
      return { count: row.count, resetAt: new Date(row.reset_at), limited: row.count > limit };
    },
    peek: async (key, now) => {
      const row = await db
        .selectFrom('rate_limit_counters')
        .select('count')
        .where('key', '=', key)
        .where('reset_at', '>', now)
        .executeTakeFirst();
      return row?.count ?? 0;
    },
    reset: async (keys) => {
      if (keys.length) await db.deleteFrom('rate_limit_counters').where('key', 'in', keys).execute();
    },
    close: async () => {},
  };
}
