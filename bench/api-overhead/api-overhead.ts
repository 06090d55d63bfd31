import autocannon from 'autocannon';
import { openDatabase } from '../../apps/server/src/db/connection.js';
import { seconds, type Benchmark } from '../support/benchmark.js';
import { ensureBenchUsers } from '../support/bench-users.js';
import { BASE_PORT, startHelloServer, startPortalServer, type RunningServer } from '../support/server.js';
import { signIn } from '../support/sign-in.js';
import { atLeast, info, type Row } from '../support/table.js';

const DURATION = seconds('BENCH_API_SECONDS', 10);
const CONNECTIONS = 10;
const TARGET_SHARE = 40; // per cent of the bare hello-world's requests per second

type Measured = { rps: number; p50: number; p99: number; failures: number };

async function hammer(url: string, headers: Record<string, string> = {}): Promise<Measured> {
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers }); // warm-up (JIT, pools, caches)
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failures: result.errors + result.timeouts + result.non2xx };
}

const describe = (m: Measured) => `${m.rps.toFixed(0)} req/s (p50 ${m.p50} ms, p99 ${m.p99} ms${m.failures ? `, ${m.failures} failed` : ''})`;

/**
 * What the portal's request pipeline (session, CSRF, access check, SQL, zod serialisation) costs
 * next to a bare Fastify on the same machine: autocannon, loopback, 10 connections, fixed duration.
 */
export const apiOverheadBenchmark: Benchmark = {
  name: 'api',
  about: `autocannon ${CONNECTIONS} connections x ${DURATION} s: bare Fastify vs authenticated calls`,
  async run(ctx) {
    const portfolio = await ctx.portfolio();
    const handle = await openDatabase({ databaseUrl: portfolio.url, poolSize: 2 });
    const [user] = await ensureBenchUsers(handle.db, portfolio.lenderId, 1).finally(() => handle.close());
    const servers: RunningServer[] = [];
    try {
      const hello = await startHelloServer(BASE_PORT);
      servers.push(hello);
      const portal = await startPortalServer(BASE_PORT + 1, portfolio.url);
      servers.push(portal);
      const session = await signIn(portal.url, user!);
      const bare = await hammer(`${hello.url}/`);
      ctx.log(`  api: bare ${describe(bare)}`);
      const account = await hammer(`${portal.url}/api/myaccount/get`, session.headers);
      ctx.log(`  api: myaccount/get ${describe(account)}`);
      const summary = await hammer(`${portal.url}/api/dashboard/reports/summary`, session.headers);
      ctx.log(`  api: dashboard/reports/summary ${describe(summary)}`);
      const share = (m: Measured) => (100 * m.rps) / bare.rps;
      const rows: Row[] = [
        info('api', 'bare Fastify hello-world', describe(bare)),
        info('api', 'GET /api/myaccount/get (signed in)', describe(account)),
        atLeast('api', 'myaccount/get req/s as % of bare', share(account), TARGET_SHARE, '%'),
        info('api', `GET /api/dashboard/reports/summary (${portfolio.clients.toLocaleString('en-US')} clients)`, describe(summary)),
        info('api', 'reports/summary req/s as % of bare', `${share(summary).toFixed(1)} %`),
      ];
      if (account.failures || summary.failures) rows.push({ benchmark: 'api', measure: 'failed requests', figure: String(account.failures + summary.failures), target: '0', met: false });
      return rows;
    } finally {
      for (const server of servers.reverse()) await server.stop();
    }
  },
};
