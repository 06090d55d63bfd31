// node --import tsx bench/dashboard/run.ts
// A lender with 100,000 clients and 500,000 reports on the local PostgreSQL (its own database,
// dropped afterwards); prints p50/p95 of the three dashboard calls and of the first page of each
// portfolio list, through the whole server (app.inject: access check, SQL, serialisation).
import { performance } from 'node:perf_hooks';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDatabase } from '../../apps/server/src/db/connection.js';
import { migrateToLatest } from '../../apps/server/src/db/migrate.js';
import { createLender, createUser } from '../../apps/server/src/db/seed/factories.js';
import { createSession, SESSION_COOKIE } from '../../apps/server/src/platform/session-store.js';
import { generatePortfolio } from './generate.js';

const ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = 'taxlens_bench_dashboard';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const TARGET_P95_MS = 100;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  await admin(`drop database if exists ${DB_NAME} with (force)`);
  await admin(`create database ${DB_NAME}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DB_NAME}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 10 });
  try {
    const db = handle.db;
    await migrateToLatest(db);
    const started = performance.now();
    const lender = await createLender(db, { companyName: 'Bench Lender', lenderType: 'SBA', monitorType: 'MONTHLY' });
    const other = await createLender(db, { companyName: 'Other Lender', lenderType: 'BANK' });
    const user = await createUser(db, { username: 'bench.user', passwordHash: null, lenders: [{ lenderId: lender.id, role: 'ROLE_LENDERADMIN' }] });
    // 100,000 clients x (3 orders + 3 monitoring reports for every third client) = 300,000 + ~200,000 reports.
    const raw = new pg.Client({ connectionString: url.toString() });
    await raw.connect();
    try {
      // Bulk load without the per-row trigger, then build each client's latest report once (as the
      // migration does for an existing database).
      await raw.query('alter table reports disable trigger reports_client_latest');
      await raw.query('alter table orders disable trigger orders_lender_counts');
      await generatePortfolio(raw, lender.id, user.id, { clients: 100_000, ordersPerClient: 3, monitoringPerClient: 2 });
      await generatePortfolio(raw, other.id, user.id, { clients: 10_000, ordersPerClient: 2, monitoringPerClient: 1 });
      await raw.query('alter table reports enable trigger reports_client_latest');
      await raw.query('alter table orders enable trigger orders_lender_counts');
      await raw.query('select client_latest_report_refresh(id) from clients');
      await raw.query('insert into lender_order_counts (lender_id, status, n) select lender_id, status, count(*) from orders group by lender_id, status');
      // A database in service is vacuumed by autovacuum; a fresh bulk load is not yet.
      await raw.query('vacuum analyze');
      const counts = await raw.query(
        `select (select count(*) from clients where lender_id = $1)::int as clients,
                (select count(*) from reports where lender_id = $1)::int as reports,
                (select count(*) from orders where lender_id = $1)::int as orders`,
        [lender.id],
      );
      console.log(`generated in ${((performance.now() - started) / 1000).toFixed(1)} s:`, counts.rows[0]);
    } finally {
      await raw.end();
    }

    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'taxlens-bench-')),
      SESSION_SECRET: 'bench-session-secret-that-is-long-enough-0123456789',
      PII_KEY: '22'.repeat(32),
      LOG_LEVEL: 'silent',
    });
    const app = await buildApp({ config, db, webDist: null, logger: false });
    await app.ready();
    const session = await createSession(db, { userId: user.id, lenderId: lender.id, ip: null, userAgent: 'bench', now: new Date(), ttlSeconds: 3600 });
    const headers = { cookie: `${SESSION_COOKIE}=${session.token}`, 'x-csrf-token': session.csrfToken };

    const calls = [
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
    console.log(`\n${ROUNDS} rounds each (after 3 warm-up calls), target p95 <= ${TARGET_P95_MS} ms\n`);
    console.log('call'.padEnd(78), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8));
    let missed = 0;
    for (const url of calls) {
      const times: number[] = [];
      for (let i = 0; i < ROUNDS + 3; i++) {
        const t0 = performance.now();
        const res = await app.inject({ method: 'GET', url, headers });
        const ms = performance.now() - t0;
        if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
        if (i >= 3) times.push(ms);
      }
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      if (p95 > TARGET_P95_MS) missed++;
      console.log(url.padEnd(78), percentile(times, 50).toFixed(1).padStart(8), p95.toFixed(1).padStart(8), p95 > TARGET_P95_MS ? '  MISSED' : '');
    }
    console.log(missed === 0 ? '\nall calls within the target' : `\n${missed} call(s) above the target`);
    await app.close();
  } finally {
    await handle.close();
    if (!process.env.BENCH_KEEP_DATABASE) await admin(`drop database if exists ${DB_NAME} with (force)`);
  }
}

await main();
