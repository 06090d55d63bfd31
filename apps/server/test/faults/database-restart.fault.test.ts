import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrivatePostgres, findPostgresBinaries, type PrivatePostgres } from './support/private-postgres.js';
import { createSeededDatabase, sessionHeaders, type SeededDatabase } from './support/seeded-database.js';
import { type ServerProcess, startServerProcess } from './support/server-process.js';

const PG_PORT = 55432;
const SERVER_PORT = 3511;
const bin = findPostgresBinaries();
if (!bin)
  console.warn(
    'SKIPPED database restart fault test: no PostgreSQL server binaries (initdb, pg_ctl) under /usr/lib/postgresql',
  );

/**
 * PostgreSQL restarts under a running portal: during the outage every call answers 503 in the one
 * error shape (quickly, not after a hang) and the ready probe says not ready; afterwards the same
 * process serves again without a restart.
 */
describe.skipIf(!bin)('PostgreSQL restart while the portal runs', () => {
  let postgres: PrivatePostgres;
  let database: SeededDatabase;
  let server: ServerProcess;
  let dataDir: string;
  let headers: Record<string, string>;

  beforeAll(async () => {
    postgres = createPrivatePostgres(bin!, PG_PORT);
    database = await createSeededDatabase(postgres.url);
    headers = await sessionHeaders(database.handle.db, 'lender.admin', 'Acme Capital');
    dataDir = mkdtempSync(join(tmpdir(), 'taxlens-fault-'));
    server = await startServerProcess({ port: SERVER_PORT, databaseUrl: database.url, dataDir });
  }, 120_000);

  afterAll(async () => {
    await server?.kill();
    await database?.handle.close();
    postgres?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (path: string) => fetch(`${server.url}${path}`, { headers, signal: AbortSignal.timeout(15_000) });
  const timed = async (path: string) => {
    const started = performance.now();
    const response = await get(path);
    return {
      status: response.status,
      body: (await response.json()) as { messages?: { key: string }[] },
      ms: performance.now() - started,
    };
  };

  it('answers 503 during the outage and serves again afterwards without a restart', async () => {
    expect((await timed('/api/myaccount/get')).status).toBe(200);
    expect((await timed('/api/ready')).status).toBe(200);

    postgres.stop();
    for (const path of ['/api/ready', '/api/myaccount/get', '/api/dashboard/portfolio', '/api/portfolio/clients']) {
      const answer = await timed(path);
      expect(answer.status, `${path} during the outage: ${JSON.stringify(answer.body)}\n${server.output()}`).toBe(503);
      expect(answer.body.messages?.[0]?.key, path).toMatch(/^(DATABASE_UNAVAILABLE|SERVICE_UNAVAILABLE)$/);
      expect(answer.ms, `${path} answered after ${answer.ms} ms`).toBeLessThan(8_000);
    }

    postgres.start();
    const deadline = Date.now() + 20_000;
    let last = { status: 0 };
    while (Date.now() < deadline) {
      last = await timed('/api/myaccount/get');
      if (last.status === 200) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(last.status, server.output()).toBe(200);
    expect((await timed('/api/ready')).status).toBe(200);
    expect((await timed('/api/dashboard/portfolio')).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
    // The outage is logged as warnings (requests, outbox, jobs), never as a failed request's stack.
    expect(server.output()).not.toMatch(/"level":50/);
  }, 90_000);
});
