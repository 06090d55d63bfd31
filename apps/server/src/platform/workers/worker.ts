import type { FastifyBaseLogger } from 'fastify';
import { logBackgroundFailure } from '../database-errors.js';
import { workerMetrics } from './worker-metrics.js';

/** A named background loop, started and stopped by `startWorkers` (decision 250). */
export type Worker = {
  name: string;
  start: () => void;
  /** Resolves once the round in flight (if any) has ended; no round starts after. */
  stop: () => Promise<void>;
  /** Asks for a round soon (something was written for it), without waiting for it. */
  wake: () => void;
};

/**
 * A loop that runs `round` every `everyMs` and whenever woken. Rounds never overlap: a wake during a
 * round runs one more round after it, so work written meanwhile is not left for the next tick.
 */
export function createLoopWorker(opts: {
  name: string;
  everyMs: number;
  round: () => Promise<unknown>;
  log: FastifyBaseLogger;
  /** Runs a first round at start instead of after `everyMs`. */
  atStart?: boolean;
  /** Wiring done at start (e.g. where a kick goes) and undone at stop, after the last round. */
  onStart?: () => void;
  /** Waits for work the rounds started and did not await (one-off jobs in their lanes). */
  onStop?: () => Promise<void>;
}): Worker {
  const { name, everyMs, round } = opts;
  const log = opts.log.child({ worker: name });
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | undefined;
  let again = false;
  let stopped = true;

  async function runRounds(): Promise<void> {
    do {
      again = false;
      workerMetrics.ran(name);
      try {
        await round();
      } catch (error) {
        workerMetrics.failed(name);
        logBackgroundFailure(log, error, `worker ${name}: round failed`);
      }
    } while (again && !stopped);
  }

  const wake = () => {
    if (stopped) return;
    if (inFlight) {
      again = true;
      return;
    }
    inFlight = runRounds().finally(() => (inFlight = undefined));
  };

  return {
    name,
    wake,
    start() {
      if (!stopped) return;
      stopped = false;
      timer = setInterval(wake, everyMs);
      timer.unref();
      opts.onStart?.();
      workerMetrics.started(name);
      log.info({ everyMs }, 'background worker started');
      if (opts.atStart) setImmediate(wake);
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await inFlight;
      await opts.onStop?.();
      workerMetrics.stopped(name);
      log.info('background worker stopped');
    },
  };
}

/** Starts every worker; the answer stops them all and resolves once each has drained what it was doing. */
export function startWorkers(workers: readonly Worker[]): { stop: () => Promise<void> } {
  for (const worker of workers) worker.start();
  return { stop: async () => void (await Promise.all(workers.map((w) => w.stop()))) };
}
