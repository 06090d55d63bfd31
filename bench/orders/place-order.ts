// Placing an order with a 5 MB PDF on PostgreSQL, 10 concurrent clients (issue 5: p95 <= 300 ms
// server-side). Run: node --import tsx bench/orders/place-order.ts
// Environment: BENCH_PG_URL (admin connection, default postgres://postgres@127.0.0.1:5432/postgres),
// BENCH_ORDERS (default 200), BENCH_CONCURRENCY (default 10). A throw-away database is created
// and dropped again; uploads go to a temporary DATA_DIR.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import pg from 'pg';
import { PDFDocument } from 'pdf-lib';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDatabase } from '../../apps/server/src/db/connection.js';
import { migrateToLatest } from '../../apps/server/src/db/migrate.js';
import { seedDemo } from '../../apps/server/src/db/seed/seed-demo.js';
import { createClients } from '../../apps/server/src/db/seed/factories.js';
import { createSession, SESSION_COOKIE } from '../../apps/server/src/platform/session-store.js';

const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ORDERS = Number(process.env.BENCH_ORDERS ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const WARMUP = 10;
const PDF_BYTES = 5 * 1024 * 1024;

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function makePdf(size: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText('IRS Form 8821 (benchmark)', { x: 50, y: 700 });
  // Incompressible filler, like a scanned page image.
  doc.context.register(doc.context.stream(randomBytes(size - 2000)));
  return doc.save();
}

/** CPU seconds of this (the server's) thread so far, from Linux /proc; null elsewhere. */
function threadCpuSeconds(): number | null {
  try {
    const fields = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks of 10 ms
  } catch {
    return null;
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const summary = (label: string, values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `${label}: p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`;
};

type LoadInput = { address: string; cookie: string; csrf: string; pdf: Uint8Array; clientIds: string[]; concurrency: number };
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

// The request a browser sends, built as three pieces around the one PDF so the load generator
// (which shares this machine's CPUs with the server) does not copy 5 MB through web streams per
// request. The server still receives and reads the full multipart body every time.
const BOUNDARY = '----taxlens-bench-boundary';
function multipartPieces(clientId: string): { head: Buffer; tail: Buffer } {
  const field = (name: string, value: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const fields = { product: 'TAXLENS:NEXT_DAY', recordOfAccount: 'false', taxReturnTranscripts: 'true', wageIncome: 'false', clientId, formName: '8821.pdf' };
  const head =
    Object.entries(fields).map(([name, value]) => field(name, value)).join('') +
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="8821.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  return { head: Buffer.from(head), tail: Buffer.from(`\r\n--${BOUNDARY}--\r\n`) };
}

async function generateLoad(input: LoadInput): Promise<void> {
  const pdf = Buffer.from(input.pdf.buffer, input.pdf.byteOffset, input.pdf.byteLength);
  const target = new URL(`${input.address}/api/forms/upload8821`);
  const agent = new http.Agent({ keepAlive: true, maxSockets: input.concurrency });
  function placeOne(clientId: string): Promise<number> {
    const { head, tail } = multipartPieces(clientId);
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const req = http.request(target, {
        method: 'POST',
        agent,
        headers: {
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          'content-length': head.length + pdf.length + tail.length,
          cookie: input.cookie,
          'X-CSRF-TOKEN': input.csrf,
          'Idempotency-Key': `bench-${clientId}`,
        },
      }, (res) => {
        const body: Buffer[] = [];
        res.on('data', (chunk: Buffer) => body.push(chunk));
        res.on('end', () => {
          const elapsed = performance.now() - started;
          if (res.statusCode !== 201) reject(new Error(`Order answered ${res.statusCode}: ${Buffer.concat(body).toString()}`));
          else resolve(elapsed);
        });
      });
      req.on('error', reject);
      req.write(head);
      req.write(pdf);
      req.end(tail);
    });
  }
  for (const id of input.clientIds.slice(0, WARMUP)) await placeOne(id);
  parentPort!.postMessage({ warmedUp: true });
  const queue = input.clientIds.slice(WARMUP);
  const clientTimes: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: input.concurrency }, async () => {
      for (let id = queue.shift(); id; id = queue.shift()) clientTimes.push(await placeOne(id));
    }),
  );
  parentPort!.postMessage({ clientTimes, seconds: (performance.now() - started) / 1000 });
}

async function main(): Promise<void> {
  const name = `taxlens_bench_${randomBytes(5).toString('hex')}`;
  await admin(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'taxlens-bench-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: url.toString(), LOG_LEVEL: 'silent', SESSION_SECRET: 'bench-session-secret-0123456789abcdef', PII_KEY: '22'.repeat(32) });
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 10 });
  try {
    await migrateToLatest(handle.db);
    await seedDemo(handle.db, { piiKey: config.piiKey });
    const app = await buildApp({ config, db: handle.db, webDist: null, logger: false });
    const serverTimes: number[] = [];
    app.addHook('onResponse', async (request, reply) => {
      if (request.url === '/api/forms/upload8821' && reply.statusCode === 201) serverTimes.push(reply.elapsedTime);
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });

    const lender = await handle.db.selectFrom('lenders').select('id').where('company_name', '=', 'Acme Capital').executeTakeFirstOrThrow();
    const user = await handle.db.selectFrom('users').select('id').where('username', '=', 'loan.officer').executeTakeFirstOrThrow();
    const session = await createSession(handle.db, { userId: user.id, lenderId: lender.id, ip: '127.0.0.1', userAgent: 'bench', now: new Date(), ttlSeconds: 3600 });
    const clients = await createClients(handle.db, { piiKey: config.piiKey }, Array.from({ length: ORDERS + WARMUP }, () => ({ lenderId: lender.id, clientType: 'llc' as const })));
    const pdf = await makePdf(PDF_BYTES);
    console.log(`PDF ${(pdf.length / 1024 / 1024).toFixed(2)} MB, ${ORDERS} orders after ${WARMUP} warm-up, ${CONCURRENCY} concurrent clients`);
    // The load runs on its own thread, so building 5 MB requests does not slow the server's event loop.
    const load: LoadInput = { address, cookie: `${SESSION_COOKIE}=${session.token}`, csrf: session.csrfToken, pdf, clientIds: clients.map((c) => c.id), concurrency: CONCURRENCY };
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
    console.log(summary('server-side (Fastify elapsedTime)', serverTimes));
    console.log(summary('client-side (round trip)', clientTimes));
    console.log(`throughput ${(ORDERS / seconds).toFixed(1)} orders/s; server event loop busy ${(loop.active / ORDERS).toFixed(1)} ms per order (utilisation ${(loop.utilization * 100).toFixed(0)}%)` +
        (cpuBefore !== null && cpuAfter !== null ? `, CPU ${(((cpuAfter - cpuBefore) * 1000) / ORDERS).toFixed(1)} ms per order` : ''));
    await app.close();
  } finally {
    await handle.close();
    await admin(`drop database if exists ${name} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (isMainThread) await main();
else await generateLoad(workerData as LoadInput);
