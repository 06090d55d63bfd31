import { Counter, Gauge } from 'prom-client';
import { metricsRegistry } from '../metrics/registry.js';

/** Background workers on /metrics, by the worker's name (platform/workers, decision 250). */
const running = new Gauge({
  name: 'background_workers_running',
  help: 'Background workers started and not stopped in this process (1 per running worker)',
  labelNames: ['worker'] as const,
  registers: [metricsRegistry],
});
const runs = new Counter({
  name: 'background_worker_runs_total',
  help: 'Rounds a background worker ran (a round sends, drains or claims what is due)',
  labelNames: ['worker'] as const,
  registers: [metricsRegistry],
});
const failures = new Counter({
  name: 'background_worker_failures_total',
  help: 'Rounds of a background worker that ended in an error (logged with the worker name)',
  labelNames: ['worker'] as const,
  registers: [metricsRegistry],
});

const jobs = new Counter({
  name: 'background_jobs_total',
  help: 'One-off job runs that ended, by kind and outcome (DONE, RETRY: failed and waits to run again, FAILED)',
  labelNames: ['kind', 'outcome'] as const,
  registers: [metricsRegistry],
});

export const workerMetrics = {
  jobEnded: (kind: string, outcome: 'DONE' | 'RETRY' | 'FAILED'): void => jobs.inc({ kind, outcome }),
  started: (worker: string): void => running.set({ worker }, 1),
  stopped: (worker: string): void => running.set({ worker }, 0),
  ran: (worker: string): void => runs.inc({ worker }),
  failed: (worker: string): void => failures.inc({ worker }),
};
