import { sql } from 'kysely';
import type { Database } from '../../db/connection.js';

/**
 * The outbox's pending rows (read through its partial index outbox_claimable) and the scheduled
 * jobs that are due and held by no instance.
 */
export async function countBacklogs(db: Database, now: Date) {
  const [outbox, jobs] = await Promise.all([
    db
      .selectFrom('outbox')
      .select([sql<number>`count(*)::int`.as('pending'), sql<Date | null>`min(created_at)`.as('oldest')])
      .where('status', '=', 'PENDING')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('scheduled_jobs')
      .select(sql<number>`count(*)::int`.as('due'))
      .where('next_run_at', '<=', now)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
      .executeTakeFirstOrThrow(),
  ]);
  return { outbox, jobs };
}
