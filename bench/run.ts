// `npm run bench` runs every benchmark and prints one table; `npm run bench -- <name> [<name>...]`
// runs some. Configuration (environment) and the recorded figures: bench/RESULTS.md.
import { performance } from 'node:perf_hooks';
import { cpus, loadavg } from 'node:os';
import { apiOverheadBenchmark } from './api-overhead/api-overhead.js';
import { searchBenchmark } from './clients/search-bench.js';
import { dashboardBenchmark } from './dashboard/dashboard-bench.js';
import { exportBenchmark } from './export/export-bench.js';
import { formCheckBenchmark } from './form-check/form-check-bench.js';
import { formCheckLoadBenchmark } from './form-check/form-check-load-bench.js';
import { invalidationBenchmark } from './invalidation/invalidation-bench.js';
import { importBenchmark } from './imports/import-bench.js';
import { importLoadBenchmark } from './imports/import-load-bench.js';
import { mixedWorkloadBenchmark } from './mixed/mixed-workload.js';
import { ordersBenchmark } from './orders/place-order.js';
import { mailboxBenchmark } from './transcripts/mailbox-bench.js';
import { transcriptsBenchmark } from './transcripts/transcripts-bench.js';
import { trendsBenchmark } from './trends/trends-bench.js';
import type { Benchmark, BenchContext } from './support/benchmark.js';
import { openPortfolio, releasePortfolio, type Portfolio } from './support/portfolio.js';
import { formatTable, type Row } from './support/table.js';
import { bundleBenchmark } from './web/bundle-size.js';
import { lighthouseBenchmark } from './web/lighthouse.js';

// The web build comes first: the servers of the later benchmarks serve it to Lighthouse.
const BENCHMARKS: Benchmark[] = [
  bundleBenchmark,
  ordersBenchmark,
  searchBenchmark,
  dashboardBenchmark,
  trendsBenchmark,
  exportBenchmark,
  apiOverheadBenchmark,
  invalidationBenchmark,
  mixedWorkloadBenchmark,
  importBenchmark,
  importLoadBenchmark,
  transcriptsBenchmark,
  mailboxBenchmark,
  formCheckBenchmark,
  formCheckLoadBenchmark,
  lighthouseBenchmark,
];

async function main(): Promise<number> {
  const names = process.argv.slice(2);
  const unknown = names.filter((n) => !BENCHMARKS.some((b) => b.name === n));
  if (unknown.length) {
    console.error(
      `Unknown benchmark ${unknown.join(', ')}. Known: ${BENCHMARKS.map((b) => `${b.name} (${b.about})`).join('; ')}`,
    );
    return 2;
  }
  const chosen = names.length ? BENCHMARKS.filter((b) => names.includes(b.name)) : BENCHMARKS;
  const log = (line: string) => console.log(line);
  let portfolio: Promise<Portfolio> | undefined;
  const ctx: BenchContext = { log, portfolio: () => (portfolio ??= openPortfolio(log)) };
  const rows: Row[] = [];
  let crashed = false;
  // Figures are only comparable on a quiet machine: the load before and after says whether it was.
  const loadBefore = describeLoad();
  const started = performance.now();
  try {
    for (const benchmark of chosen) {
      log(`\n== ${benchmark.name}: ${benchmark.about}`);
      const t0 = performance.now();
      try {
        rows.push(...(await benchmark.run(ctx)));
      } catch (error) {
        // One broken benchmark must not hide the others' figures.
        console.error(error);
        crashed = true;
        rows.push({
          benchmark: benchmark.name,
          measure: 'run',
          figure: `failed: ${(error as Error).message.split('\n')[0]!.slice(0, 100)}`,
          target: 'runs',
          met: false,
        });
      }
      log(`   (${((performance.now() - t0) / 1000).toFixed(0)} s)`);
    }
  } finally {
    const made = await portfolio?.catch(() => null);
    if (made) await releasePortfolio(made, log).catch((error: unknown) => console.error(error));
  }
  const generated = (await portfolio?.catch(() => null))?.generatedSeconds ?? null;
  console.log(
    `\n${new Date().toISOString()}, ${cpus().length} CPUs, Node ${process.version}, ` +
      `${((performance.now() - started) / 1000).toFixed(0)} s in all${generated !== null ? ` (of which ${generated.toFixed(0)} s generating the data set)` : ''}, ` +
      `load average (1, 5, 15 min) ${loadBefore} before, ${describeLoad()} after\n`,
  );
  console.log(formatTable(rows));
  // A missed target is a figure to report, not a failure; a benchmark that could not run is.
  return crashed ? 1 : 0;
}

function describeLoad(): string {
  return loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');
}

process.exitCode = await main();
