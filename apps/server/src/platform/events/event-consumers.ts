import type { FastifyBaseLogger } from 'fastify';
import type { DomainEventType } from '@taxlens/contracts';
import type { Database } from '../../db/connection.js';
import type { Clock } from '../clock.js';
import { yieldTurn } from '../yield-turn.js';
import {
  anyConsumerBehind,
  type EventRow,
  insertConsumerFailure,
  lockConsumerPosition,
  openSavepoint,
  readEventsAfter,
  registerConsumer,
  releaseSavepoint,
  rollbackToSavepoint,
  updateConsumerPosition,
} from './event-consumers-repo.js';

const BATCH = 50;
/**
 * A round runs every consumer's batch at least this often even when the stream has nothing new for them:
 * an after-batch step that failed (alert rules' delivery) is tried again without waiting for an event.
 */
const FULL_ROUND_MS = 30_000;
/** After this many failed tries an event is set aside for this consumer (event_consumer_failures). */
const MAX_FAILURES = 8;

export type StoredEvent = {
  id: number;
  eventId: string;
  type: DomainEventType;
  version: number;
  lenderId: string;
  test: boolean;
  payload: unknown;
  occurredAt: Date;
};

/**
 * A consumer of the stream. `handle` runs in the transaction that moves the consumer's position past
 * the event, so what it writes to the database happens once per event; what it does outside
 * (a log line, later an HTTP call) happens at least once.
 */
export type EventConsumer = {
  name: string;
  /**
   * The event types `handle` acts on; the stream passes over the others without a savepoint or a call
   * (a 10,000-row import writes 10,000 `client.created` that most consumers ignore, decision 292).
   * Left out: every type.
   */
  types?: ReadonlySet<DomainEventType>;
  handle: (trx: Database, event: StoredEvent, now: Date) => Promise<void>;
  /**
   * Runs after each batch, in its transaction, for work that looks at the batch as a whole (alert
   * rules send one digest per batch). A failure is logged and undone alone; the batch still counts.
   */
  afterBatch?: (trx: Database, now: Date) => Promise<void>;
};

export type EventConsumers = { drain: () => Promise<number> };

export function createEventConsumers(deps: {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  consumers: readonly EventConsumer[];
}): EventConsumers {
  const { db, clock, log, consumers } = deps;
  let registered: Promise<void> | undefined;

  const register = () =>
    (registered ??= (async () => {
      for (const c of consumers) {
        await registerConsumer(db, c.name);
      }
    })().catch((error: unknown) => {
      registered = undefined;
      throw error;
    }));

  // One batch for one consumer, in one transaction holding the consumer's row: two instances never
  // run the same consumer at once (the second skips it), and the position moves with the work.
  async function runBatch(consumer: EventConsumer): Promise<number> {
    return db.transaction().execute(async (trx) => {
      const now = clock.now();
      const position = await lockConsumerPosition(trx, consumer.name);
      if (!position || (position.retry_at && position.retry_at > now)) return 0;
      // Only transactions older than every one running in this database (decision 233).
      const rows = await readEventsAfter(trx, position, BATCH);
      let last: EventRow | undefined;
      for (const row of rows) {
        if (consumer.types && !consumer.types.has(row.type as DomainEventType)) {
          last = row;
          continue;
        }
        await openSavepoint(trx, 'consume_event');
        try {
          await consumer.handle(trx, toStoredEvent(row), now);
          await releaseSavepoint(trx, 'consume_event');
          last = row;
        } catch (error) {
          await rollbackToSavepoint(trx, 'consume_event');
          await recordFailure(trx, consumer.name, position, row, last, error, now);
          return last ? 1 : 0;
        }
      }
      if (consumer.afterBatch) await runAfterBatch(trx, consumer, now);
      if (last) {
        await updateConsumerPosition(trx, consumer.name, {
          last_tx_id: last.tx_id,
          last_event_id: last.id,
          failing_event_id: null,
          failures: 0,
          retry_at: null,
          last_error: null,
          updated_at: now,
        });
      }
      return rows.length;
    });
  }

  async function runAfterBatch(trx: Database, consumer: EventConsumer, now: Date) {
    await openSavepoint(trx, 'after_batch');
    try {
      await consumer.afterBatch!(trx, now);
      await releaseSavepoint(trx, 'after_batch');
    } catch (error) {
      await rollbackToSavepoint(trx, 'after_batch');
      log.warn(
        { consumer: consumer.name, err: String(error) },
        'event consumer: after-batch work failed; it is tried again after the next batch (within 30 s)',
      );
    }
  }

  // Keeps what succeeded before the failing event; retries it later, with a growing pause, and sets
  // it aside after MAX_FAILURES so one bad event cannot stop the consumer for good.
  async function recordFailure(
    trx: Database,
    name: string,
    position: { failing_event_id: number | null; failures: number },
    failed: EventRow,
    lastDone: EventRow | undefined,
    error: unknown,
    now: Date,
  ) {
    const failures = position.failing_event_id === failed.id ? position.failures + 1 : 1;
    log.warn({ consumer: name, eventId: failed.event_id, failures, err: String(error) }, 'event consumer failed');
    const base = lastDone ? { last_tx_id: lastDone.tx_id, last_event_id: lastDone.id } : {};
    if (failures >= MAX_FAILURES) {
      await insertConsumerFailure(trx, name, failed.id, String(error).slice(0, 500));
      await updateConsumerPosition(trx, name, {
        last_tx_id: failed.tx_id,
        last_event_id: failed.id,
        failing_event_id: null,
        failures: 0,
        retry_at: null,
        last_error: String(error).slice(0, 500),
        updated_at: now,
      });
      return;
    }
    await updateConsumerPosition(trx, name, {
      ...base,
      failing_event_id: failed.id,
      failures,
      retry_at: new Date(now.getTime() + 2 ** failures * 1000),
      last_error: String(error).slice(0, 500),
      updated_at: now,
    });
  }

  const names = consumers.map((c) => c.name);
  let lastFullRound = Number.NEGATIVE_INFINITY;

  return {
    async drain() {
      await register();
      const now = clock.now();
      // Most rounds find nothing: one query says so (decision 332).
      if (now.getTime() - lastFullRound < FULL_ROUND_MS && !(await anyConsumerBehind(db, names, now))) return 0;
      lastFullRound = now.getTime();
      let total = 0;
      let first = true;
      for (const consumer of consumers) {
        for (;;) {
          // A batch is one short transaction; other callers go between two (decisions 276, 332).
          if (!first) await yieldTurn();
          first = false;
          const n = await runBatch(consumer);
          total += n;
          if (n < BATCH) break;
        }
      }
      return total;
    },
  };
}

function toStoredEvent(row: EventRow): StoredEvent {
  return {
    id: row.id,
    eventId: row.event_id,
    type: row.type as DomainEventType,
    version: row.version,
    lenderId: row.lender_id,
    test: row.test,
    payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload,
    occurredAt: row.occurred_at,
  };
}
