import { performance } from 'node:perf_hooks';
import { buildApp } from '../../apps/server/src/app.js';
import { type Database, openDatabase } from '../../apps/server/src/db/connection.js';
import { createJobRunner } from '../../apps/server/src/platform/jobs/runner.js';
import { oneOffTasks, scheduledJobs } from '../../apps/server/src/scheduled-jobs.js';
import { benchConfig } from './secrets.js';

/**
 * Brings a freshly generated data set to the state of a portal in service, so the first server a
 * benchmark starts on it does not do a day's work during the measurements (bench/RESULTS.md: 1.7
 * million mails waited in the outbox and the stream's consumers were 30,000 events behind while the
 * api and mixed figures of 2026-11-27 were taken). The server's own code does the work: the periodic
 * jobs due today, the one-off jobs they queue (the trends back-fill), then the stream's consumers
 * until they have caught up. The mails all that writes count as delivered: the benchmarks have no
 * mail server, and a portal in service has sent yesterday's mails.
 */
export async function settleDataSet(url: string, log: (line: string) => void): Promise<void> {
  const started = performance.now();
  const handle = await openDatabase({ databaseUrl: url, poolSize: 4 });
  const app = await buildApp({ config: benchConfig(url), db: handle.db, webDist: null, logger: false });
  const seconds = () => ((performance.now() - started) / 1000).toFixed(0);
  try {
    const { ctx } = app;
    const runner = createJobRunner({
      db: ctx.db,
      clock: ctx.clock,
      log: app.log,
      jobs: scheduledJobs(ctx),
      tasks: oneOffTasks(ctx),
    });
    const jobs = await runner.tick();
    log(`  settling: ${jobs.length} periodic jobs run (${seconds()} s)`);
    const tasks = await runner.runTasks();
    log(`  settling: ${tasks.length} one-off jobs run (${seconds()} s)`);
    const delivered = await markMailsDelivered(ctx.db);
    // The consumers write mails as they go; the outbox worker runs them and delivers those, to the
    // demo outbox, until the stream has nothing left.
    const sentByConsumers = await ctx.outbox.drain();
    log(
      `  settling: ${delivered + sentByConsumers} mails counted as delivered, the stream's consumers caught up (${seconds()} s)`,
    );
  } finally {
    await app.close();
    await handle.close();
  }
}

async function markMailsDelivered(db: Database): Promise<number> {
  const result = await db
    .updateTable('outbox')
    .set({ status: 'SENT', sent_at: new Date() })
    .where('status', 'in', ['PENDING', 'SENDING'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
