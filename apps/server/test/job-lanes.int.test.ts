import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  claimJob,
  enqueueJob,
  type JobSettings,
  jobTools,
  type Lane,
  LeaseLostError,
  type OneOffTask,
} from '../src/platform/jobs/one-off.js';
import { createJobRunner } from '../src/platform/jobs/runner.js';
import { createMovableClock } from './support/movable-clock.js';
import { countingQueries } from './support/query-count.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { until } from './support/until.js';

/** A promise the test resolves: a step that lasts until the test says so. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('the job engine: lanes, priority, retries, heartbeat, takeover (decision 250)', () => {
  let t: TestApp;
  const clock = createMovableClock(new Date('2026-11-04T09:00:00Z'));
  const runner = (tasks: OneOffTask[], jobSettings: Partial<JobSettings> = {}) =>
    createJobRunner({ db: t.db, clock, log: t.app.log, jobs: [], tasks, jobSettings });
  const jobRow = (id: string) =>
    t.db.selectFrom('background_jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createTestApp({ seed: false, clock });
    await sql`create table test_bulk_rows (job_id uuid not null, n integer not null)`.execute(t.db);
  });
  afterAll(async () => t.close());

  it('an interactive job finishes while a slow bulk job of another kind still runs, and calls keep answering', async () => {
    const bulkMayEnd = gate();
    let batches = 0;
    let longestBatch = 0;
    // A bulk job of many short batches of 500 rows (a 2,000-file import), going on until the test lets it end.
    const bulk: OneOffTask = {
      kind: 'test-slow-bulk',
      lane: 'bulk',
      run: async (_db, job, tools) => {
        let ended = false;
        void bulkMayEnd.opened.then(() => (ended = true));
        while (!ended) {
          const started = performance.now();
          await tools.checkpoint(async (trx) => {
            await sql`insert into test_bulk_rows select ${job.id}::uuid, n from generate_series(1, 500) n`.execute(trx);
            return { progress: { batches: ++batches } };
          });
          longestBatch = Math.max(longestBatch, performance.now() - started);
        }
      },
    };
    const check: OneOffTask = {
      kind: 'test-check',
      lane: 'interactive',
      run: async (_db, _job, tools) => void (await tools.checkpoint(async () => ({ progress: { checked: true } }))),
    };
    const bulkId = await enqueueJob(t.db, { kind: bulk.kind, payload: {} });
    const checkId = await enqueueJob(t.db, { kind: check.kind, payload: {} });

    const running = runner([bulk, check]).runTasks();
    await until(async () => (await jobRow(checkId)).status === 'DONE', 'the interactive job to finish');
    expect(await jobRow(bulkId)).toMatchObject({ status: 'RUNNING' });

    // On the embedded database (one session) a call waits behind one batch at most, never the job:
    // calls are timed while the bulk job commits five more batches.
    let slowest = 0;
    let calls = 0;
    const target = batches + 5;
    await until(async () => {
      const started = performance.now();
      await sql`select 1`.execute(t.db);
      slowest = Math.max(slowest, performance.now() - started);
      calls++;
      return batches >= target;
    }, 'five more batches of the bulk job');
    expect(slowest).toBeLessThan(1_000);
    console.log(
      `job-lanes: slowest of ${calls} calls beside the bulk job: ${slowest.toFixed(1)} ms; longest batch ${longestBatch.toFixed(1)} ms`,
    );

    bulkMayEnd.open();
    expect((await running).sort()).toEqual([bulkId, checkId].sort());
    expect(await jobRow(bulkId)).toMatchObject({ status: 'DONE', attempts: 1 });
  });

  it("a worker's round with nothing to claim asks one query for every lane, and the next round starts a queued job", async () => {
    // Decision 334: an idle instance asked one claim per lane every two seconds, event-loop time on the embedded database.
    const counted = countingQueries(t.db);
    const ran: string[] = [];
    const task = (kind: string, lane: Lane): OneOffTask => ({
      kind,
      lane,
      run: async (_db, job) => void ran.push(job.id),
    });
    const jobs = createJobRunner({
      db: counted.db,
      clock,
      log: t.app.log,
      jobs: [],
      tasks: [
        task('test-idle-interactive', 'interactive'),
        task('test-idle-bulk', 'bulk'),
        task('test-idle-upkeep', 'maintenance'),
      ],
    });
    await jobs.pollTasks();
    expect(counted.queries).toBe(1);
    expect(ran).toEqual([]);

    const id = await enqueueJob(t.db, { kind: 'test-idle-bulk', payload: {} });
    await jobs.pollTasks();
    await until(async () => (await jobRow(id)).status === 'DONE', 'the next round to run the queued job');
    expect(ran).toEqual([id]);
    await jobs.stop();
  });

  it('within a lane, the higher priority runs first', async () => {
    const order: string[] = [];
    const task: OneOffTask = {
      kind: 'test-priority',
      run: async (_db, job) => void order.push((job.payload as { name: string }).name),
    };
    await enqueueJob(t.db, { kind: task.kind, payload: { name: 'old, normal' } });
    await enqueueJob(t.db, { kind: task.kind, payload: { name: 'new, urgent' }, priority: 10 });
    await runner([task], { concurrency: { interactive: 1, bulk: 1, maintenance: 1 } }).runTasks();
    expect(order).toEqual(['new, urgent', 'old, normal']);
  });

  it('a failing job is tried again after a doubling pause, then FAILED with its reason', async () => {
    let runs = 0;
    const finalAttempts: boolean[] = [];
    const failing: OneOffTask = {
      kind: 'test-flaky',
      retry: { attempts: 3, baseMs: 1_000, capMs: 1_500 },
      run: async (_db, _job, tools) => {
        runs++;
        finalAttempts.push(tools.finalAttempt);
        throw new Error(`the lender's server answered 503 (run ${runs})`);
      },
    };
    const id = await enqueueJob(t.db, { kind: failing.kind, payload: {} });
    const r = runner([failing]);

    expect(await r.runTasks()).toEqual([id]);
    expect(await jobRow(id)).toMatchObject({
      status: 'QUEUED',
      failures: 1,
      locked_until: new Date(clock.now().getTime() + 1_000),
      last_error: "Error: the lender's server answered 503 (run 1)",
    });
    clock.advance(999);
    expect(await r.runTasks()).toEqual([]);
    clock.advance(1);
    expect(await r.runTasks()).toEqual([id]);
    // 2,000 ms doubled, held to the cap.
    expect(await jobRow(id)).toMatchObject({ status: 'QUEUED', failures: 2 });
    expect((await jobRow(id)).locked_until).toEqual(new Date(clock.now().getTime() + 1_500));
    clock.advance(1_500);
    expect(await r.runTasks()).toEqual([id]);
    expect(await jobRow(id)).toMatchObject({
      status: 'FAILED',
      failures: 3,
      attempts: 3,
      locked_until: null,
      last_error: "Error: the lender's server answered 503 (run 3)",
    });
    expect(finalAttempts).toEqual([false, false, true]);
    clock.advance(3_600_000);
    expect(await r.runTasks()).toEqual([]);
    expect(runs).toBe(3);
  });

  it('a job that fails once and then succeeds ends DONE', async () => {
    let runs = 0;
    const task: OneOffTask = {
      kind: 'test-recovers',
      retry: { baseMs: 100 },
      run: async () => {
        if (++runs === 1) throw new Error('a deadlock, this once');
      },
    };
    const id = await enqueueJob(t.db, { kind: task.kind, payload: {} });
    const r = runner([task]);
    await r.runTasks();
    clock.advance(100);
    await r.runTasks();
    expect(await jobRow(id)).toMatchObject({ status: 'DONE', failures: 1, last_error: null });
  });

  it('a job whose instance died mid-step is taken over once its lease lapses', async () => {
    const leaseMs = 5_000;
    const task: OneOffTask = {
      kind: 'test-takeover',
      run: async (_db, job, tools) => {
        const { next = 0 } = job.progress as { next?: number };
        for (let step = next; step < 4; step++) await tools.checkpoint(async () => ({ progress: { next: step + 1 } }));
      },
    };
    const id = await enqueueJob(t.db, { kind: task.kind, payload: {} });
    // The dead instance claimed it, saved one step, and was killed: its lease is never renewed again.
    const dead = (await claimJob(t.db, [task.kind], clock.now(), leaseMs))!;
    const deadTools = jobTools(t.db, dead, () => clock.now(), undefined, leaseMs);
    await deadTools.checkpoint(async () => ({ progress: { next: 1 } }));

    const live = runner([task], { leaseMs });
    expect(await live.runTasks()).toEqual([]);
    clock.advance(leaseMs + 1);
    expect(await live.runTasks()).toEqual([id]);
    expect(await jobRow(id)).toMatchObject({ status: 'DONE', attempts: 2, failures: 0, progress: { next: 4 } });
    await expect(deadTools.checkpoint(async () => ({ progress: { next: 2 } }))).rejects.toBeInstanceOf(LeaseLostError);
  });

  it('the heartbeat keeps the lease of a long step alive, so no other instance takes the job', async () => {
    const leaseMs = 1_000;
    const stepMayEnd = gate();
    const task: OneOffTask = {
      kind: 'test-long-step',
      // One step longer than the lease (a large file read, a call out), with no checkpoint in it.
      run: async () => stepMayEnd.opened,
    };
    const id = await enqueueJob(t.db, { kind: task.kind, payload: {} });
    const settings = { leaseMs, heartbeatMs: 20 };
    const a = runner([task], settings);
    const b = runner([task], settings);
    const running = a.runTasks();
    await until(async () => (await jobRow(id)).status === 'RUNNING', 'instance A to claim the job');

    for (let beat = 0; beat < 4; beat++) {
      clock.advance(600);
      const renewedAfter = clock.now().getTime() + leaseMs / 2;
      await until(async () => (await jobRow(id)).locked_until!.getTime() > renewedAfter, 'a heartbeat');
      expect(await b.runTasks()).toEqual([]);
    }
    stepMayEnd.open();
    expect(await running).toEqual([id]);
    // 2,400 ms of a 1,000 ms lease, and still A's first and only claim.
    expect(await jobRow(id)).toMatchObject({ status: 'DONE', attempts: 1 });
  });
});
