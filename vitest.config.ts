import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Projects: `unit` (pure logic, server and web), `fast` (services and repositories on a migrated
// PGlite copied per file, no app: docs/decisions/271), `integration` and `integration-mocks` (the server
// through app.inject on a real database: PGlite by default, PostgreSQL when TEST_DATABASE_URL is set), `cluster` (two
// instances behind nginx on PostgreSQL, `npm run test:cluster`) and `faults` (killed instances, a
// restarted PostgreSQL, fuzzing, `npm run test:faults`; docs/decisions/117). The last two are not
// part of `npm test`: CI runs them on PostgreSQL as steps of their own.
/** Integration files that use vi.mock: they run apart, isolated (see the `integration` project). */
const MOCKING_INTEGRATION_FILES = readdirSync('apps/server/test', { recursive: true, encoding: 'utf8' })
  .map((file) => `apps/server/test/${file}`)
  .filter((file) => file.endsWith('.int.test.ts') && readFileSync(file, 'utf8').includes('vi.mock('));

/**
 * Vitest runs one worker on 2 CPUs by default; integration files wait on their databases much of the
 * time, so a second worker took the embedded suite from 576 s to 377 s (bench/RESULTS.md). Files on
 * one PostgreSQL server no longer hold back each other's event streams (decision 233). The unit
 * project takes two as well: its few slow files (OCR, PDFs) no longer hold back the hundred quick ones.
 */
const TWO_WORKERS_AT_LEAST = Math.max(2, availableParallelism() - 1);

/** A test that writes to console.error or console.warn fails (docs/decisions/271); a test expecting one spies on it. */
const CONSOLE_GUARD = ['vitest.console-guard.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'apps/web/build/**/*.test.ts',
          ],
          environment: 'node',
          setupFiles: CONSOLE_GUARD,
          // The form-check library's files read PDFs and run OCR for most of the project's time; a
          // second worker runs the other files beside them.
          maxWorkers: TWO_WORKERS_AT_LEAST,
        },
      },
      {
        extends: true,
        test: {
          name: 'fast',
          include: ['apps/server/test/fast/**/*.fast.test.ts'],
          environment: 'node',
          // Migrated once per run; each file loads a copy of the files (PGlite's loadDataDir).
          globalSetup: ['apps/server/test/fast/support/migrated-template.ts'],
          setupFiles: CONSOLE_GUARD,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['apps/server/test/**/*.int.test.ts'],
          exclude: MOCKING_INTEGRATION_FILES,
          environment: 'node',
          // Every file's database is a copy of one migrated, demo-seeded database built once per run.
          globalSetup: ['apps/server/test/support/database-templates.ts'],
          setupFiles: CONSOLE_GUARD,
          // The server's modules are loaded once per worker, not once per file (that took a third of
          // the suite's time): each file still builds its own app on its own database.
          isolate: false,
          maxWorkers: TWO_WORKERS_AT_LEAST,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // Files that replace a module of the server (vi.mock) need modules of their own.
          name: 'integration-mocks',
          include: MOCKING_INTEGRATION_FILES,
          environment: 'node',
          setupFiles: CONSOLE_GUARD,
          maxWorkers: TWO_WORKERS_AT_LEAST,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'cluster',
          include: ['apps/server/test/cluster/**/*.cluster.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/cluster/global-setup.ts'],
          // One file at a time: nginx's turn-taking is only visible to requests made one after another.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'faults',
          include: ['apps/server/test/faults/**/*.fault.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 120_000,
          // Each file starts servers and databases of its own; one at a time keeps timings honest on 2 CPUs.
          fileParallelism: false,
        },
      },
    ],
  },
});
