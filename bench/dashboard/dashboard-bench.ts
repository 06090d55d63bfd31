import type { Benchmark } from '../support/benchmark.js';
import { CALLS_PER_ROW, openInProcessApp, type TimedCall, timeCallRow } from '../support/in-process-app.js';
import type { Row } from '../support/table.js';
import { orderPlacer } from './place-bench-order.js';

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

// Timed again right after a write of the lender: a client touched (a new data version, decision
// 125), and a real order placed by the lender (decision 229's target: p95 <= 100 ms at 1,000,000 clients).
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
      const client = await app.db
        .selectFrom('clients')
        .select('id')
        .where('lender_id', '=', portfolio.lenderId)
        .limit(1)
        .executeTakeFirstOrThrow();
      const touchClient = () =>
        app.db.updateTable('clients').set({ updated_at: new Date() }).where('id', '=', client.id).execute();
      const placeOrder = await orderPlacer(app, portfolio.lenderId, AFTER_WRITE.length * CALLS_PER_ROW);
      const calls: TimedCall[] = [
        ...CALLS.map((url) => ({ url, targetP95Ms: TARGET_P95_MS })),
        ...AFTER_WRITE.map((url) => ({ url, targetP95Ms: TARGET_P95_MS, note: 'after a write', before: touchClient })),
        ...AFTER_WRITE.map((url) => ({
          url,
          targetP95Ms: TARGET_P95_MS,
          note: 'after an order placed',
          before: placeOrder,
        })),
      ];
      for (const call of calls) rows.push(await timeCallRow(app, 'dashboard', call));
      return rows;
    } finally {
      await app.close();
    }
  },
};
