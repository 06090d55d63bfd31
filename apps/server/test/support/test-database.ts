import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../../src/db/connection.js';
import { migrateToLatest } from '../../src/db/migrate.js';

export type TestDatabase = { db: Database; kind: 'pglite' | 'postgres'; close: () => Promise<void> };

/**
 * A migrated database of its own for one test file: an in-memory PGlite by default, or a fresh
 * database on the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close), so the
 * same tests prove both dialects.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ pgliteDir: 'memory://' });
    await migrateToLatest(handle.db);
    return handle;
  }
  const name = `taxlens_test_${randomBytes(6).toString('hex')}`;
  await runAdmin(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({
    databaseUrl: url.toString(),
    poolSize: 5,
    // pg's pool.end() resolves before its sockets have closed, so `drop ... with (force)` below can
    // still terminate one of them: that is expected here, and the pool reports it rather than throwing.
    onIdleConnectionError: () => {},
  });
  try {
    await migrateToLatest(handle.db);
  } catch (error) {
    await handle.close();
    await runAdmin(serverUrl, `drop database if exists ${name} with (force)`);
    throw error;
  }
  return {
    db: handle.db,
    kind: 'postgres',
    close: async () => {
      await handle.close();
      await runAdmin(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * One statement on its own connection to the server's admin database. `create database` cannot run
 * inside a transaction or with parameters, so callers pass names they generated themselves.
 */
export async function runAdmin<Row extends object = Record<string, unknown>>(serverUrl: string, statement: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query<Row>(statement)).rows;
  } finally {
    await client.end();
  }
}
