import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from './app-context.js';
import { sweepExpiredState } from './platform/housekeeping.js';
import { createJobRunner } from './platform/jobs/runner.js';
import { createLoopWorker, type Worker } from './platform/workers/worker.js';
import { oneOffTasks, scheduledJobs } from './scheduled-jobs.js';

/** One-off jobs are looked for this often (they are queued in a transaction, so nothing can wake the worker at once). */
const ONE_OFF_POLL_MS = 2_000;
/**
 * Webhook delivery is woken by the event stream when its fanout wrote messages, on this instance
 * (the one that ran the fanout). The slow poll remains for what no wake announces: a retry falling
 * due (the first comes after 5 s) and a message whose sender died mid-delivery (its lease lapses).
 */
const WEBHOOK_SAFETY_POLL_MS = 5_000;

/**
 * Every background loop of an instance, by name (decision 250): main.ts starts them after the app
 * is built and stops them, drained, before the database closes. Tests run the same rounds by hand
 * (ctx.outbox.drain, ctx.webhooks.deliverDue, a job runner's tick and runTasks).
 */
export function createBackgroundWorkers(ctx: AppContext, log: FastifyBaseLogger): Worker[] {
  const { db, clock, config } = ctx;
  const jobs = createJobRunner({
    db,
    clock,
    log,
    jobs: scheduledJobs(ctx),
    tasks: oneOffTasks(ctx),
    jobSettings: { concurrency: { 'form-check': config.formCheckWorkers } },
  });

  const outbox = createLoopWorker({ name: 'outbox', everyMs: 1_000, log, round: () => ctx.outbox.sendDue() });
  const webhooks = createLoopWorker({
    name: 'webhook-delivery',
    everyMs: WEBHOOK_SAFETY_POLL_MS,
    log,
    round: () => ctx.webhooks.deliverDue(),
    // A round a replay kicked outside the worker is waited for too: no delivery meets a closed database.
    onStop: () => ctx.webhooks.idle(),
  });
  const events = createLoopWorker({
    name: 'event-stream',
    everyMs: 1_000,
    log,
    round: async () => {
      // What the consumers wrote (mails, webhook messages) is sent now, not at the next poll.
      if ((await ctx.outbox.consumeEvents()) > 0) {
        outbox.wake();
        webhooks.wake();
      }
    },
    // A service that wrote a mail or an event kicks the outbox: the stream and the sender wake.
    onStart: () =>
      ctx.outbox.setWake(() => {
        events.wake();
        outbox.wake();
      }),
    onStop: async () => ctx.outbox.setWake(undefined),
  });

  return [
    events,
    outbox,
    webhooks,
    createLoopWorker({
      name: 'scheduled-jobs',
      everyMs: config.jobs.pollSeconds * 1000,
      atStart: true,
      log,
      round: () => jobs.tick(),
    }),
    createLoopWorker({
      name: 'one-off-jobs',
      everyMs: ONE_OFF_POLL_MS,
      atStart: true,
      log,
      round: () => jobs.pollTasks(),
      // Jobs in flight stop at their next checkpoint and are released for another instance.
      onStop: () => jobs.stop(),
    }),
    createLoopWorker({
      name: 'housekeeping',
      everyMs: 60_000,
      log,
      round: () => sweepExpiredState(db, clock.now()),
    }),
  ];
}
