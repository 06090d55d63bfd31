import { sql } from 'kysely';
import type { Database } from '../../db/connection.js';
import { type ClaimedJob, JOB_LEASE_MS } from './job-types.js';

/** Queues a job; write it in the transaction of the action that asks for it, so nothing runs for a rolled-back action. */
export async function enqueueJob(
  db: Database,
  job: { kind: string; lenderId?: string | null; createdBy?: string | null; payload: unknown; priority?: number },
): Promise<string> {
  const row = await db
    .insertInto('background_jobs')
    .values({
      kind: job.kind,
      lender_id: job.lenderId ?? null,
      created_by: job.createdBy ?? null,
      payload: JSON.stringify(job.payload),
      priority: job.priority ?? 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Several jobs in one statement, each with the id the caller chose (so rows written with it need no answer). */
export async function enqueueJobsWithIds(
  db: Database,
  jobs: readonly { id: string; kind: string; lenderId?: string | null; createdBy?: string | null; payload: unknown }[],
): Promise<void> {
  if (jobs.length === 0) return;
  await db
    .insertInto('background_jobs')
    .values(
      jobs.map((job) => ({
        id: job.id,
        kind: job.kind,
        lender_id: job.lenderId ?? null,
        created_by: job.createdBy ?? null,
        payload: JSON.stringify(job.payload),
        priority: 0,
      })),
    )
    .execute();
}

/**
 * The kinds among these with a job a claim could take now (open, its lease free or lapsed): the
 * worker's round asks this once for every lane, instead of one claim per lane that finds nothing.
 */
export async function findClaimableKinds(db: Database, kinds: readonly string[], now: Date): Promise<Set<string>> {
  if (kinds.length === 0) return new Set();
  const rows = await db
    .selectFrom('background_jobs')
    .select('kind')
    .distinct()
    .where('status', 'in', ['QUEUED', 'RUNNING'])
    .where('kind', 'in', kinds)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .execute();
  return new Set(rows.map((r) => r.kind));
}

/**
 * Takes the open job of these kinds (one lane's) with the highest priority, then the oldest, whose
 * lease is free or lapsed: a dead instance's job, or a failed one whose retry pause (its
 * locked_until) is over. FOR UPDATE SKIP LOCKED: safe with several instances.
 */
export async function claimJob(
  db: Database,
  kinds: string[],
  now: Date,
  leaseMs = JOB_LEASE_MS,
): Promise<ClaimedJob | null> {
  if (kinds.length === 0) return null;
  const row = await db
    .updateTable('background_jobs')
    .set({
      status: 'RUNNING',
      lease_token: sql<string>`gen_random_uuid()`,
      locked_until: new Date(now.getTime() + leaseMs),
      attempts: sql<number>`attempts + 1`,
      started_at: sql<Date>`coalesce(started_at, ${now})`,
    })
    .where(
      'id',
      '=',
      db
        .selectFrom('background_jobs')
        .select('id')
        .where('status', 'in', ['QUEUED', 'RUNNING'])
        .where('kind', 'in', kinds)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
        .orderBy('priority', 'desc')
        .orderBy('created_at')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'kind', 'lender_id', 'created_by', 'payload', 'progress', 'lease_token', 'attempts', 'failures'])
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    kind: row.kind,
    lenderId: row.lender_id,
    createdBy: row.created_by,
    payload: row.payload,
    progress: row.progress,
    leaseToken: row.lease_token!,
    attempts: row.attempts,
    failures: row.failures,
  };
}

/** Renews the lease this holder still has (and stores the progress, when given); false when it is no longer this holder's. */
export async function renewLease(db: Database, job: ClaimedJob, now: Date, leaseMs: number, progress?: unknown) {
  const updated = await db
    .updateTable('background_jobs')
    .set({
      locked_until: new Date(now.getTime() + leaseMs),
      ...(progress === undefined ? {} : { progress: JSON.stringify(progress) }),
    })
    .where('id', '=', job.id)
    .where('lease_token', '=', job.leaseToken)
    .where('status', '=', 'RUNNING')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

export async function releaseJob(db: Database, job: ClaimedJob): Promise<void> {
  await db
    .updateTable('background_jobs')
    .set({ locked_until: null, lease_token: null })
    .where('id', '=', job.id)
    .where('lease_token', '=', job.leaseToken)
    .execute();
}

/** Ends a job this holder still leases: DONE, or FAILED with the error kept. */
export async function finishJob(db: Database, job: ClaimedJob, now: Date, error?: unknown): Promise<void> {
  await db
    .updateTable('background_jobs')
    .set({
      status: error ? 'FAILED' : 'DONE',
      finished_at: now,
      locked_until: null,
      lease_token: null,
      last_error: error ? String(error).slice(0, 500) : null,
      ...(error ? { failures: job.failures + 1 } : {}),
    })
    .where('id', '=', job.id)
    .where('lease_token', '=', job.leaseToken)
    .execute();
}

/** Puts a job this holder still leases back in the queue, claimable again from `retryAt`. */
export async function requeueJob(
  db: Database,
  job: ClaimedJob,
  retry: { failures: number; retryAt: Date; error: unknown },
): Promise<void> {
  await db
    .updateTable('background_jobs')
    .set({
      status: 'QUEUED',
      failures: retry.failures,
      locked_until: retry.retryAt,
      lease_token: null,
      last_error: String(retry.error).slice(0, 500),
    })
    .where('id', '=', job.id)
    .where('lease_token', '=', job.leaseToken)
    .execute();
}
