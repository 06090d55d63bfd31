import { performance } from 'node:perf_hooks';
import { refreshLenderMonth } from '../../apps/server/src/modules/trends/compute-month.js';
import { monthOf, monthsBack, monthsBetween } from '../../apps/server/src/modules/trends/trend-month.js';
import type { Benchmark } from '../support/benchmark.js';
import { openInProcessApp, timeCallRow } from '../support/in-process-app.js';
import type { Row } from '../support/table.js';

const TARGET_P95_MS = 200; // issue 25

const CALLS = ['/api/trends', '/api/trends?clientType=llc', '/api/trends?risk=HIGH', '/api/trends?clientType=llc&risk=HIGH'];

/**
 * The trends call at the data set's size (BENCH_CLIENTS clients): the 24 months are computed first
 * (what the back-fill job does, timed), then each filter's call is timed, in-process and sequential.
 */
export const trendsBenchmark: Benchmark = {
  name: 'trends',
  about: 'portfolio trends: the back-fill of 24 months, then GET /api/trends p95 (in-process, sequential)',
  async run(ctx) {
    const portfolio = await ctx.portfolio();
    const app = await openInProcessApp(portfolio.url, portfolio.lenderId);
    try {
      const rows: Row[] = [];
      const now = new Date();
      const current = monthOf(now);
      const started = performance.now();
      for (const month of monthsBetween(monthsBack(current, 24), current)) await refreshLenderMonth(app.db, portfolio.lenderId, month, now);
      const backfillSeconds = (performance.now() - started) / 1000;
      rows.push({ benchmark: 'trends', measure: `back-fill of 24 months, ${portfolio.clients} clients`, figure: `${backfillSeconds.toFixed(1)} s`, target: 'background job', met: true });
      for (const url of CALLS) rows.push(await timeCallRow(app, 'trends', { url, targetP95Ms: TARGET_P95_MS }));
      return rows;
    } finally {
      await app.close();
    }
  },
};
