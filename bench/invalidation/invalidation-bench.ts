import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app.js';
import { openDatabase, type DatabaseHandle } from '../../apps/server/src/db/connection.js';
import { migrateToLatest } from '../../apps/server/src/db/migrate.js';
import { createLender, createUser } from '../../apps/server/src/demo/seed/factories.js';
import { createSession, hashSessionToken, SESSION_COOKIE } from '../../apps/server/src/platform/session-store.js';
import type { Benchmark } from '../support/benchmark.js';
import { createThrowawayDatabase } from '../support/database.js';
import { benchConfig } from '../support/secrets.js';
import { atMost, info, percentile, type Row } from '../support/table.js';

const ROUNDS = Number(process.env.BENCH_INVALIDATION_ROUNDS ?? 200);
const TARGET_MS = 100;
/** A refusal not seen by then counts as lost (the figure then says so). */
const GIVE_UP_MS = 5_000;

type Instance = { app: FastifyInstance; handle: DatabaseHandle };

async function startInstance(url: string): Promise<Instance> {
  const handle = await openDatabase({ databaseUrl: url, poolSize: 4 });
  const app = await buildApp({ config: benchConfig(url), db: handle.db, webDist: null, logger: false });
  await app.ready();
  const started = performance.now();
  while (!app.ctx.callers.live()) {
    if (performance.now() - started > GIVE_UP_MS) throw new Error('The change listener did not come up');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return { app, handle };
}

/**
 * Decision 146: how long after a commit made outside the app (its own connection, no service) on one instance's connection another instance
 * refuses the caller it had in memory. Two instances in this process, each with its own pool and
 * listener, on one PostgreSQL database; alternately a session deleted and a role lowered.
 */
export const invalidationBenchmark: Benchmark = {
  name: 'invalidation',
  about: `${ROUNDS} changes written outside the app on one instance's pool, time to refusal on another (PostgreSQL)`,
  async run(ctx) {
    const database = await createThrowawayDatabase('invalidation');
    const instances: Instance[] = [];
    try {
      const setup = await openDatabase({ databaseUrl: database.url, poolSize: 2 });
      await migrateToLatest(setup.db).finally(() => setup.close());
      const writer = await startInstance(database.url);
      instances.push(writer);
      const reader = await startInstance(database.url);
      instances.push(reader);
      const db = writer.handle.db;
      const lender = await createLender(db, { companyName: 'Invalidation Lender' });
      const user = await createUser(db, {
        username: 'invalidation.admin',
        passwordHash: null,
        f2aType: 'EMAIL_TOTP',
        lenders: [{ lenderId: lender.id, role: 'ROLE_LENDERADMIN' }],
      });
      const elapsed: number[] = [];
      let lost = 0;
      for (let round = 0; round < ROUNDS; round++) {
        const byRole = round % 2 === 1;
        if (byRole)
          await db
            .updateTable('user_lenders')
            .set({ role: 'ROLE_LENDERADMIN' })
            .where('user_id', '=', user.id)
            .execute();
        const session = await createSession(db, {
          userId: user.id,
          lenderId: lender.id,
          ip: '127.0.0.1',
          userAgent: 'bench',
          now: new Date(),
          ttlSeconds: 3600,
          secondFactor: 'EMAIL_TOTP',
        });
        const headers = { cookie: `${SESSION_COOKIE}=${session.token}`, 'x-csrf-token': session.csrfToken };
        const url = byRole ? '/api/users/lenderadmin?limit=1' : '/api/myaccount/settings';
        const status = async () => (await reader.app.inject({ method: 'GET', url, headers })).statusCode;
        // Heard every earlier change first, so none of them lands during the load it would spoil.
        await reader.app.ctx.callers.settle();
        const primed = await status();
        if (primed !== 200 || !reader.app.ctx.callers.principals.get(hashSessionToken(session.token))) {
          throw new Error(`The reader did not remember the caller (${url} answered ${primed})`);
        }
        if (byRole)
          await db.updateTable('user_lenders').set({ role: 'ROLE_VIEWER' }).where('user_id', '=', user.id).execute();
        else await db.deleteFrom('sessions').where('id', '=', hashSessionToken(session.token)).execute();
        const committed = performance.now();
        for (;;) {
          if ((await status()) !== 200) {
            elapsed.push(performance.now() - committed);
            break;
          }
          if (performance.now() - committed > GIVE_UP_MS) {
            lost++;
            break;
          }
          await new Promise((resolve) => setImmediate(resolve));
        }
      }
      const p50 = percentile(elapsed, 50);
      const p99 = percentile(elapsed, 99);
      ctx.log(
        `  invalidation: ${elapsed.length} refusals, p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${Math.max(...elapsed).toFixed(1)} ms${lost ? `, ${lost} not refused within ${GIVE_UP_MS} ms` : ''}`,
      );
      const rows: Row[] = [
        info('invalidation', 'commit -> refusal on another instance, p50', `${p50.toFixed(1)} ms`),
        atMost('invalidation', 'commit -> refusal on another instance, p99', p99, TARGET_MS, 'ms'),
      ];
      if (lost)
        rows.push({
          benchmark: 'invalidation',
          measure: `not refused within ${GIVE_UP_MS} ms`,
          figure: String(lost),
          target: '0',
          met: false,
        });
      return rows;
    } finally {
      for (const instance of instances.reverse()) {
        await instance.app.close();
        await instance.handle.close();
      }
      await database.drop();
    }
  },
};
