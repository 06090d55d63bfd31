import { randomBytes } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/connection.js';
import { isDatabaseUnavailable } from '../src/platform/database-errors.js';
import { runAdmin } from './support/run-admin.js';

const serverUrl = process.env.TEST_DATABASE_URL;

// Only a server PostgreSQL can drop a connection under the pool; the embedded database has none.
describe.skipIf(!serverUrl)('server PostgreSQL drops the pool’s connections, idle or in use', () => {
  const name = `taxlens_test_conn_${randomBytes(6).toString('hex')}`;
  const reported: Error[] = [];
  let handle: DatabaseHandle;

  beforeAll(async () => {
    await runAdmin(serverUrl!, `create database ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    handle = await openDatabase({
      databaseUrl: url.toString(),
      poolSize: 3,
      onIdleConnectionError: (e) => reported.push(e),
    });
  });
  afterAll(async () => {
    await handle.close();
    await runAdmin(serverUrl!, `drop database if exists ${name} with (force)`);
  });

  it('reports the loss instead of crashing, and the next query opens a new connection', async () => {
    // Three parallel queries leave three idle connections in the pool.
    await Promise.all([1, 2, 3].map((n) => sql`select pg_sleep(0.05), ${n}::int as n`.execute(handle.db)));
    const killed = await runAdmin<{ n: number }>(
      serverUrl!,
      `select count(*)::int as n from (select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}') t`,
    );
    expect(killed[0]?.n).toBe(3);
    for (let i = 0; i < 100 && reported.length < 3; i++) await new Promise((r) => setTimeout(r, 20));

    expect(reported).toHaveLength(3);
    expect(reported[0]!.message).toMatch(/terminat/i);
    const after = await sql<{ ok: number }>`select 1 as ok`.execute(handle.db);
    expect(after.rows).toEqual([{ ok: 1 }]);
  });

  it('survives the server closing a connection in use: the transaction fails, nothing is thrown uncaught, and the next query works', async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      const ended = handle.db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        await runAdmin(serverUrl!, `select pg_terminate_backend(${Number(rows[0]!.pid)})`);
        // Between two statements the connection is in use but idle: the pool does not listen to it then.
        await new Promise((r) => setTimeout(r, 300));
        await sql`select 1`.execute(trx);
      });
      await expect(ended).rejects.toThrow();
      await new Promise((r) => setTimeout(r, 100));
      expect(uncaught).toEqual([]);
      expect((await sql<{ ok: number }>`select 1 as ok`.execute(handle.db)).rows).toEqual([{ ok: 1 }]);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });

  it('lets a query wait for a busy pool longer than a connection may take to open', async () => {
    const single = await openDatabase({ databaseUrl: new URL(`/${name}`, serverUrl!).toString(), poolSize: 1 });
    try {
      // The only connection is busy for 6 s, past the 5 s connect timeout: the queued query waits.
      const busy = sql`select pg_sleep(6)`.execute(single.db);
      const queued = sql<{ ok: number }>`select 1 as ok`.execute(single.db);
      await busy;
      expect((await queued).rows).toEqual([{ ok: 1 }]);
    } finally {
      await single.close();
    }
  }, 20_000);
});

describe('a database server that accepts but never answers', () => {
  let silent: Server;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        silent.close(() => resolve());
      }),
  );

  it('fails the query within the connect timeout, as an unavailable database (503)', async () => {
    const { port } = silent.address() as { port: number };
    const handle = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${port}/none`, poolSize: 1 });
    const started = Date.now();
    try {
      const error = await sql`select 1`.execute(handle.db).then(
        () => null,
        (e: unknown) => e,
      );
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(Date.now() - started).toBeGreaterThanOrEqual(4_500);
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await handle.close();
    }
  }, 20_000);
});
