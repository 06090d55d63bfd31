// Placing an order with a 5 MB PDF on PostgreSQL, 10 concurrent clients (decision 064: p95 <= 300 ms
// server-side). `npm run bench -- orders`. BENCH_ORDERS (default 200), BENCH_CONCURRENCY (default 10).
// A throw-away database with the demo data is created and dropped again; uploads go to a temporary DATA_DIR.
import { readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { buildApp } from '../../apps/server/src/app.js';
import { openDatabase } from '../../apps/server/src/db/connection.js';
import { migrateToLatest } from '../../apps/server/src/db/migrate.js';
import { seedDemo } from '../../apps/server/src/demo/seed/seed-demo.js';
import { createClients } from '../../apps/server/src/demo/seed/factories.js';
import { createSession, SESSION_COOKIE } from '../../apps/server/src/platform/session-store.js';
import type { Benchmark } from '../support/benchmark.js';
import { createThrowawayDatabase } from '../support/database.js';
import { makePdf, ORDER_CONTENT_TYPE, orderRequestPieces } from '../support/order-upload.js';
import { benchConfig } from '../support/secrets.js';
import { atMost, info, percentile, type Row } from '../support/table.js';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const WARMUP = 30;
const PDF_BYTES = 5 * 1024 * 1024;
const TARGET_P95_MS = 300;

/** CPU seconds of this (the server's) thread so far, from Linux /proc; null elsewhere. */
function threadCpuSeconds(): number | null {
  try {
    const fields = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks of 10 ms
  } catch {
    return null;
  }
}

const p50p95 = (values: number[]) => `${percentile(values, 50).toFixed(1)} / ${percentile(values, 95).toFixed(1)} ms`;

type LoadInput = {
  address: string;
  cookie: string;
  csrf: string;
  pdf: Uint8Array;
  clientIds: string[];
  concurrency: number;
};
type LoadResult = { clientTimes: number[]; seconds: number };

function runLoad(input: LoadInput, onWarmedUp: () => void): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    // Workers do not inherit `--import tsx`: register it, then load this file.
    const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); })`;
    const worker = new Worker(boot, { eval: true, workerData: input });
    worker.on('message', (message: { warmedUp?: true } & Partial<LoadResult>) => {
      if (message.warmedUp) onWarmedUp();
      else resolve(message as LoadResult);
    });
    worker.on('error', reject);
  });
}

async function generateLoad(input: LoadInput): Promise<void> {
  const pdf = Buffer.from(input.pdf.buffer, input.pdf.byteOffset, input.pdf.byteLength);
  const target = new URL(`${input.address}/api/forms/upload8821`);
  const agent = new http.Agent({ keepAlive: true, maxSockets: input.concurrency });
  function placeOne(clientId: string): Promise<number> {
    const { head, tail } = orderRequestPieces(clientId);
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const req = http.request(
        target,
        {
          method: 'POST',
          agent,
          headers: {
            'content-type': ORDER_CONTENT_TYPE,
            'content-length': head.length + pdf.length + tail.length,
            cookie: input.cookie,
            'X-CSRF-TOKEN': input.csrf,
            'Idempotency-Key': `bench-${clientId}`,
          },
        },
        (res) => {
          const body: Buffer[] = [];
          res.on('data', (chunk: Buffer) => body.push(chunk));
          res.on('end', () => {
            const elapsed = performance.now() - started;
            if (res.statusCode !== 201)
              reject(new Error(`Order answered ${res.statusCode}: ${Buffer.concat(body).toString()}`));
            else resolve(elapsed);
          });
        },
      );
      req.on('error', reject);
      req.write(head);
      req.write(pdf);
      req.end(tail);
    });
  }
  // Warm-up at the measured concurrency, so the server's pool holds its connections, as a server
  // taking orders all day does.
  const inParallel = async (ids: string[], onPlaced: (ms: number) => void) => {
    const queue = [...ids];
    await Promise.all(
      Array.from({ length: input.concurrency }, async () => {
        for (let id = queue.shift(); id; id = queue.shift()) onPlaced(await placeOne(id));
      }),
    );
  };
  await inParallel(input.clientIds.slice(0, WARMUP), () => {});
  parentPort!.postMessage({ warmedUp: true });
  const clientTimes: number[] = [];
  const started = performance.now();
  await inParallel(input.clientIds.slice(WARMUP), (ms) => clientTimes.push(ms));
  parentPort!.postMessage({ clientTimes, seconds: (performance.now() - started) / 1000 });
}

async function run(): Promise<Row[]> {
  const database = await createThrowawayDatabase('orders');
  const config = benchConfig(database.url);
  const handle = await openDatabase({ databaseUrl: database.url, poolSize: 10 });
  try {
    await migrateToLatest(handle.db);
    await seedDemo(handle.db, { piiKey: config.piiKey });
    const app = await buildApp({ config, db: handle.db, webDist: null, logger: false });
    const serverTimes: number[] = [];
    app.addHook('onResponse', async (request, reply) => {
      if (request.url === '/api/forms/upload8821' && reply.statusCode === 201) serverTimes.push(reply.elapsedTime);
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });

    const lender = await handle.db
      .selectFrom('lenders')
      .select('id')
      .where('company_name', '=', 'Acme Capital')
      .executeTakeFirstOrThrow();
    const user = await handle.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'loan.officer')
      .executeTakeFirstOrThrow();
    const session = await createSession(handle.db, {
      userId: user.id,
      lenderId: lender.id,
      ip: '127.0.0.1',
      userAgent: 'bench',
      now: new Date(),
      ttlSeconds: 3600,
      secondFactor: 'EMAIL_TOTP',
    });
    const clients = await createClients(
      handle.db,
      { piiKey: config.piiKey },
      Array.from({ length: ORDERS + WARMUP }, () => ({ lenderId: lender.id, clientType: 'llc' as const })),
    );
    const pdf = await makePdf(PDF_BYTES);
    console.log(
      `  orders: PDF ${(pdf.length / 1024 / 1024).toFixed(2)} MB, ${ORDERS} orders after ${WARMUP} warm-up, ${CONCURRENCY} concurrent clients`,
    );
    // The load runs on its own thread, so building 5 MB requests does not slow the server's event loop.
    const load: LoadInput = {
      address,
      cookie: `${SESSION_COOKIE}=${session.token}`,
      csrf: session.csrfToken,
      pdf,
      clientIds: clients.map((c) => c.id),
      concurrency: CONCURRENCY,
    };
    let loopBefore = performance.eventLoopUtilization();
    let cpuBefore = threadCpuSeconds();
    const { clientTimes, seconds } = await runLoad(load, () => {
      serverTimes.length = 0;
      loopBefore = performance.eventLoopUtilization();
      cpuBefore = threadCpuSeconds();
    });
    const cpuAfter = threadCpuSeconds();
    // The server's own thread: how long its event loop was busy per order, and the CPU time it used
    // (the latter is the least sensitive to other work on the machine; latencies include waiting for a CPU).
    const loop = performance.eventLoopUtilization(loopBefore);
    const cpu =
      cpuBefore !== null && cpuAfter !== null
        ? `, CPU ${(((cpuAfter - cpuBefore) * 1000) / ORDERS).toFixed(1)} ms per order`
        : '';
    await app.close();
    const label = `5 MB PDF, ${CONCURRENCY} concurrent`;
    return [
      atMost(
        'orders',
        `place order p95 server-side (${label}; decision 064)`,
        percentile(serverTimes, 95),
        TARGET_P95_MS,
        'ms',
      ),
      info('orders', 'place order p50 / p95 server-side', p50p95(serverTimes)),
      info('orders', 'place order p50 / p95 round trip', p50p95(clientTimes)),
      info(
        'orders',
        'throughput; server event loop busy',
        `${(ORDERS / seconds).toFixed(1)} orders/s; ${(loop.active / ORDERS).toFixed(1)} ms per order${cpu}`,
      ),
    ];
  } finally {
    await handle.close();
    await database.drop();
    rmSync(config.dataDir, { recursive: true, force: true });
  }
}

export const ordersBenchmark: Benchmark = {
  name: 'orders',
  about: `${ORDERS} orders with a 5 MB PDF from ${CONCURRENCY} concurrent clients (own database with the demo data)`,
  run,
};

if (!isMainThread) await generateLoad(workerData as LoadInput);
