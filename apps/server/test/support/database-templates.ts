import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/connection.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { seedDemo } from '../../src/demo/seed/seed-demo.js';
import { runAdmin } from './run-admin.js';

/** The PII key of the tests' configuration (testConfig), which the seeded template's clients are encrypted with. */
export const TEST_PII_KEY_HEX = '11'.repeat(32);

/** What a test database starts as: only migrated, or migrated and demo-seeded. */
export type DatabaseStart = 'migrated' | 'seeded';

/** Where the ready-made databases are: PGlite tarballs, or template databases on the PostgreSQL server. */
export type DatabaseTemplates = Record<DatabaseStart, string>;

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * Absent in the projects that build none (createTestDatabase then builds each database itself);
     * the fast tier builds only the migrated one (test/fast, docs/decisions/271).
     */
    databaseTemplates?: Partial<DatabaseTemplates>;
  }
}

const seed = (db: Parameters<typeof seedDemo>[0]) => seedDemo(db, { piiKey: Buffer.from(TEST_PII_KEY_HEX, 'hex') });

/**
 * Global setup of the integration suite: builds once the databases every test file starts from, a
 * migrated one and a demo-seeded one (createTestDatabase copies them). On the embedded database they
 * are tarballs of PGlite's files; on PostgreSQL (TEST_DATABASE_URL), template databases, dropped
 * afterwards. The demo is seeded as of the run's start, which a run's length does not change in any
 * way a test reads (its timeline is in days).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const built = serverUrl ? await buildServerTemplates(serverUrl) : await buildEmbeddedTemplates();
  project.provide('databaseTemplates', built.templates);
  return built.remove;
}

/** PGlite tarballs of the databases named (the seeded one only when asked): migrated once, then dumped. */
export async function buildEmbeddedTemplates(seeded = true) {
  const dir = mkdtempSync(join(tmpdir(), 'taxlens-test-templates-'));
  const handle = await openDatabase({ pgliteDir: 'memory://' });
  try {
    const templates: Partial<DatabaseTemplates> = { migrated: join(dir, 'migrated.tar') };
    await migrateToLatest(handle.db);
    await writeFile(templates.migrated!, Buffer.from(await (await handle.dumpFiles!()).arrayBuffer()));
    if (seeded) {
      templates.seeded = join(dir, 'seeded.tar');
      await seed(handle.db);
      await writeFile(templates.seeded, Buffer.from(await (await handle.dumpFiles!()).arrayBuffer()));
    }
    return { templates, remove: async () => rmSync(dir, { recursive: true, force: true }) };
  } finally {
    await handle.close();
  }
}

async function buildServerTemplates(serverUrl: string) {
  const prefix = `taxlens_template_${randomBytes(6).toString('hex')}`;
  const templates: DatabaseTemplates = { migrated: `${prefix}_migrated`, seeded: `${prefix}_seeded` };
  const remove = async () => {
    for (const name of Object.values(templates))
      await runAdmin(serverUrl, `drop database if exists ${name} with (force)`);
  };
  try {
    for (const [start, name] of Object.entries(templates)) {
      await runAdmin(serverUrl, `create database ${name}`);
      // Closed before any copy is made: PostgreSQL copies a template only while nobody is connected to it.
      const handle = await openDatabase({
        databaseUrl: Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString(),
        poolSize: 1,
      });
      try {
        await migrateToLatest(handle.db);
        if (start === 'seeded') await seed(handle.db);
        // Left to itself, autovacuum analyses the fresh tables while tests run, in a transaction of
        // its own: the event stream's consumers (rightly) wait behind it, and their tests time out.
        await sql`vacuum analyze`.execute(handle.db);
      } finally {
        await handle.close();
      }
      await untilNobodyConnected(serverUrl, name);
    }
  } catch (error) {
    await remove();
    throw error;
  }
  return { templates, remove };
}

/** pg's pool.end() resolves before its sockets have closed; a copy made meanwhile would be refused. */
async function untilNobodyConnected(serverUrl: string, name: string) {
  for (let tries = 0; tries < 100; tries++) {
    const [row] = await runAdmin<{ n: number }>(
      serverUrl,
      `select count(*)::int as n from pg_stat_activity where datname = '${name}'`,
    );
    if (row?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Connections to the template database ${name} stayed open`);
}
