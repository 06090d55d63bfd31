// Generates the database's types from the migrated schema (docs/decisions/268): a fresh PostgreSQL database,
// every migration, then kysely-codegen (it has no PGlite dialect, so it reads the server PostgreSQL).
//   node --import tsx scripts/generate-db-types.ts           write apps/server/src/db/generated/database.ts
//   node --import tsx scripts/generate-db-types.ts --check   fail when that file differs from the migrations
// The hand-written table types (apps/server/src/db/schema-*.ts) are held to the generated ones by the
// type-level test apps/server/src/db/schema-matches-database.test-d.ts, which `npm run typecheck` compiles.
import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/connection.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';

const OUT_FILE = 'apps/server/src/db/generated/database.ts';
const adminUrl = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `taxlens_codegen_${Date.now()}_${process.pid}`;
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${name}`;

async function onAdmin(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

await onAdmin(`create database ${name}`);
try {
  const database = await openDatabase({ databaseUrl: databaseUrl.toString(), poolSize: 2 });
  try {
    await migrateToLatest(database.db);
  } finally {
    await database.close();
  }
  const args = ['kysely-codegen', '--dialect', 'postgres', '--url', databaseUrl.toString(), '--out-file', OUT_FILE];
  // The migrations' own bookkeeping tables are Kysely's, not the portal's.
  args.push('--exclude-pattern', 'kysely_*');
  // jsonb as an opaque type that is never null, so a nullable jsonb column reads `JsonbValue | null`.
  args.push('--type-mapping', JSON.stringify({ json: 'JsonbValue', jsonb: 'JsonbValue' }));
  args.push('--custom-imports', JSON.stringify({ JsonbValue: '../column-types.js#JsonbValue' }));
  if (process.argv.includes('--check')) args.push('--verify');
  // The file stays as kysely-codegen writes it (Prettier leaves it alone), so `--verify` compares like with like.
  execFileSync('npx', ['--no-install', ...args], { stdio: 'inherit' });
} finally {
  await onAdmin(`drop database if exists ${name} with (force)`);
}
