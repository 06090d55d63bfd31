import type { PGlite, Transaction } from '@electric-sql/pglite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type Kysely,
} from 'kysely';
import { databaseTimings } from './timings.js';

/**
 * PGlite is a single database session. Kysely would otherwise hand that one session to every
 * caller at once, so a query of request B could run inside request A's open transaction and be
 * rolled back with it. This driver hands out the session to one caller at a time (a mutex, like
 * Kysely's own SQLite driver): a transaction holds it until commit or rollback.
 */
class ConnectionMutex {
  #tail: Promise<void> = Promise.resolve();

  async lock(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((r) => (release = r));
    const previous = this.#tail;
    this.#tail = previous.then(() => next);
    await previous;
    return release;
  }
}

/**
 * The longest stretch of statements run back to back before the event loop gets a turn. PGlite runs a
 * statement in WebAssembly on the main thread and answers through a resolved promise, not through
 * I/O: a loop of statements (an event consumer's batches, a job's batch) never lets the event loop
 * poll, so no request is even read until the loop ends (decision 292).
 */
const TURN_EVERY_MS = 10;

/** When the event loop last went round (its check phase ran), watched with one setImmediate at a time. */
class EventLoopTurns {
  #last = performance.now();
  #watching = false;

  /** Before taking the session: a turn of the event loop when statements have held it for TURN_EVERY_MS. */
  async beforeStatement(): Promise<void> {
    if (!this.#watching) {
      this.#watching = true;
      setImmediate(() => {
        this.#watching = false;
        this.#last = performance.now();
      });
    }
    // The same turn as platform/yield-turn.ts (db/ sits under platform/ and cannot import it).
    if (performance.now() - this.#last >= TURN_EVERY_MS) await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly db: PGlite | Transaction) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.db.query<R>(compiled.sql, compiled.parameters as unknown[]);
    const affected = result.affectedRows;
    return {
      rows: result.rows,
      ...(affected !== undefined ? { numAffectedRows: BigInt(affected) } : {}),
    };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported on the embedded database');
  }
}

class PGliteDriver implements Driver {
  readonly #mutex = new ConnectionMutex();
  readonly #releases = new WeakMap<DatabaseConnection, () => void>();
  readonly #turns = new EventLoopTurns();

  constructor(private readonly pglite: PGlite) {}

  async init(): Promise<void> {
    await this.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    // Between two holders of the session, never inside a transaction: what a transaction reads and
    // writes stays one stretch, as before; a run of statements or transactions lets the loop turn.
    await this.#turns.beforeStatement();
    const start = performance.now();
    const release = await this.#mutex.lock();
    // The one session is this database's pool: the wait for it is the pool wait of GET /metrics.
    databaseTimings().poolWait('pglite', (performance.now() - start) / 1000);
    // A fresh wrapper per acquisition, so each holder is released exactly once.
    const connection = new PGliteConnection(this.pglite);
    this.#releases.set(connection, release);
    return connection;
  }

  async beginTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(conn: DatabaseConnection): Promise<void> {
    this.#releases.get(conn)?.();
    this.#releases.delete(conn);
  }

  async destroy(): Promise<void> {
    await this.pglite.close();
  }
}

export class SerializedPGliteDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pglite);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}
