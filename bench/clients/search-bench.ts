import { performance } from 'node:perf_hooks';
import type { Benchmark } from '../support/benchmark.js';
import { openInProcessApp } from '../support/in-process-app.js';
import { info, ms, percentile } from '../support/table.js';

const RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 20);

/**
 * Typeahead and search of the bench lender's clients, through the server in this process
 * (app.inject: session, access check, SQL, serialisation; no network), over realistic terms:
 * parts of real names, common words, a last four, a status, a miss.
 */
export const searchBenchmark: Benchmark = {
  name: 'search',
  about: 'typeahead and portal search over the data set (in-process)',
  async run(ctx) {
    const portfolio = await ctx.portfolio();
    const app = await openInProcessApp(portfolio.url, portfolio.lenderId);
    try {
      const sample = await app.db
        .selectFrom('clients')
        .select(['business_name', 'tax_id_last4'])
        .where('lender_id', '=', portfolio.lenderId)
        .orderBy('id')
        .limit(2)
        .execute();
      const someName = sample[0]!.business_name;
      const terms = [
        'smith',
        'holdings',
        'llc',
        'construction',
        'bak',
        'mar',
        'trust',
        'estate of',
        'capital',
        'jo',
        someName.split(' ')[0]!.toLowerCase(),
        someName.slice(2, 9),
        sample[1]!.tax_id_last4,
        'archived',
        'zzqx no such client',
      ];
      const searchOnly = new Set(['archived', sample[1]!.tax_id_last4]);
      const times = { typeahead: [] as number[], search: [] as number[], 'search page 5': [] as number[] };
      const started = performance.now();
      for (let run = -2; run < RUNS; run++) {
        for (const term of terms) {
          const q = encodeURIComponent(term);
          const typeahead = searchOnly.has(term)
            ? null
            : await app.time(`/api/typeahead/clients/placeorder?value=${q}&size=10`);
          const search = await app.time(`/api/portal/search?keyword=${q}&page=0&size=10`);
          const page5 = await app.time(`/api/portal/search?keyword=${q}&page=5&size=10`);
          if (run < 0) continue; // warm-up
          if (typeahead !== null) times.typeahead.push(typeahead);
          times.search.push(search);
          times['search page 5'].push(page5);
        }
      }
      ctx.log(
        `  search: ${RUNS} runs of ${terms.length} terms in ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
      return Object.entries(times).map(([label, values]) =>
        info(
          'search',
          `${label} p50 / p95 (${portfolio.clients.toLocaleString('en-US')} clients, in-process)`,
          `${ms(percentile(values, 50))} / ${ms(percentile(values, 95))}`,
        ),
      );
    } finally {
      await app.close();
    }
  },
};
