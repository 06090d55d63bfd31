/**
 * Before/after tool for the cost of a signed-in call and of a sign-in (bench/RESULTS.md, decisions
 * 122-123), outside `npm run bench`: one portal server, spawned from SERVER_DIR (default: this tree,
 * so an older commit's tree can be measured alternately), on the data set of BENCH_CLIENTS.
 *
 *   node --import tsx bench/api-overhead/call-cost.ts calls    # myaccount/get and health: req/s and server CPU per call, bare Fastify beside
 *   node --import tsx bench/api-overhead/call-cost.ts sign-ins # 40 two-factor sign-ins one after another: p50 / p90
 *
 * PORT (default BENCH_PORT or 3400) and the next port; SECONDS per autocannon run (5); PROFILE=1
 * writes a --cpu-prof profile of the server to .prof/; BENCH_LOG_LEVEL=info logs every request (decision 278)
 * to a pipe this process drains, as a log collector would.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../../apps/server/src/db/connection.js';
import { ensureBenchUsers } from '../support/bench-users.js';
import { openPortfolio } from '../support/portfolio.js';
import { cpuMsOf } from '../support/process-usage.js';
import { BENCH_PII_KEY, BENCH_SESSION_SECRET, benchEsignSettings } from '../support/secrets.js';
import { BASE_PORT, startHelloServer } from '../support/server.js';
import { signIn } from '../support/sign-in.js';

const mode = process.argv[2] === 'sign-ins' ? 'sign-ins' : 'calls';
const port = Number(process.env.PORT ?? BASE_PORT);
const seconds = Number(process.env.SECONDS ?? 5);
const url = `http://127.0.0.1:${port}`;

async function load(target: string, headers: Record<string, string>, pid: number) {
  await autocannon({ url: target, connections: 10, duration: 2, headers });
  const before = cpuMsOf(pid);
  const result = await autocannon({ url: target, connections: 10, duration: seconds, headers });
  const cpuUs = (1000 * (cpuMsOf(pid) - before)) / result.requests.total;
  return `${result.requests.average.toFixed(0)} req/s, server CPU ${cpuUs.toFixed(0)} us/call, p50 ${result.latency.p50} ms, non-2xx ${result.non2xx}`;
}

const portfolio = await openPortfolio(console.log);
const handle = await openDatabase({ databaseUrl: portfolio.url, poolSize: 2 });
const users = await ensureBenchUsers(handle.db, portfolio.lenderId, mode === 'sign-ins' ? 40 : 1).finally(() =>
  handle.close(),
);
const profile = process.env.PROFILE ? ['--cpu-prof', '--cpu-prof-dir', join(process.cwd(), '.prof')] : [];
const server = spawn(process.execPath, [...profile, '--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: process.env.SERVER_DIR ?? process.cwd(),
  stdio: ['ignore', process.env.BENCH_LOG_LEVEL ? 'pipe' : 'inherit', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://localhost:${port}`,
    DATABASE_URL: portfolio.url,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'taxlens-call-cost-')),
    SESSION_SECRET: BENCH_SESSION_SECRET,
    PII_KEY: BENCH_PII_KEY,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000000',
    ...(await benchEsignSettings()),
  },
});
server.stdout?.resume();
try {
  for (
    let i = 0;
    i < 480 &&
    !(await fetch(`${url}/api/ready`).then(
      (r) => r.ok,
      () => false,
    ));
    i++
  ) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (mode === 'sign-ins') {
    const ms: number[] = [];
    for (const user of users) ms.push((await signIn(url, user)).ms);
    ms.sort((a, b) => a - b);
    const at = (q: number) => ms[Math.floor(ms.length * q)]!.toFixed(0);
    console.log(`sign-in (both passes) x${ms.length}: p50 ${at(0.5)} ms, p90 ${at(0.9)} ms`);
  } else {
    const hello = await startHelloServer(port + 1);
    await autocannon({ url: hello.url, connections: 10, duration: 2 });
    console.log(
      `bare: ${(await autocannon({ url: hello.url, connections: 10, duration: seconds })).requests.average.toFixed(0)} req/s`,
    );
    await hello.stop();
    const session = await signIn(url, users[0]!);
    console.log(`myaccount/get: ${await load(`${url}/api/myaccount/get`, session.headers, server.pid!)}`);
    console.log(`health: ${await load(`${url}/api/health`, {}, server.pid!)}`);
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
}
