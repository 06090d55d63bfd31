import { sql } from 'kysely';
import type { Database } from '../db/connection.js';

export type RateLimitResult = { count: number; resetAt: Date; limited: boolean };

/**
 * Counts a hit against `key` in a fixed window. Counters live in the database (Redis later) so
 * every instance behind a load balancer sees the same count.
 */
export async function hitRateLimit(
  db: Database,
  key: string,
  limit: number,
  windowSeconds: number,
  now: Date,
): Promise<RateLimitResult> {
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
}
