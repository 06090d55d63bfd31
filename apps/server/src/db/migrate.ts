import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Database } from './connection.js';
import * as m001 from './migrations/001-platform.js';
import * as m002 from './migrations/002-portfolio.js';

// Listed in code (not read from a folder) so the same list runs under tsx, tests and bundlers.
const migrations: Record<string, Migration> = {
  '001-platform': m001,
  '002-portfolio': m002,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Database): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
