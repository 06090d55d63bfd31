import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app.js';
import { openDatabase, type Database } from '../../apps/server/src/db/connection.js';
import { createUser } from '../../apps/server/src/demo/seed/factories.js';
import { createSession, SESSION_COOKIE } from '../../apps/server/src/platform/session-store.js';
import { benchConfig } from './secrets.js';
import { percentile, type Row } from './table.js';

export type InProcessApp = {
  db: Database;
  /** The signed-in lender admin's user id. */
  userId: string;
  /** Times GET `url` through the whole server (routing, session, access check, SQL, serialisation; no network). */
  time: (url: string) => Promise<number>;
  /** POSTs a body as the signed-in lender admin (with its CSRF token); answers the status code and body. */
  post: (url: string, body: Buffer, contentType: string) => Promise<{ statusCode: number; body: string }>;
  close: () => Promise<void>;
};

/** The server built in this process on a bench database, with a signed-in lender admin of `lenderId`. */
export async function openInProcessApp(databaseUrl: string, lenderId: string): Promise<InProcessApp> {
  const handle = await openDatabase({ databaseUrl, poolSize: 10 });
  const db = handle.db;
  const app: FastifyInstance = await buildApp({ config: benchConfig(databaseUrl), db, webDist: null, logger: false });
  await app.ready();
  const stamp = `${Date.now()}.${Math.floor(Math.random() * 1e6)}`;
  const user = await createUser(db, {
    username: `bench.inject.${stamp}`,
    passwordHash: null,
    lenders: [{ lenderId, role: 'ROLE_LENDERADMIN' }],
  });
  const session = await createSession(db, {
    userId: user.id,
    lenderId,
    ip: '127.0.0.1',
    userAgent: 'bench',
    now: new Date(),
    ttlSeconds: 3600,
    secondFactor: 'EMAIL_TOTP',
  });
  const headers = { cookie: `${SESSION_COOKIE}=${session.token}`, 'x-csrf-token': session.csrfToken };
  return {
    db,
    userId: user.id,
    time: async (url) => {
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url, headers });
      const elapsed = performance.now() - started;
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
      return elapsed;
    },
    post: async (url, body, contentType) => {
      const res = await app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': contentType },
        payload: body,
      });
      return { statusCode: res.statusCode, body: res.body };
    },
    close: async () => {
      await app.close();
      await db.deleteFrom('sessions').where('user_id', '=', user.id).execute();
      await handle.close();
    },
  };
}

/** Timed calls per URL (BENCH_ROUNDS), after warm-up calls that compile queries and fill caches. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const WARM_UP = 3;
/** Calls made per row, warm-up included (what a `before` write must be ready to do). */
export const CALLS_PER_ROW = ROUNDS + WARM_UP;

export type TimedCall = {
  url: string;
  targetP95Ms: number;
  /** Said after the URL in the row's measure (e.g. "after a write"). */
  note?: string;
  /** Run before each call, untimed (e.g. a write that makes a cached answer stale). */
  before?: () => Promise<unknown>;
};

/** A row of GET `call.url`'s p50 / p95 against a p95 target, called one at a time in this process. */
export async function timeCallRow(app: InProcessApp, benchmark: string, call: TimedCall): Promise<Row> {
  const times: number[] = [];
  for (let i = 0; i < CALLS_PER_ROW; i++) {
    await call.before?.();
    const elapsed = await app.time(call.url);
    if (i >= WARM_UP) times.push(elapsed);
  }
  const p95 = percentile(times, 95);
  return {
    benchmark,
    measure: `${call.url.replace('/api/', '')}${call.note ? ` ${call.note}` : ''} p50 / p95`,
    figure: `${percentile(times, 50).toFixed(1)} / ${p95.toFixed(1)} ms`,
    target: `p95 <= ${call.targetP95Ms} ms`,
    met: p95 <= call.targetP95Ms,
  };
}
