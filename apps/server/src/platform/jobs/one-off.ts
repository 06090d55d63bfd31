import { sql } from 'kysely';
import type { Database } from '../../db/connection.js';

/**
 * One-off background jobs (docs/decisions/175): a row of background_jobs with a payload, a progress
 * and a short lease. A job works in small batches; each batch commits its writes together with the
 * new progress through `checkpoint`, which succeeds only while the job still holds its lease. So a
 * job whose instance died is taken again once the lease lapses and resumes from the last committed
 * progress, and a slow instance that lost its lease cannot commit a batch twice.
 */
export type ClaimedJob = {
  id: string;
  kind: string;
  lenderId: string | null;
  createdBy: string | null;
  payload: unknown;
  progress: unknown;
  leaseToken: string;
  attempts: number;
};

export type JobTools = {
  /** Runs `work` in a transaction that also saves `progress` and renews the lease; throws LeaseLostError when another instance holds the job now. */
  checkpoint: <T>(work: (trx: Database) => Promise<{ progress: unknown; result?: T }>) => Promise<T | undefined>;
  now: () => Date;
};

/** A kind of one-off job. `run` resumes from `job.progress`; it finishes by returning (DONE) or throwing (FAILED). */
export type OneOffTask = {
  kind: string;
  run: (db: Database, job: ClaimedJob, tools: JobTools) => Promise<void>;
};

export class LeaseLostError extends Error {
  constructor(jobId: string) {
    super(`The lease of background job ${jobId} has lapsed; another instance resumes it.`);
  }
}

/** Thrown between batches while the instance shuts down; the job is released for another instance. */
export class JobReleasedError extends LeaseLostError {}

/** Long enough for one batch; each checkpoint renews it. */
export const JOB_LEASE_MS = 60_000;

/** Queues a job; write it in the transaction of the action that asks for it, so nothing runs for a rolled-back action. */
export async function enqueueJob(
  db: Database,
  job: { kind: string; lenderId?: string | null; createdBy?: string | null; payload: unknown },
): Promise<string> {
  const row = await db
    .insertInto('background_jobs')
    .values({
      kind: job.kind,
      lender_id: job.lenderId ?? null,
      created_by: job.createdBy ?? null,
      payload: JSON.stringify(job.payload),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Takes the oldest open job of these kinds whose lease is free or lapsed (FOR UPDATE SKIP LOCKED: safe with several instances). */
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
        .orderBy('created_at')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'kind', 'lender_id', 'created_by', 'payload', 'progress', 'lease_token', 'attempts'])
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
  };
}

/** Saves progress and renews the lease inside `trx`; false when the lease is no longer this holder's. */
async function saveProgress(
  trx: Database,
  job: ClaimedJob,
  progress: unknown,
  now: Date,
  leaseMs: number,
): Promise<boolean> {
  const updated = await trx
    .updateTable('background_jobs')
    .set({ progress: JSON.stringify(progress), locked_until: new Date(now.getTime() + leaseMs) })
    .where('id', '=', job.id)
    .where('lease_token', '=', job.leaseToken)
    .where('status', '=', 'RUNNING')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

export function jobTools(
  db: Database,
  job: ClaimedJob,
  now: () => Date,
  stopping: () => boolean = () => false,
  leaseMs = JOB_LEASE_MS,
): JobTools {
  return {
    now,
    checkpoint: async (work) => {
      // A shutting-down instance stops between batches and lets the job go at once.
      if (stopping()) throw new JobReleasedError(job.id);
      return db.transaction().execute(async (trx) => {
        const { progress, result } = await work(trx);
        // Checked last, in the same transaction: the batch and its progress commit together or not at all.
        if (!(await saveProgress(trx, job, progress, now(), leaseMs))) throw new LeaseLostError(job.id);
        job.progress = progress;
        return result;
      });
    },
  };
}

async function releaseJob(db: Database, job: ClaimedJob): Promise<void> {
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
    })
    .where('id', '=', job.id)
    .where('lease_token', '=', job.leaseToken)
    .execute();
}

/** Claims and runs open jobs of the given tasks until none is left; resolves with the ids it ran. */
export async function runOneOffJobs(
  db: Database,
  tasks: OneOffTask[],
  opts: {
    now: () => Date;
    onError: (job: ClaimedJob, error: unknown) => void;
    stopping?: () => boolean;
    limit?: number;
  },
): Promise<string[]> {
  const { now, onError, stopping = () => false, limit = 20 } = opts;
  const ran: string[] = [];
  while (ran.length < limit && !stopping()) {
    const job = await claimJob(
      db,
      tasks.map((t) => t.kind),
      now(),
    );
    if (!job) break;
    ran.push(job.id);
    const task = tasks.find((t) => t.kind === job.kind)!;
    try {
      await task.run(db, job, jobTools(db, job, now, stopping));
      await finishJob(db, job, now());
    } catch (error) {
      if (error instanceof JobReleasedError) {
        await releaseJob(db, job);
        continue;
      }
      // A lost lease is not a failure: the instance that holds it now finishes the job.
      if (error instanceof LeaseLostError) continue;
      onError(job, error);
      await finishJob(db, job, now(), error);
    }
  }
  return ran;
}
