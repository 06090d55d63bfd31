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

// Answers are cached per lender data version (decision 125): these are also timed right after a
// write of the lender (one client touched), which makes the next call compute them again.
const AFTER_WRITE = [
  '/api/dashboard/portfolio',
  '/api/dashboard/reports/summary',
  '/api/dashboard/key-insights',
  '/api/portfolio/incomplete-auth?page=0&size=10',
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
      const client = await app.db.selectFrom('clients').select('id').where('lender_id', '=', portfolio.lenderId).limit(1).executeTakeFirstOrThrow();
      const touchClient = () => app.db.updateTable('clients').set({ updated_at: new Date() }).where('id', '=', client.id).execute();
      const calls = [...CALLS.map((url) => ({ url, afterWrite: false })), ...AFTER_WRITE.map((url) => ({ url, afterWrite: true }))];
      for (const { url, afterWrite } of calls) {
        const times: number[] = [];
        for (let i = 0; i < ROUNDS + 3; i++) {
          if (afterWrite) await touchClient();
          const elapsed = await app.time(url);
          if (i >= 3) times.push(elapsed);
        }
        const p95 = percentile(times, 95);
        rows.push({
          benchmark: 'dashboard',
          measure: `${url.replace('/api/', '')}${afterWrite ? ' after a write' : ''} p50 / p95`,
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
