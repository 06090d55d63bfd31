import { performance } from 'node:perf_hooks';
import type { Answer } from '../support/http.js';

/** Latencies and failures per call name, for one load run. */
export class Recorder {
  readonly times = new Map<string, number[]>();
  /** When each timed call started (performance.now()), in the order of `times`. */
  readonly starts = new Map<string, number[]>();
  readonly failures = new Map<string, string[]>();
  requests = 0;

  add(call: string, ms: number): void {
    this.requests++;
    const list = this.times.get(call) ?? [];
    list.push(ms);
    this.times.set(call, list);
    const starts = this.starts.get(call) ?? [];
    starts.push(performance.now() - ms);
    this.starts.set(call, starts);
  }

  fail(call: string, why: string): void {
    this.requests++;
    const list = this.failures.get(call) ?? [];
    list.push(why);
    this.failures.set(call, list);
  }

  /** Records an answer: its time when `expected`, a failure (status and the start of the body) otherwise. */
  async track(call: string, pending: Promise<Answer>, expected = 200): Promise<Answer | null> {
    try {
      const answer = await pending;
      if (answer.status === expected) {
        this.add(call, answer.ms);
        return answer;
      }
      this.fail(call, `${answer.status} ${answer.body.slice(0, 120)}`);
    } catch (error) {
      this.fail(call, (error as Error).message);
    }
    return null;
  }

  /** The times of `call` split at `instant`: calls started before it, and after. */
  splitAt(call: string, instant: number): { before: number[]; after: number[] } {
    const times = this.times.get(call) ?? [];
    const starts = this.starts.get(call) ?? [];
    return {
      before: times.filter((_, i) => starts[i]! < instant),
      after: times.filter((_, i) => starts[i]! >= instant),
    };
  }

  get failureCount(): number {
    return [...this.failures.values()].reduce((sum, list) => sum + list.length, 0);
  }
}
