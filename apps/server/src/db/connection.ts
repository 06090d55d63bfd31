import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, type KyselyPlugin, type LogEvent, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './schema.js';
import type { Database } from './database.js';
import { SerializedPGliteDialect } from './pglite-dialect.js';
import { createPGliteChangeChannel, createPostgresChangeChannel, registerChangeChannel } from './change-channel.js';
import { databaseTimings } from './timings.js';

export type { Database } from './database.js';

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** The embedded database's files as a tarball, to start another from (`pgliteFrom`); tests use it. */
  dumpFiles?: () => Promise<Blob>;
};

const INT8 = 20;
const DATE = 1082;
// Counts and sums come back as int8; every value we store fits a JS number (cents included).
pg.types.setTypeParser(INT8, (v) => Number(v));
// Calendar dates stay 'YYYY-MM-DD' strings: a Date would shift with the server's time zone.
pg.types.setTypeParser(DATE, (v) => v);

export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  /** Directory of the embedded database; `memory://` keeps it in memory (tests). */
  pgliteDir?: string;
  /**
   * Files of an embedded database to start from (a `dumpFiles` tarball) instead of an empty one:
   * the tests' migrated, demo-seeded copy opens in about a fifth of the time initdb takes.
   */
  pgliteFrom?: Blob;
  poolSize?: number;
  /**
   * Told when the server drops an idle pooled connection (a restart, a failover, an admin's
   * terminate). pg would otherwise raise it as an uncaught error and take the process down;
   * the pool simply opens a new connection for the next query.
   */
  onIdleConnectionError?: (error: Error) => void;
};

/** How long opening a connection may take before the server counts as unreachable. */
const CONNECT_TIMEOUT_MS = 5_000;
/**
 * How long a query may wait for a free pooled connection. Waiting is normal under load, so this is
 * far longer than the connect timeout: a busy portal answers slowly instead of shedding requests
 * as 503 (docs/decisions/117). It still bounds the wait if every connection hangs.
 */
const POOL_WAIT_MS = 30_000;

/**
 * pg uses one setting, `connectionTimeoutMillis`, both for the pool's queue and for opening a
 * connection; this client keeps its own connect timeout so the two can differ.
 */
class ClientWithConnectTimeout extends pg.Client {
  constructor(config?: pg.ClientConfig) {
    super({ ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // While the database is unreachable a request fails within the connect timeout and answers
      // 503, instead of hanging until the client gives up (docs/decisions/117).
      Client: ClientWithConnectTimeout,
      connectionTimeoutMillis: POOL_WAIT_MS,
      // Notices a peer that vanished without closing the connection (a failover, a dropped network).
      keepAlive: true,
    });
    pool.on('error', (error) => options.onIdleConnectionError?.(error));
    const db = new Kysely<DB>({
      dialect: new PostgresDialect({ pool: withTimedConnect(pool) }),
      log: recordQueryTime('postgres'),
    });
    registerChangeChannel(db, createPostgresChangeChannel(options.databaseUrl, CONNECT_TIMEOUT_MS));
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const dir = options.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const pglite = await PGlite.create(dir, {
    ...(options.pgliteFrom ? { loadDataDir: options.pgliteFrom } : {}),
    extensions: { citext, pg_trgm },
    parsers: { [INT8]: (v: string) => Number(v), [DATE]: (v: string) => v },
  });
  const db = new Kysely<DB>({ dialect: new SerializedPGliteDialect(pglite), log: recordQueryTime('pglite') });
  registerChangeChannel(db, createPGliteChangeChannel(pglite, db));
  singleSession.add(db);
  return { db, kind: 'pglite', close: () => db.destroy(), dumpFiles: () => pglite.dumpDataDir('none') };
}

/** Each query's time on its connection, for GET /metrics (the wait for the connection is apart). */
function recordQueryTime(database: DatabaseHandle['kind']) {
  return (event: LogEvent): void => {
    databaseTimings().query(database, event.level === 'query' ? 'ok' : 'error', event.queryDurationMillis / 1000);
  };
}

/** The pool as Kysely sees it, timing how long each query waits for a connection (GET /metrics). */
function withTimedConnect(pool: pg.Pool) {
  const guarded = new WeakSet<pg.PoolClient>();
  return {
    connect: async () => {
      const start = performance.now();
      const client = await pool.connect();
      databaseTimings().poolWait('postgres', (performance.now() - start) / 1000);
      // The pool listens for errors only while a connection is idle; one in use whose server goes away
      // (a restart, a failover) emits 'error' with nobody listening, and the process would crash. The
      // query in flight, or the next one, fails by itself (503), and the broken connection is dropped
      // when it is released.
      if (!guarded.has(client)) {
        guarded.add(client);
        client.on('error', () => {});
      }
      return client;
    },
    end: () => pool.end(),
  };
}

const singleSession = new WeakSet<Database>();

/**
 * True for the embedded database: one session behind a mutex, so a transaction held open (a
 * cursor over a long export) holds every other caller too (decision 276).
 */
export function holdsOneSession(db: Database): boolean {
  return singleSession.has(db);
}

/** The database with a Kysely plugin added: the same sessions, so the same answer to holdsOneSession. */
export function withKyselyPlugin(db: Database, plugin: KyselyPlugin): Database {
  const plugged = db.withPlugin(plugin);
  if (singleSession.has(db)) singleSession.add(plugged);
  return plugged;
}

export function embeddedDatabaseDir(dataDir: string): string {
  return join(dataDir, 'pglite');
}
