import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/connection.js';
import { migrateToLatest } from '../../apps/server/src/db/migrate.js';
import { createLender, createUser } from '../../apps/server/src/demo/seed/factories.js';
import { generateClients } from '../clients/generate-clients.js';
import { generateHistory } from '../dashboard/generate.js';
import { databaseUrl, dropDatabase, isComplete, KEEP_DATA_SET, admin, markComplete, queryOnce } from './database.js';
import { BENCH_PII_KEY } from './secrets.js';
import { settleDataSet } from './settle.js';

/** Clients of the bench lender (BENCH_CLIENTS, default the 1,000,000 of decision 115). */
export const CLIENT_COUNT = Number(process.env.BENCH_CLIENTS ?? 1_000_000);
export const BENCH_LENDER = 'Bench Lender';

export type Portfolio = {
  name: string;
  url: string;
  clients: number;
  lenderId: string;
  generatedSeconds: number | null;
};

const nameFor = (clients: number) => `taxlens_bench_portfolio_${clients}`;

/**
 * The shared data set of the benchmarks: one lender with CLIENT_COUNT realistic clients
 * (encrypted, blind-indexed tax ids, real-looking names), an order/report history for each and
 * monitoring reports for every third, plus a small second lender. Its database is named after the
 * size and reused when a kept, complete one exists (BENCH_KEEP_DB=1); generation is the slow part.
 */
export async function openPortfolio(log: (line: string) => void): Promise<Portfolio> {
  const name = nameFor(CLIENT_COUNT);
  const url = databaseUrl(name);
  if (await isComplete(name)) {
    log(`reusing the kept data set ${name}`);
    // A data set kept from an older checkout gets this one's migrations (the in-process benchmarks
    // do not start a server, which would migrate).
    const kept = await openDatabase({ databaseUrl: url, poolSize: 1 });
    try {
      await migrateToLatest(kept.db);
    } finally {
      await kept.close();
    }
    return { name, url, clients: CLIENT_COUNT, lenderId: await lenderIdOf(url), generatedSeconds: null };
  }
  await dropDatabase(name);
  await admin(`create database ${name}`);
  log(`generating ${CLIENT_COUNT} clients into ${name} (one-time when BENCH_KEEP_DB=1)...`);
  const started = performance.now();
  const handle = await openDatabase({ databaseUrl: url, poolSize: 2 });
  try {
    await migrateToLatest(handle.db);
    const lender = await createLender(handle.db, {
      companyName: BENCH_LENDER,
      lenderType: 'SBA',
      monitorType: 'MONTHLY',
    });
    const other = await createLender(handle.db, { companyName: 'Other Lender', lenderType: 'BANK' });
    const owner = await createUser(handle.db, {
      username: 'bench.owner',
      passwordHash: null,
      lenders: [{ lenderId: lender.id, role: 'ROLE_LENDERADMIN' }],
    });
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    const key = Buffer.from(BENCH_PII_KEY, 'hex');
    await generateClients(pool, key, lender.id, CLIENT_COUNT, log);
    await generateClients(pool, key, other.id, Math.max(100, Math.round(CLIENT_COUNT / 100)), () => undefined);
    await pool.end();
    const raw = new pg.Client({ connectionString: url });
    await raw.connect();
    try {
      // Bulk load without the per-row triggers, then build each client's latest report and the
      // order counts once (as the migration does for an existing database). The data-version
      // triggers (decision 125) would copy every updated and inserted row into their transition
      // tables: off too, and each lender's version bumped once at the end.
      const bulkTriggers = [
        'reports disable trigger reports_client_latest',
        'orders disable trigger orders_lender_counts',
        'clients disable trigger clients_version_update',
        'reports disable trigger reports_version_insert',
        'reports disable trigger reports_version_update',
      ];
      for (const t of bulkTriggers) await raw.query(`alter table ${t}`);
      log('  orders and reports...');
      await generateHistory(raw, lender.id, owner.id, { ordersPerClient: 1, monitoringPerClient: 1 });
      await generateHistory(raw, other.id, owner.id, { ordersPerClient: 1, monitoringPerClient: 1 });
      for (const t of bulkTriggers) await raw.query(`alter table ${t.replace(' disable ', ' enable ')}`);
      log('  latest report per client...');
      // The day sums' statement triggers (decision 222) would run twice per client here: summed once after.
      const daySums = ['insert', 'update', 'delete'].map(
        (event) => `client_latest_reports disable trigger client_latest_reports_days_${event}`,
      );
      for (const t of daySums) await raw.query(`alter table ${t}`);
      await raw.query('select client_latest_report_refresh(id) from clients');
      for (const t of daySums) await raw.query(`alter table ${t.replace(' disable ', ' enable ')}`);
      await raw.query('select rebuild_lender_latest_report_days()');
      await raw.query(
        'insert into lender_order_counts (lender_id, status, n) select lender_id, status, count(*) from orders group by lender_id, status',
      );
      await raw.query('select bump_lender_data_versions(array(select id from lenders))');
      // A database in service is vacuumed by autovacuum; a fresh bulk load is not yet.
      await raw.query('vacuum analyze');
    } finally {
      await raw.end();
    }
  } finally {
    await handle.close();
  }
  await settleDataSet(url, log);
  // Settling wrote this period's monitoring reports, alerts and mails after the vacuum above: vacuumed
  // too, as autovacuum would have long since, so index-only scans need not visit the table for them.
  await queryOnce(url, 'vacuum analyze');
  await markComplete(name);
  const generatedSeconds = (performance.now() - started) / 1000;
  log(`  generated in ${generatedSeconds.toFixed(0)} s`);
  return { name, url, clients: CLIENT_COUNT, lenderId: await lenderIdOf(url), generatedSeconds };
}

/** Drops the data set at the end of a run, unless BENCH_KEEP_DB asks to keep it. */
export async function releasePortfolio(portfolio: Portfolio, log: (line: string) => void): Promise<void> {
  if (KEEP_DATA_SET)
    log(`kept ${portfolio.name} (BENCH_KEEP_DB=1); drop it with: psql -c 'drop database ${portfolio.name}'`);
  else await dropDatabase(portfolio.name);
}

async function lenderIdOf(url: string): Promise<string> {
  return (await queryOnce<{ id: string }>(url, 'select id from lenders where company_name = $1', [BENCH_LENDER]))[0]!
    .id;
}
