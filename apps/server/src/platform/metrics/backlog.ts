import { sql } from 'kysely';
import type { Database } from '../../db/connection.js';
import { jobQueueDepth, outboxLag, outboxPending } from './registry.js';

/**
 * The backlogs an operator watches, read from the database when scraped (not kept up to date by
 * each write): the outbox's pending rows (read through its partial index outbox_claimable)
 * and the scheduled jobs that are due and held by no instance.
 */
export async function readBacklogs(db: Database, now: Date): Promise<void> {
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
  outboxPending.set(outbox.pending);
  outboxLag.set(outbox.oldest ? Math.max(0, (now.getTime() - new Date(outbox.oldest).getTime()) / 1000) : 0);
  jobQueueDepth.set(jobs.due);
}
