import type { Database } from '../../db/connection.js';
import { countBacklogs } from './backlog-repo.js';
import { jobQueueDepth, outboxLag, outboxPending } from './registry.js';

/**
 * The backlogs an operator watches, read from the database when scraped (not kept up to date by
 * each write): the outbox's pending rows and the scheduled jobs that are due and held by no instance.
 */
export async function readBacklogs(db: Database, now: Date): Promise<void> {
  const { outbox, jobs } = await countBacklogs(db, now);
  outboxPending.set(outbox.pending);
  outboxLag.set(outbox.oldest ? Math.max(0, (now.getTime() - new Date(outbox.oldest).getTime()) / 1000) : 0);
  jobQueueDepth.set(jobs.due);
}
