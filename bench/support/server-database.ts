import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, embeddedDatabaseDir, openDatabase } from '../../apps/server/src/db/connection.js';
import { migrateToLatest } from '../../apps/server/src/db/migrate.js';
import { createThrowawayDatabase } from './database.js';

export type DatabaseKind = 'embedded' | 'PostgreSQL';

/** A benchmark's databases from an environment variable (`embedded,PostgreSQL` by default). */
export const databaseKinds = (variable: string): DatabaseKind[] =>
  (process.env[variable] ?? 'embedded,PostgreSQL').split(',') as DatabaseKind[];

export type ServerDatabase<T> = {
  /** What startPortalServer takes. */
  database: string | { dataDir: string };
  env: Record<string, string>;
  filled: T;
  drop?: () => Promise<void>;
};

/**
 * A fresh, migrated database for one real server, filled by `fill` and closed again (the embedded one has
 * one session: the server's). The embedded database is what `npm start` runs (development mode, no demo data).
 */
export async function prepareServerDatabase<T>(
  kind: DatabaseKind,
  prefix: string,
  fill: (db: Database) => Promise<T>,
): Promise<ServerDatabase<T>> {
  const pg = kind === 'PostgreSQL' ? await createThrowawayDatabase(prefix) : null;
  const dataDir = mkdtempSync(join(tmpdir(), `taxlens-bench-${prefix}-`));
  const handle = await openDatabase(
    pg ? { databaseUrl: pg.url } : { pgliteDir: embeddedDatabaseDir(dataDir), poolSize: 1 },
  );
  try {
    await migrateToLatest(handle.db);
    const filled = await fill(handle.db);
    return pg
      ? { database: pg.url, env: {}, filled, drop: pg.drop }
      : { database: { dataDir }, env: { NODE_ENV: 'development', SEED_DEMO: 'false' }, filled };
  } catch (error) {
    await pg?.drop();
    throw error;
  } finally {
    await handle.close();
  }
}
