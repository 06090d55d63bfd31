import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/connection.js';
import type { Clock } from '../clock.js';
import { logBackgroundFailure } from '../database-errors.js';
import { workerMetrics } from '../workers/worker-metrics.js';
import { createLaneScheduler, type JobSettings } from './job-lanes.js';
import type { OneOffTask } from './job-types.js';
import {
  claimDueScheduledJobs,
  markScheduledJobDone,
  markScheduledJobFailed,
  registerScheduledJobs,
} from './scheduled-jobs-repo.js';

/** A periodic job. `run` must be safe to repeat for the same period (it may run again after a crash). */
export type Job = {
  name: string;
  /** Time between the end of one run and the next. */
  intervalMs: number;
  run: (db: Database, now: Date) => Promise<void>;
};

export type JobRunner = {
  /** Runs every job that is due and not held by another instance; resolves with the names it ran. */
  tick: () => Promise<string[]>;
  /** Runs queued one-off jobs (platform/jobs/one-off.ts) until none is left; resolves with their ids. */
  runTasks: () => Promise<string[]>;
  /** Starts due one-off jobs in every lane with room, without waiting for them (the one-off worker's round). */
  pollTasks: () => Promise<void>;
  /** Lets the jobs in flight stop at their next checkpoint (released for another instance) and waits for them. */
  stop: () => Promise<void>;
};

/** A run not finished within this time is taken over by another instance (its runner died). */
const LEASE_MS = 10 * 60_000;
/** A failed run is tried again after this time (or the job's interval, if shorter). */
const RETRY_MS = 60_000;

/**
 * Periodic jobs for any number of instances on one database: each job is a row in scheduled_jobs;
 * an instance claims a due row with FOR UPDATE SKIP LOCKED and a lease, so one instance runs it
 * while the others skip it (docs/decisions/090).
 */
export function createJobRunner(deps: {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  jobs: Job[];
  tasks?: OneOffTask[];
  /** One-off jobs' lease, heartbeat and lanes (tests shorten them). */
  jobSettings?: Partial<JobSettings>;
}): JobRunner {
  const { db, clock, log, jobs, tasks = [] } = deps;
  let running: Promise<string[]> | undefined;
  let stopping = false;
  let registered = false;

  // A new job is due at once; an existing row keeps its schedule.
  async function registerJobs(now: Date) {
    if (registered || jobs.length === 0) return;
    await registerScheduledJobs(
      db,
      jobs.map((j) => j.name),
      now,
    );
    registered = true;
  }

  const claimDue = (now: Date): Promise<string[]> =>
    claimDueScheduledJobs(
      db,
      jobs.map((j) => j.name),
      now,
      LEASE_MS,
    );

  async function runOne(job: Job, now: Date) {
    try {
      await job.run(db, now);
      const done = clock.now();
      await markScheduledJobDone(db, job.name, done, new Date(done.getTime() + job.intervalMs));
    } catch (error) {
      log.warn({ job: job.name, err: String(error) }, 'scheduled job failed');
      await markScheduledJobFailed(
        db,
        job.name,
        String(error).slice(0, 500),
        new Date(clock.now().getTime() + Math.min(RETRY_MS, job.intervalMs)),
      );
    }
  }

  async function tickOnce(): Promise<string[]> {
    const now = clock.now();
    await registerJobs(now);
    const claimed = await claimDue(now);
    for (const name of claimed) {
      const job = jobs.find((j) => j.name === name);
      if (job) await runOne(job, now);
    }
    return claimed;
  }

  const tick = () => {
    running ??= tickOnce().finally(() => (running = undefined));
    return running;
  };

  // One-off jobs run in lanes of their own, so a long import never delays a due periodic job.
  const lanes = createLaneScheduler(db, tasks, {
    now: () => clock.now(),
    stopping: () => stopping,
    settings: deps.jobSettings,
    onRun: (job, outcome, err) => {
      workerMetrics.jobEnded(job.kind, outcome);
      if (err !== undefined)
        log.warn({ job: job.id, kind: job.kind, outcome, err: String(err) }, 'background job failed');
    },
    onProblem: (err) => logBackgroundFailure(log, err, 'background jobs failed'),
  });

  return {
    tick,
    runTasks: () => lanes.runAvailable(),
    pollTasks: () => lanes.poll(),
    stop: async () => {
      stopping = true;
      await Promise.all([running, lanes.settle()]);
    },
  };
}
