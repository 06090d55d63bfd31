import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/connection.js';
import {
  claimJob,
  enqueueJob,
  JOB_LEASE_MS,
  jobTools,
  LeaseLostError,
  type OneOffTask,
} from '../src/platform/jobs/one-off.js';
import { createJobRunner } from '../src/platform/jobs/runner.js';
import { createMovableClock } from './support/movable-clock.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const ITEMS = 10;
const BATCH = 3;

/** Writes items 0..count-1 in batches, each batch with its progress: what an import does with its rows. */
async function writeBatch(
  trx: Database,
  jobId: string,
  from: number,
  count: number,
): Promise<{ progress: { next: number } }> {
  const to = Math.min(from + BATCH, count);
  for (let item = from; item < to; item++)
    await sql`insert into test_job_items (job_id, item) values (${jobId}, ${item})`.execute(trx);
  return { progress: { next: to } };
}

const countingTask: OneOffTask = {
  kind: 'test-count',
  run: async (_db, job, tools) => {
    const { count } = job.payload as { count: number };
    let next = (job.progress as { next?: number }).next ?? 0;
    while (next < count) {
      await tools.checkpoint((trx) => writeBatch(trx, job.id, next, count));
      next = (job.progress as { next: number }).next;
    }
  },
};

describe('one-off background jobs', () => {
  let t: TestApp;
  const clock = createMovableClock(new Date('2026-11-04T09:00:00Z'));

  beforeAll(async () => {
    t = await createTestApp({ seed: false, clock });
    // No unique constraint on purpose: an item written twice would show as two rows.
    await sql`create table test_job_items (job_id uuid not null, item integer not null)`.execute(t.db);
  });
  afterAll(async () => t.close());

  const itemsOf = async (jobId: string) =>
    (
      await sql<{ item: number }>`select item from test_job_items where job_id = ${jobId} order by item`.execute(t.db)
    ).rows.map((r) => r.item);
  const jobRow = (id: string) =>
    t.db.selectFrom('background_jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('a job abandoned mid-run is taken again after its lease lapses and resumes: every item once', async () => {
    const id = await enqueueJob(t.db, { kind: 'test-count', payload: { count: ITEMS } });

    // Instance A claims it, commits two batches, then dies (its lease is simply never renewed).
    const a = (await claimJob(t.db, ['test-count'], clock.now()))!;
    expect(a.id).toBe(id);
    const toolsA = jobTools(t.db, a, () => clock.now());
    await toolsA.checkpoint((trx) => writeBatch(trx, id, 0, ITEMS));
    await toolsA.checkpoint((trx) => writeBatch(trx, id, 3, ITEMS));
    expect(await itemsOf(id)).toEqual([0, 1, 2, 3, 4, 5]);

    // While the lease holds, nobody else takes it.
    const runnerB = createJobRunner({ db: t.db, clock, log: t.app.log, jobs: [], tasks: [countingTask] });
    expect(await runnerB.runTasks()).toEqual([]);

    // The lease lapses: B resumes from the saved progress (item 6) and finishes.
    clock.advance(JOB_LEASE_MS + 1);
    expect(await runnerB.runTasks()).toEqual([id]);
    expect(await itemsOf(id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(await jobRow(id)).toMatchObject({
      status: 'DONE',
      attempts: 2,
      progress: { next: ITEMS },
      lease_token: null,
    });

    // A wakes up and tries one more batch: refused, and its writes are rolled back.
    await expect(toolsA.checkpoint((trx) => writeBatch(trx, id, 6, ITEMS))).rejects.toBeInstanceOf(LeaseLostError);
    expect(await itemsOf(id)).toHaveLength(ITEMS);
  });

  it('two instances polling at once: one claims the job, the other skips it', async () => {
    const id = await enqueueJob(t.db, { kind: 'test-count', payload: { count: 4 } });
    const runner = () => createJobRunner({ db: t.db, clock, log: t.app.log, jobs: [], tasks: [countingTask] });
    const ran = await Promise.all([runner().runTasks(), runner().runTasks()]);
    expect(ran.flat()).toEqual([id]);
    expect(await itemsOf(id)).toEqual([0, 1, 2, 3]);
  });

  it('a job that throws is FAILED with its error kept, and not taken again', async () => {
    // Its kind asks for no retry (decision 250: retries are job-lanes.int.test.ts's).
    const failing: OneOffTask = {
      kind: 'test-fail',
      retry: { attempts: 1 },
      run: async () => Promise.reject(new Error('the file is gone')),
    };
    const id = await enqueueJob(t.db, { kind: 'test-fail', payload: {} });
    const runner = createJobRunner({ db: t.db, clock, log: t.app.log, jobs: [], tasks: [failing] });
    expect(await runner.runTasks()).toEqual([id]);
    expect(await jobRow(id)).toMatchObject({ status: 'FAILED', last_error: 'Error: the file is gone' });
    clock.advance(JOB_LEASE_MS + 1);
    expect(await runner.runTasks()).toEqual([]);
  });

  it('an instance shutting down stops between batches and releases the job for the next one', async () => {
    const id = await enqueueJob(t.db, { kind: 'test-count', payload: { count: 7 } });
    const job = (await claimJob(t.db, ['test-count'], clock.now()))!;
    let stopping = false;
    const tools = jobTools(
      t.db,
      job,
      () => clock.now(),
      () => stopping,
    );
    await tools.checkpoint((trx) => writeBatch(trx, id, 0, 7));
    stopping = true;
    await expect(tools.checkpoint((trx) => writeBatch(trx, id, 3, 7))).rejects.toBeInstanceOf(LeaseLostError);
    await t.db
      .updateTable('background_jobs')
      .set({ locked_until: null, lease_token: null })
      .where('id', '=', id)
      .execute();
    const runner = createJobRunner({ db: t.db, clock, log: t.app.log, jobs: [], tasks: [countingTask] });
    expect(await runner.runTasks()).toEqual([id]);
    expect(await itemsOf(id)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});
