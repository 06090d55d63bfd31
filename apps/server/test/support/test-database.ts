import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/db/connection.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { seedDemo } from '../../src/demo/seed/seed-demo.js';
import { type DatabaseStart, TEST_PII_KEY_HEX } from './database-templates.js';
import { runAdmin } from './run-admin.js';

export type TestDatabase = { db: Database; kind: 'pglite' | 'postgres'; close: () => Promise<void> };

/**
 * A database of its own for one test file: an in-memory PGlite by default, or a fresh database on
 * the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close), so the same tests prove
 * both dialects. It is a copy of the run's template when there is one (migrating and seeding every
 * file's database took most of the suite's time), else built here.
 */
export async function createTestDatabase(start: DatabaseStart = 'migrated'): Promise<TestDatabase> {
  const template = inject('databaseTemplates')?.[start];
  const serverUrl = process.env.TEST_DATABASE_URL;
  const database = serverUrl ? await createServerDatabase(serverUrl, template) : await createEmbeddedDatabase(template);
  if (template) return database;
  try {
    await migrateToLatest(database.db);
    if (start === 'seeded') await seedDemo(database.db, { piiKey: Buffer.from(TEST_PII_KEY_HEX, 'hex') });
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

async function createEmbeddedDatabase(templateFile: string | undefined): Promise<TestDatabase> {
  const files = templateFile ? new Blob([await readFile(templateFile)]) : undefined;
  return openDatabase({ pgliteDir: 'memory://', ...(files ? { pgliteFrom: files } : {}) });
}

async function createServerDatabase(serverUrl: string, templateName: string | undefined): Promise<TestDatabase> {
  const name = `taxlens_test_${randomBytes(6).toString('hex')}`;
  await runAdmin(serverUrl, `create database ${name}${templateName ? ` template ${templateName}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({
    databaseUrl: url.toString(),
    poolSize: 5,
    // pg's pool.end() resolves before its sockets have closed, so `drop ... with (force)` below can
    // still terminate one of them: that is expected here, and the pool reports it rather than throwing.
    onIdleConnectionError: () => {},
  });
  return {
    db: handle.db,
    kind: 'postgres',
    close: async () => {
      await handle.close();
      await runAdmin(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
