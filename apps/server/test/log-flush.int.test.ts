import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, inject, it } from 'vitest';
import { embeddedDatabaseDir, openDatabase } from '../src/db/connection.js';
import { startServerProcess, type ServerProcess } from './faults/support/server-process.js';
import { runAdmin } from './support/run-admin.js';

// Decision 278: request lines are written off the request path (an asynchronous, buffered standard
// output); none may be lost when the process is told to stop right after answering.
const REQUESTS = 400;
const CONCURRENCY = 8;

const dataDir = mkdtempSync(join(tmpdir(), 'taxlens-log-flush-'));
let server: ServerProcess | undefined;
let dropDatabase = async () => {};
afterAll(async () => {
  await server?.kill('SIGKILL');
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * The server's database, a copy of the run's migrated template (migrating a new one takes the
 * server a minute on a loaded machine): on PostgreSQL when TEST_DATABASE_URL is set, else the
 * embedded database in the data folder, as `npm start` runs it (undefined: no DATABASE_URL).
 */
async function serverDatabase(): Promise<string | undefined> {
  const template = inject('databaseTemplates')?.migrated;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `taxlens_test_${randomBytes(6).toString('hex')}`;
    await runAdmin(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
    dropDatabase = async () => {
      await runAdmin(serverUrl, `drop database if exists ${name} with (force)`);
    };
    return Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  }
  if (template) {
    const files = new Blob([await readFile(template)]);
    const handle = await openDatabase({ pgliteDir: embeddedDatabaseDir(dataDir), pgliteFrom: files });
    await handle.close();
  }
  return undefined;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

type LogLine = { msg?: string; reqId?: string; req?: { url?: string }; signal?: string };

function logLines(output: string): LogLine[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
}

it('writes the line of every answered request before the process ends on SIGTERM', { timeout: 240_000 }, async () => {
  // Request lines at info, on a pipe (the parent reads the child's standard output).
  server = await startServerProcess({
    port: await freePort(),
    databaseUrl: await serverDatabase(),
    dataDir,
    env: { LOG_LEVEL: 'info' },
    readyWithinMs: 150_000,
  });
  let next = 0;
  const answered: number[] = [];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        const probe = next++;
        const response = await fetch(`${server!.url}/api/health?probe=${probe}`);
        expect(response.status).toBe(200);
        await response.arrayBuffer();
        answered.push(probe);
      }
    }),
  );
  // Right after the last answer, with the last lines still in the buffer.
  await server.kill('SIGTERM');

  expect(server.child.exitCode, server.output()).toBe(0);
  const lines = logLines(server.output());
  const probeLines = lines.filter((line) => line.msg === 'request completed' && line.req?.url?.includes('probe='));
  const probes = new Set(
    probeLines.map((line) => Number(new URL(line.req!.url!, server!.url).searchParams.get('probe'))),
  );
  const requestIds = new Set(probeLines.map((line) => line.reqId));
  expect(answered).toHaveLength(REQUESTS);
  expect(requestIds.size).toBe(REQUESTS);
  expect([...probes].sort((a, b) => a - b)).toEqual(answered.sort((a, b) => a - b));
  expect(lines).toContainEqual(expect.objectContaining({ msg: 'shutting down', signal: 'SIGTERM' }));
});
