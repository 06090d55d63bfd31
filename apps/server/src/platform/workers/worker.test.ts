import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { metricsRegistry } from '../metrics/registry.js';
import { createLoopWorker } from './worker.js';

const log = pino({ level: 'silent' });

async function metricValue(metric: string, worker: string): Promise<number | undefined> {
  const values = (await metricsRegistry.getSingleMetric(metric)!.get()).values;
  return values.find((v) => v.labels.worker === worker)?.value;
}

function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('createLoopWorker', () => {
  it('never overlaps rounds: a wake during a round runs one more round after it', async () => {
    const first = gate();
    let rounds = 0;
    let inRound = 0;
    let overlapped = false;
    const worker = createLoopWorker({
      name: 'test-overlap',
      everyMs: 60_000,
      log,
      round: async () => {
        overlapped ||= inRound > 0;
        inRound++;
        rounds++;
        if (rounds === 1) await first.opened;
        inRound--;
      },
    });
    worker.start();
    worker.wake();
    worker.wake();
    worker.wake();
    first.open();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await worker.stop();
    expect({ rounds, overlapped }).toEqual({ rounds: 2, overlapped: false });
  });

  it('stop waits for the round in flight, runs none after, and /metrics tells its runs, failures and state', async () => {
    const slow = gate();
    let ended = false;
    let rounds = 0;
    const worker = createLoopWorker({
      name: 'test-stop',
      everyMs: 60_000,
      log,
      round: async () => {
        if (++rounds === 1) throw new Error('the database is down');
        await slow.opened;
        ended = true;
      },
    });
    worker.start();
    expect(await metricValue('background_workers_running', 'test-stop')).toBe(1);
    worker.wake();
    await new Promise((resolve) => setTimeout(resolve, 10));
    worker.wake();
    const stopped = worker.stop();
    worker.wake();
    setTimeout(slow.open, 30);
    await stopped;
    expect(ended).toBe(true);
    expect(rounds).toBe(2);
    expect(await metricValue('background_worker_runs_total', 'test-stop')).toBe(2);
    expect(await metricValue('background_worker_failures_total', 'test-stop')).toBe(1);
    expect(await metricValue('background_workers_running', 'test-stop')).toBe(0);
  });
});
