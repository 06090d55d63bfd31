import { performance } from 'node:perf_hooks';
import { createAgent, request } from './http.js';
import { percentile } from './table.js';

/** Pause between one probe's answer and its next call: a user clicking about, not a load test. */
const PROBE_PAUSE_MS = 100;

export type ProbeCalls = { times: number[]; at: number[] };

/**
 * Calls `url` again and again until stopped, recording each answer's time, while other work loads the
 * server; any answer but 200 fails the run.
 */
export function probe(url: string, headers: Record<string, string>) {
  const agent = createAgent(1);
  const times: number[] = [];
  /** Each call's start, in seconds from the probe's start, beside its time: where the slow ones fell. */
  const at: number[] = [];
  const t0 = performance.now();
  let running = true;
  const done = (async () => {
    while (running) {
      const start = (performance.now() - t0) / 1000;
      const answer = await request(url, { headers, agent });
      if (answer.status !== 200) throw new Error(`${url} answered ${answer.status} while probed`);
      times.push(answer.ms);
      at.push(start);
      await new Promise((resolve) => setTimeout(resolve, PROBE_PAUSE_MS));
    }
  })();
  return {
    stop: async (): Promise<ProbeCalls> => {
      running = false;
      await done;
      agent.destroy();
      return { times, at };
    },
  };
}

/** The slowest calls with when they started: which step of the work held them. */
export const slowest = ({ times, at }: ProbeCalls) =>
  times
    .map((ms, i) => ({ ms, at: at[i]! }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 3)
    .map((c) => `${c.ms.toFixed(0)} ms at ${c.at.toFixed(1)} s`)
    .join(', ');

export const figures = (times: number[]) =>
  `p50 ${percentile(times, 50).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms (${times.length} calls)`;
