import type { Database } from '../../db/connection.js';

/**
 * One-off background jobs (decisions 175, 250): a row of background_jobs with a payload, a progress
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
  /** Claims so far, this one included (a takeover after a dead instance is one). */
  attempts: number;
  /** Runs that threw before this one. */
  failures: number;
};

export type JobTools = {
  /** Runs `work` in a transaction that also saves `progress` and renews the lease; throws LeaseLostError when another instance holds the job now. */
  checkpoint: <T>(work: (trx: Database) => Promise<{ progress: unknown; result?: T }>) => Promise<T | undefined>;
  now: () => Date;
  /** True when a throw now ends the job FAILED (no retry is left): the time to mark the job's own rows failed. */
  finalAttempt: boolean;
};

/**
 * Where a kind of job waits and how many of its lane run at once on an instance: an interactive
 * check (a person waits on the page) never queues behind a 2,000-file bulk job.
 */
export type Lane = 'interactive' | 'bulk' | 'maintenance' | 'form-check';

/** Jobs of each lane one instance runs at once. Each job does short transactions, so on the embedded database they interleave. */
export const LANE_CONCURRENCY: Readonly<Record<Lane, number>> = {
  interactive: 4,
  bulk: 2,
  maintenance: 1,
  // An interactive lane of its own for 8821 checks (a lender waits on the page): FORM_CHECK_WORKERS sets it.
  'form-check': 1,
};

/** How often a job that throws is run in all, and the pause before each retry: baseMs, doubling, at most capMs. */
export type RetryPolicy = { attempts: number; baseMs: number; capMs: number };

export const DEFAULT_RETRY: RetryPolicy = { attempts: 3, baseMs: 10_000, capMs: 10 * 60_000 };

/** A kind of one-off job. `run` resumes from `job.progress`; it finishes by returning (DONE) or throwing (retried, then FAILED). */
export type OneOffTask = {
  kind: string;
  /** Default 'bulk'. */
  lane?: Lane;
  /** Default DEFAULT_RETRY. */
  retry?: Partial<RetryPolicy>;
  run: (db: Database, job: ClaimedJob, tools: JobTools) => Promise<void>;
};

export class LeaseLostError extends Error {
  constructor(jobId: string) {
    super(`The lease of background job ${jobId} has lapsed; another instance resumes it.`);
  }
}

/** Thrown between batches while the instance shuts down; the job is released for another instance. */
export class JobReleasedError extends LeaseLostError {}

/** A job's lease: the heartbeat renews it during long steps, each checkpoint renews it too. */
export const JOB_LEASE_MS = 60_000;

/** The pause before the next run of a job that has failed `failures` times. */
export const retryDelayMs = (policy: RetryPolicy, failures: number): number =>
  Math.min(policy.capMs, policy.baseMs * 2 ** Math.max(0, failures - 1));
