import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../../apps/server/src/db/connection.js';
import { ensureBenchUsers } from '../support/bench-users.js';
import type { Benchmark } from '../support/benchmark.js';
import { request } from '../support/http.js';
import { MB, readRss } from '../support/process-usage.js';
import { BASE_PORT, startPortalServer } from '../support/server.js';
import { signIn } from '../support/sign-in.js';
import { atMost, info } from '../support/table.js';

const TARGET_MB_ABOVE_IDLE = 100; // decision 162
const SAMPLE_MS = 20;

/** Reads a streamed answer to its end, counting bytes and records (CRLF), holding none of it. */
function download(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; bytes: number; records: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let bytes = 0;
        let records = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) records++;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, records }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/**
 * The whole clients list of the data set's lender (BENCH_CLIENTS, 1,000,000 by default) exported as
 * CSV through a production server: rows per second, and the server's peak resident memory above its
 * idle figure (docs/decisions/162: a cursor feeds the stream one batch at a time).
 */
export const exportBenchmark: Benchmark = {
  name: 'export',
  about:
    "the data set's whole clients list as one CSV export through a production server (rows/s, peak memory above idle)",
  async run(ctx) {
    const portfolio = await ctx.portfolio();
    const handle = await openDatabase({ databaseUrl: portfolio.url, poolSize: 2 });
    const [user] = await ensureBenchUsers(handle.db, portfolio.lenderId, 1).finally(() => handle.close());
    const server = await startPortalServer(BASE_PORT + 1, portfolio.url);
    try {
      const pid = server.pid!;
      const session = await signIn(server.url, user!);
      // Warm the route and the list's query, then take idle as the highest figure of a quiet second.
      for (let i = 0; i < 5; i++)
        await request(`${server.url}/api/portfolio/clients?size=10`, { headers: session.headers });
      let idle = 0;
      for (let i = 0; i < 1000 / SAMPLE_MS; i++) {
        idle = Math.max(idle, readRss(pid));
        await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
      }
      let peak = idle;
      const sampler = setInterval(() => {
        peak = Math.max(peak, readRss(pid));
      }, SAMPLE_MS);
      const started = performance.now();
      const answer = await download(`${server.url}/api/portfolio/clients/export`, session.headers).finally(() =>
        clearInterval(sampler),
      );
      const seconds = (performance.now() - started) / 1000;
      if (answer.status !== 200) throw new Error(`the export answered ${answer.status}`);
      const rows = answer.records - 1;
      ctx.log(
        `  exported ${rows} rows (${(answer.bytes / MB).toFixed(1)} MB) in ${seconds.toFixed(1)} s; server RSS idle ${(idle / MB).toFixed(0)} MB, peak ${(peak / MB).toFixed(0)} MB`,
      );
      return [
        {
          benchmark: 'export',
          measure: "rows exported of the lender's clients",
          figure: `${rows} of ${portfolio.clients}`,
          target: 'all',
          met: rows === portfolio.clients,
        },
        info('export', 'rows per second', `${Math.round(rows / seconds)} rows/s`),
        info('export', 'server resident memory at idle', `${(idle / MB).toFixed(0)} MB`),
        info('export', 'server peak resident memory during the export', `${(peak / MB).toFixed(0)} MB`),
        atMost(
          'export',
          'server peak memory above idle during the export',
          (peak - idle) / MB,
          TARGET_MB_ABOVE_IDLE,
          'MB',
        ),
      ];
    } finally {
      await server.stop();
    }
  },
};
