import { sql } from 'kysely';
import type { Database } from '../../db/connection.js';

/** A new job is due at once; an existing row keeps its schedule. */
export async function registerScheduledJobs(db: Database, names: readonly string[], now: Date): Promise<void> {
  await db
    .insertInto('scheduled_jobs')
    .values(names.map((name) => ({ name, next_run_at: now })))
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

/** Claims the due jobs of these names held by no instance, for `leaseMs`; FOR UPDATE SKIP LOCKED. */
export async function claimDueScheduledJobs(
  db: Database,
  names: readonly string[],
  now: Date,
  leaseMs: number,
): Promise<string[]> {
  const rows = await db
    .updateTable('scheduled_jobs')
    .set({ locked_until: new Date(now.getTime() + leaseMs), last_started_at: now, runs: sql`runs + 1` })
    .where(
      'name',
      'in',
      db
        .selectFrom('scheduled_jobs')
        .select('name')
        .where('name', 'in', names)
        .where('next_run_at', '<=', now)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
        .forUpdate()
        .skipLocked(),
    )
    .returning('name')
    .execute();
  return rows.map((r) => r.name);
}

export async function markScheduledJobDone(db: Database, name: string, done: Date, nextRunAt: Date): Promise<void> {
  await db
    .updateTable('scheduled_jobs')
    .set({ locked_until: null, last_finished_at: done, last_error: null, next_run_at: nextRunAt })
    .where('name', '=', name)
    .execute();
}

export async function markScheduledJobFailed(
  db: Database,
  name: string,
  error: string,
  nextRunAt: Date,
): Promise<void> {
  await db
    .updateTable('scheduled_jobs')
    .set({ locked_until: null, last_error: error, next_run_at: nextRunAt })
    .where('name', '=', name)
    .execute();
}
