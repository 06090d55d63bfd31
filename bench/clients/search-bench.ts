// Typeahead and search at scale: one lender with 1,000,000 clients on the local PostgreSQL.
//   node --import tsx bench/clients/search-bench.ts [--clients=1000000] [--keep] [--fresh] [--runs=40]
// Creates the database taxlens_bench_clients (reused when kept by an earlier --keep run, unless
// --fresh), fills it, then times GET /api/typeahead/clients/placeorder and GET /api/portal/search
// inside the server (app.inject: routing, session and access check, SQL, serialisation; no network).
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDatabase } from '../../apps/server/src/db/connection.js';
import { migrateToLatest } from '../../apps/server/src/db/migrate.js';
import { createLender, createUser } from '../../apps/server/src/db/seed/factories.js';
import { createSession, SESSION_COOKIE } from '../../apps/server/src/platform/session-store.js';
import { generateClients } from './generate-clients.js';

const args = new Map<string, string | undefined>(
  process.argv.slice(2).map((a) => {
    const [key = '', value] = a.replace(/^--/, '').split('=');
    return [key, value];
  }),
);
const CLIENTS = Number(args.get('clients') ?? 1_000_000);
const RUNS = Number(args.get('runs') ?? 40);
const KEEP = args.has('keep');
const FRESH = args.has('fresh');
const NAME = 'taxlens_bench_clients';
const ADMIN_URL = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const URL = ADMIN_URL.replace(/\/[^/]*$/, `/${NAME}`);
const PII_KEY = '42'.repeat(32);

async function admin(statement: string): Promise<number> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return (await client.query(statement)).rowCount ?? 0;
  } finally {
    await client.end();
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (v: number) => `${v.toFixed(1)} ms`;

async function main(): Promise<void> {
  if (FRESH) await admin(`drop database if exists ${NAME} with (force)`);
  const exists = (await admin(`select 1 from pg_database where datname = '${NAME}'`)) > 0;
  if (!exists) await admin(`create database ${NAME}`);
  const handle = await openDatabase({ databaseUrl: URL, poolSize: 4 });
  const db = handle.db;
  await migrateToLatest(db);

  let lender = await db.selectFrom('lenders').select('id').where('company_name', '=', 'Bench Lender').executeTakeFirst();
  if (!lender) {
    lender = await createLender(db, { companyName: 'Bench Lender' });
    console.log(`Generating ${CLIENTS} clients for one lender...`);
    const pool = new pg.Pool({ connectionString: URL, max: 1 });
    await generateClients(pool, Buffer.from(PII_KEY, 'hex'), lender.id, CLIENTS, console.log);
    await pool.end();
    await createLender(db, { companyName: 'Other Lender' });
  }
  const total = await db.selectFrom('clients').select((eb) => eb.fn.countAll<number>().as('n')).where('lender_id', '=', lender.id).executeTakeFirstOrThrow();
  console.log(`Clients of the bench lender: ${Number(total.n)}`);

  const user = await createUser(db, { username: `bench.${Date.now()}`, email: `bench.${Date.now()}@example.test`, lenders: [{ lenderId: lender.id, role: 'ROLE_LENDER' }] });
  const session = await createSession(db, { userId: user.id, lenderId: lender.id, ip: '127.0.0.1', userAgent: 'bench', now: new Date(), ttlSeconds: 3600 });
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: URL, PII_KEY, SESSION_SECRET: 'bench-session-secret-long-enough-0123456789', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/taxlens-bench' });
  const app = await buildApp({ config, db, webDist: null, logger: false });
  await app.ready();
  const headers = { cookie: `${SESSION_COOKIE}=${session.token}`, 'x-csrf-token': session.csrfToken };

  // Realistic terms: parts of real names, common words, a full tax id, its last four, a status, a miss.
  const sample = await db.selectFrom('clients').select(['business_name', 'tax_id_last4']).where('lender_id', '=', lender.id).orderBy('id').limit(3).execute();
  const someName = sample[0]!.business_name;
  const terms = [
    'smith', 'holdings', 'llc', 'construction', 'bak', 'mar', 'trust', 'estate of', 'capital', 'jo',
    someName.split(' ')[0]!.toLowerCase(), someName.slice(2, 9), sample[1]!.tax_id_last4, 'archived', 'zzqx no such client',
  ];
  const searchOnly = ['archived', sample[1]!.tax_id_last4];

  const timings: Record<'typeahead' | 'search' | 'search page 5', number[]> = { typeahead: [], search: [], 'search page 5': [] };
  const byTerm = new Map<string, number[]>();
  let currentTerm = '';
  const time = async (label: keyof typeof timings, url: string) => {
    const start = performance.now();
    const res = await app.inject({ method: 'GET', url, headers });
    const elapsed = performance.now() - start;
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
    timings[label].push(elapsed);
    const key = `${label} "${currentTerm}"`;
    byTerm.set(key, [...(byTerm.get(key) ?? []), elapsed]);
  };
  for (let run = -3; run < RUNS; run++) {
    for (const term of terms) {
      const q = encodeURIComponent(term);
      currentTerm = term;
      const warm = run < 0;
      const before = { t: timings.typeahead.length, s: timings.search.length, p: timings['search page 5'].length };
      if (!searchOnly.includes(term)) await time('typeahead', `/api/typeahead/clients/placeorder?value=${q}&size=10`);
      await time('search', `/api/portal/search?keyword=${q}&page=0&size=10`);
      await time('search page 5', `/api/portal/search?keyword=${q}&page=5&size=10`);
      if (warm) {
        timings.typeahead.length = before.t;
        timings.search.length = before.s;
        timings['search page 5'].length = before.p;
      }
    }
  }

  console.log(`\n${RUNS} runs of ${terms.length} terms (${terms.join(', ')})`);
  for (const [label, values] of Object.entries(timings)) {
    const sorted = [...values].sort((a, b) => a - b);
    console.log(`${label.padEnd(14)} n=${String(sorted.length).padStart(4)}  p50 ${ms(percentile(sorted, 50))}  p95 ${ms(percentile(sorted, 95))}  max ${ms(sorted[sorted.length - 1]!)}`);
  }

  const slowest = [...byTerm.entries()]
    .map(([key, values]) => [key, [...values].sort((a, b) => a - b)] as const)
    .map(([key, sorted]) => [key, percentile(sorted, 50)] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6);
  console.log('\nslowest term medians (warm-up runs included):');
  for (const [key, median] of slowest) console.log(`  ${key.padEnd(40)} ${ms(median)}`);

  await app.close();
  await handle.close().catch(() => undefined);
  if (!KEEP) {
    await admin(`drop database if exists ${NAME} with (force)`);
    console.log(`Dropped ${NAME} (use --keep to reuse it).`);
  } else console.log(`Kept ${NAME}.`);
}

await main();
