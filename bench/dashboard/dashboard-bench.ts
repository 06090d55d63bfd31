import type { Benchmark } from '../support/benchmark.js';
import { openInProcessApp } from '../support/in-process-app.js';
import { percentile, type Row } from '../support/table.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const TARGET_P95_MS = 100; // docs/decisions/030

const CALLS = [
  '/api/dashboard/portfolio',
  '/api/dashboard/reports/summary',
  '/api/dashboard/key-insights',
  '/api/portfolio/clients?page=0&size=10',
  '/api/portfolio/orders?page=0&size=10',
  '/api/portfolio/overview?page=0&size=10',
  '/api/portfolio/incomplete-auth?page=0&size=10',
  '/api/portfolio/expiring-forms?page=0&size=10',
  '/api/portfolio/orders?type=pendingorders&page=0&size=10',
  '/api/portfolio/clients?type=rejected&page=0&size=10',
  '/api/portfolio/overview?reports=WITH_LIENS&yearMonth=LAST_30_DAYS&page=0&size=10',
];

/** p50/p95 of the three dashboard calls and the first page of each portfolio list, one at a time, in-process. */
export const dashboardBenchmark: Benchmark = {
  name: 'dashboard',
  about: 'dashboard and portfolio list calls over the data set (in-process, sequential)',
  async run(ctx) {
    const portfolio = await ctx.portfolio();
    const app = await openInProcessApp(portfolio.url, portfolio.lenderId);
    try {
      const rows: Row[] = [];
      for (const url of CALLS) {
        const times: number[] = [];
        for (let i = 0; i < ROUNDS + 3; i++) {
          const elapsed = await app.time(url);
          if (i >= 3) times.push(elapsed);
        }
        const p95 = percentile(times, 95);
        rows.push({
          benchmark: 'dashboard',
          measure: `${url.replace('/api/', '')} p50 / p95`,
          figure: `${percentile(times, 50).toFixed(1)} / ${p95.toFixed(1)} ms`,
          target: `p95 <= ${TARGET_P95_MS} ms`,
          met: p95 <= TARGET_P95_MS,
        });
      }
      return rows;
    } finally {
      await app.close();
    }
  },
};
