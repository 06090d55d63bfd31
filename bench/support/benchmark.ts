import type { Portfolio } from './portfolio.js';
import type { Row } from './table.js';

export type BenchContext = {
  log: (line: string) => void;
  /** The shared data set (generated on first use in a run, or reused when kept). */
  portfolio: () => Promise<Portfolio>;
};

/** One benchmark of `npm run bench`: its rows go into the one table. */
export type Benchmark = { name: string; about: string; run: (ctx: BenchContext) => Promise<Row[]> };

/** Seconds from an environment variable, with a default (the durations are tunable for quick runs). */
export const seconds = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
