import { performance } from 'node:perf_hooks';
import { refreshLenderMonth } from '../../apps/server/src/modules/trends/compute-month.js';
import { monthOf, monthsBack, monthsBetween, monthText } from '../../apps/server/src/modules/trends/trend-month.js';
import type { Benchmark } from '../support/benchmark.js';
import { type InProcessApp, openInProcessApp, timeCallRow } from '../support/in-process-app.js';
import type { Row } from '../support/table.js';

const TARGET_P95_MS = 200; // decision 200

// Every call of the trends page (each filter, the movers, the CSVs) and of the client page's series.
const PAGE_CALLS = [
  '/api/trends',
  '/api/trends?clientType=llc',
  '/api/trends?risk=HIGH',
  '/api/trends?clientType=llc&risk=HIGH',
  '/api/trends/export',
  '/api/trends/movers',
  '/api/trends/movers?clientType=llc',
  '/api/trends/movers/export',
];

// The months back-filled before the calls are timed (BENCH_TRENDS_MONTHS, default the page's 24);
// 0 times the calls on the months a previous run of a kept data set computed. The back-fill costs
// the same per month, so a run at 1,000,000 clients on a busy machine can time one month.
const BACKFILL_MONTHS = Number(process.env.BENCH_TRENDS_MONTHS ?? 24);

const LIVE_CALLS = 3;

/**
 * The baseline of decision 224: the same chosen range compared live, as every range but the default
 * one was before it (the current month marked as holding no stored movers for the calls, then restored).
 */
async function timeLiveMovers(app: InProcessApp, lenderId: string, url: string): Promise<Row> {
  const month = `${monthText(monthOf(new Date()))}-01`;
  const months = () =>
    app.db.updateTable('trend_lender_months').where('lender_id', '=', lenderId).where('month', '=', month);
  const { movers_months: stored } = await app.db
    .selectFrom('trend_lender_months')
    .select('movers_months')
    .where('lender_id', '=', lenderId)
    .where('month', '=', month)
    .executeTakeFirstOrThrow();
  const times: number[] = [];
  await months().set({ movers_months: 0 }).execute();
  try {
    for (let i = 0; i < LIVE_CALLS; i++) times.push(await app.time(url));
  } finally {
    await months().set({ movers_months: stored }).execute();
  }
  const median = [...times].sort((a, b) => a - b)[Math.floor(LIVE_CALLS / 2)]!;
  return {
    benchmark: 'trends',
    measure: `${url.replace('/api/', '')} compared live (baseline: before decision 224), median of ${LIVE_CALLS}`,
    figure: `${median.toFixed(1)} ms`,
    target: 'baseline',
    met: true,
  };
}

/**
 * The trends calls at the data set's size (BENCH_CLIENTS clients): the 24 months are computed first
 * (what the back-fill job does, timed), then each call is timed, in-process and sequential.
 */
export const trendsBenchmark: Benchmark = {
  name: 'trends',
  about:
    'portfolio trends: the back-fill of 24 months, then the trends and client-series calls p95 (in-process, sequential)',
  async run(ctx) {
    const portfolio = await ctx.portfolio();
    const app = await openInProcessApp(portfolio.url, portfolio.lenderId);
    try {
      const rows: Row[] = [];
      const now = new Date();
      const current = monthOf(now);
      if (BACKFILL_MONTHS > 0) {
        const started = performance.now();
        for (const month of monthsBetween(monthsBack(current, BACKFILL_MONTHS), current))
          await refreshLenderMonth(app.db, portfolio.lenderId, month, now);
        const seconds = (performance.now() - started) / 1000;
        const figure = `${seconds.toFixed(1)} s (${(seconds / BACKFILL_MONTHS).toFixed(1)} s a month)`;
        rows.push({
          benchmark: 'trends',
          measure: `back-fill of ${BACKFILL_MONTHS} months, ${portfolio.clients} clients`,
          figure,
          target: 'background job',
          met: true,
        });
      }
      const client = await app.db
        .selectFrom('clients')
        .select('id')
        .where('lender_id', '=', portfolio.lenderId)
        .orderBy('id')
        .limit(1)
        .executeTakeFirstOrThrow();
      // A chosen range's movers (decision 224): stored with the month as the default range's are.
      const chosen = [
        `/api/trends/movers?from=${monthText(monthsBack(current, 6))}`,
        `/api/trends/movers?from=${monthText(monthsBack(current, 36))}&clientType=llc`,
      ];
      const calls = [
        ...PAGE_CALLS,
        ...chosen,
        `/api/clients/${client.id}/liability-history`,
        `/api/clients/${client.id}/liability-history/export`,
      ];
      for (const url of calls) rows.push(await timeCallRow(app, 'trends', { url, targetP95Ms: TARGET_P95_MS }));
      rows.push(await timeLiveMovers(app, portfolio.lenderId, chosen[0]!));
      return rows;
    } finally {
      await app.close();
    }
  },
};
