import type { Benchmark } from '../support/benchmark.js';
import { openInProcessApp, type TimedCall, timeCallRow } from '../support/in-process-app.js';
import type { Row } from '../support/table.js';

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
      const calls: TimedCall[] = [
        ...CALLS.map((url) => ({ url, targetP95Ms: TARGET_P95_MS })),
        ...AFTER_WRITE.map((url) => ({ url, targetP95Ms: TARGET_P95_MS, note: 'after a write', before: touchClient })),
      ];
      for (const call of calls) rows.push(await timeCallRow(app, 'dashboard', call));
      return rows;
    } finally {
      await app.close();
    }
  },
};
