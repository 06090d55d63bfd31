import type { Database } from '../../db/connection.js';
import {
  type ClaimedJob,
  JOB_LEASE_MS,
  JobReleasedError,
  type JobTools,
  LeaseLostError,
  type RetryPolicy,
  retryDelayMs,
} from './job-types.js';
import { finishJob, renewLease, requeueJob } from './jobs-repo.js';
import { yieldTurn } from '../yield-turn.js';

export type Heartbeat = { lost: () => boolean; stop: () => Promise<void> };

/**
 * Renews the lease every `everyMs` while a step runs longer than a batch (a file read, a call out),
 * so a live instance keeps its job; a dead one stops beating and the job is taken over after the
 * lease. Each beat is one short statement, never held across the step.
 */
export function startHeartbeat(
  db: Database,
  job: ClaimedJob,
  now: () => Date,
  leaseMs: number,
  everyMs: number,
  onProblem: (error: unknown) => void,
): Heartbeat {
  let lost = false;
  let beating: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    beating = beating
      .then(async () => {
        if (!lost && !(await renewLease(db, job, now(), leaseMs))) lost = true;
      })
      .catch(onProblem);
  }, everyMs);
  timer.unref();
  return {
    lost: () => lost,
    stop: async () => {
      clearInterval(timer);
      await beating;
    },
  };
}

export function jobTools(
  db: Database,
  job: ClaimedJob,
  now: () => Date,
  stopping: () => boolean = () => false,
  leaseMs = JOB_LEASE_MS,
  finalAttempt = true,
  heartbeat?: Heartbeat,
): JobTools {
  return {
    now,
    finalAttempt,
    checkpoint: async (work) => {
      // A shutting-down instance stops between batches and lets the job go at once.
      if (stopping()) throw new JobReleasedError(job.id);
      if (heartbeat?.lost()) throw new LeaseLostError(job.id);
      await yieldTurn();
      return db.transaction().execute(async (trx) => {
        const { progress, result } = await work(trx);
        // Checked last, in the same transaction: the batch and its progress commit together or not at all.
        if (!(await renewLease(trx, job, now(), leaseMs, progress))) throw new LeaseLostError(job.id);
        job.progress = progress;
        return result;
      });
    },
  };
}

/**
 * A run threw: the job waits `retryDelayMs` (as its locked_until) and is claimed again, or, its
 * cap reached, ends FAILED. The reason is kept either way (last_error).
 */
export async function failJob(
  db: Database,
  job: ClaimedJob,
  now: Date,
  error: unknown,
  policy: RetryPolicy,
): Promise<'RETRY' | 'FAILED'> {
  const failures = job.failures + 1;
  if (failures >= policy.attempts) {
    await finishJob(db, job, now, error);
    return 'FAILED';
  }
  await requeueJob(db, job, { failures, retryAt: new Date(now.getTime() + retryDelayMs(policy, failures)), error });
  return 'RETRY';
}
