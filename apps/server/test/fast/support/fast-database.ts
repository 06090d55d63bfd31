import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../../src/db/connection.js';

/**
 * A migrated PGlite database of the test file's own, loaded from the run's tarball (PGlite's
 * loadDataDir): no app, no server, real SQL (docs/decisions/271). Always embedded, whatever
 * TEST_DATABASE_URL says: the integration tier is where PostgreSQL is proved.
 */
export async function openMigratedDatabase(): Promise<DatabaseHandle> {
  const template = inject('databaseTemplates')?.migrated;
  if (!template) throw new Error('No migrated template: run the fast tier as its vitest project (npm run test:fast)');
  return openDatabase({ pgliteDir: 'memory://', pgliteFrom: new Blob([await readFile(template)]) });
}
