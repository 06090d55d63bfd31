import type { Database } from '../../db/connection.js';
import { failJob, jobTools, startHeartbeat } from './job-lease.js';
import { claimJob, findClaimableKinds, finishJob, releaseJob } from './jobs-repo.js';
import {
  type ClaimedJob,
  DEFAULT_RETRY,
  JOB_LEASE_MS,
  JobReleasedError,
  type Lane,
  LANE_CONCURRENCY,
  LeaseLostError,
  type OneOffTask,
} from './job-types.js';

export type JobSettings = {
  leaseMs: number;
  /** Time between two renewals of a running job's lease; well under leaseMs. */
  heartbeatMs: number;
  /** Jobs of a lane at once; a lane not named keeps LANE_CONCURRENCY's. */
  concurrency: Readonly<Partial<Record<Lane, number>>>;
};

export const DEFAULT_JOB_SETTINGS: JobSettings = {
  leaseMs: JOB_LEASE_MS,
  heartbeatMs: JOB_LEASE_MS / 4,
  concurrency: LANE_CONCURRENCY,
};

export type JobOutcome = 'DONE' | 'RETRY' | 'FAILED';

type LaneState = { lane: Lane; kinds: string[]; concurrency: number; slots: Set<Promise<void>> };

/**
 * Runs one-off jobs lane by lane (decision 250): each lane has its own slots, so a lane full of
 * long bulk jobs leaves another lane's jobs free to run at once. A slot claims a job of its lane,
 * runs it, and claims the next until none is due; a slot that found work opens one more slot while
 * the lane has room.
 */
export function createLaneScheduler(
  db: Database,
  tasks: readonly OneOffTask[],
  opts: {
    now: () => Date;
    stopping: () => boolean;
    /** A job ended: told for every run, with the error when it threw. */
    onRun?: (job: ClaimedJob, outcome: JobOutcome, error?: unknown) => void;
    /** A slot could not claim or record a job (e.g. the database is down); the job is claimed again later. */
    onProblem: (error: unknown) => void;
    settings?: Partial<JobSettings>;
  },
) {
  const settings = { ...DEFAULT_JOB_SETTINGS, ...opts.settings };
  const { now, stopping } = opts;
  const byKind = new Map(tasks.map((t) => [t.kind, t]));
  const lanes: LaneState[] = [];
  for (const task of tasks) {
    const lane = task.lane ?? 'bulk';
    let state = lanes.find((l) => l.lane === lane);
    if (!state)
      lanes.push(
        (state = {
          lane,
          kinds: [],
          concurrency: settings.concurrency[lane] ?? LANE_CONCURRENCY[lane],
          slots: new Set(),
        }),
      );
    state.kinds.push(task.kind);
  }

  async function runClaimed(job: ClaimedJob): Promise<void> {
    const task = byKind.get(job.kind)!;
    const policy = { ...DEFAULT_RETRY, ...task.retry };
    const heartbeat = startHeartbeat(db, job, now, settings.leaseMs, settings.heartbeatMs, opts.onProblem);
    const finalAttempt = job.failures + 1 >= policy.attempts;
    const tools = jobTools(db, job, now, stopping, settings.leaseMs, finalAttempt, heartbeat);
    let error: unknown;
    let done = false;
    try {
      await task.run(db, job, tools);
      done = true;
    } catch (thrown) {
      error = thrown;
    } finally {
      await heartbeat.stop();
    }
    if (done) {
      await finishJob(db, job, now());
      opts.onRun?.(job, 'DONE');
    } else if (error instanceof JobReleasedError) {
      await releaseJob(db, job);
    } else if (!(error instanceof LeaseLostError) && !heartbeat.lost()) {
      opts.onRun?.(job, await failJob(db, job, now(), error, policy), error);
    }
    // A lost lease is not a failure: the instance that holds it now finishes the job.
  }

  async function runSlot(lane: LaneState, ran: (id: string) => void): Promise<void> {
    while (!stopping()) {
      const job = await claimJob(db, lane.kinds, now(), settings.leaseMs);
      if (!job) return;
      ran(job.id);
      openSlot(lane, ran);
      await runClaimed(job);
    }
  }

  function openSlot(lane: LaneState, ran: (id: string) => void): void {
    if (stopping() || lane.slots.size >= lane.concurrency) return;
    const slot: Promise<void> = runSlot(lane, ran)
      .catch(opts.onProblem)
      .finally(() => lane.slots.delete(slot));
    lane.slots.add(slot);
  }

  const busy = () => lanes.flatMap((l) => [...l.slots]);

  async function settle(): Promise<void> {
    for (let slots = busy(); slots.length > 0; slots = busy()) await Promise.all(slots);
  }

  return {
    /**
     * Opens a slot in every lane with room and a job to claim, without waiting for the jobs (the
     * worker's round). One query finds the lanes with work: an idle instance asked one claim per lane
     * every round, event-loop time on the embedded database (decision 334).
     */
    async poll(): Promise<void> {
      const withRoom = lanes.filter((l) => l.slots.size < l.concurrency);
      if (withRoom.length === 0 || stopping()) return;
      try {
        const due = await findClaimableKinds(
          db,
          withRoom.flatMap((l) => l.kinds),
          now(),
        );
        for (const lane of withRoom) if (lane.kinds.some((kind) => due.has(kind))) openSlot(lane, () => {});
      } catch (error) {
        opts.onProblem(error);
      }
    },
    /** Runs every due job of every lane until none is left; resolves with the ids it claimed. */
    async runAvailable(): Promise<string[]> {
      const ran: string[] = [];
      for (const lane of lanes) openSlot(lane, (id) => ran.push(id));
      await settle();
      return ran;
    },
    /** Resolves when no job runs here (at shutdown, after `stopping` turned true). */
    settle,
  };
}

/** Claims and runs open jobs of the given tasks until none is left; resolves with the ids it ran. */
export async function runOneOffJobs(
  db: Database,
  tasks: OneOffTask[],
  opts: {
    now: () => Date;
    onError: (job: ClaimedJob, error: unknown) => void;
    stopping?: () => boolean;
    settings?: Partial<JobSettings>;
  },
): Promise<string[]> {
  const problems: unknown[] = [];
  const scheduler = createLaneScheduler(db, tasks, {
    now: opts.now,
    stopping: opts.stopping ?? (() => false),
    settings: opts.settings,
    onRun: (job, _outcome, error) => (error === undefined ? undefined : opts.onError(job, error)),
    onProblem: (error) => problems.push(error),
  });
  const ran = await scheduler.runAvailable();
  if (problems.length > 0) throw problems[0];
  return ran;
}
