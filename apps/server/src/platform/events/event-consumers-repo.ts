import { sql } from 'kysely';
import type { Database } from '../../db/connection.js';

export type EventRow = {
  id: number;
  event_id: string;
  type: string;
  version: number;
  lender_id: string;
  test: boolean;
  payload: unknown;
  occurred_at: Date;
  tx_id: string;
};

export async function registerConsumer(db: Database, name: string): Promise<void> {
  await db
    .insertInto('event_consumers')
    .values({ name })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

/** The consumer's position, its row locked for this transaction; undefined when another instance holds it. */
export async function lockConsumerPosition(trx: Database, name: string) {
  return trx
    .selectFrom('event_consumers')
    .selectAll()
    .where('name', '=', name)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
}

/**
 * The next events after a position. Only transactions older than every one running in this database
 * (decision 233): an event whose transaction started earlier but commits later than one already read
 * would otherwise be stepped over. A sub-select, so the horizon is computed once, not per row.
 */
export async function readEventsAfter(
  trx: Database,
  position: { last_tx_id: string; last_event_id: number },
  limit: number,
): Promise<EventRow[]> {
  const { rows } = await sql<EventRow>`
        select id, event_id, type, version, lender_id::text as lender_id, test, payload, occurred_at, tx_id::text as tx_id
        from domain_events
        where (tx_id, id) > (${position.last_tx_id}::xid8, ${position.last_event_id})
          and tx_id < (select event_stream_horizon())
        -- The column, not the text alias above: by text, transaction 1000 came before 999 and the
        -- position, compared as numbers, then stepped over the events of 999.
        order by domain_events.tx_id, domain_events.id
        limit ${limit}`.execute(trx);
  return rows;
}

/**
 * Whether any of these consumers, not pausing after a failure, has an event past its position within the
 * horizon (as readEventsAfter reads them): one short query for a round that finds nothing, instead of a
 * transaction per consumer. On the embedded database every query runs on the event loop, and the five
 * consumers' idle transactions held it 10-45 ms every second (decision 332).
 */
export async function anyConsumerBehind(db: Database, names: readonly string[], now: Date): Promise<boolean> {
  if (names.length === 0) return false;
  const { rows } = await sql<{ behind: boolean }>`
        select exists (
          select 1 from event_consumers c
          where c.name in (${sql.join(names)})
            and (c.retry_at is null or c.retry_at <= ${now})
            and exists (
              select 1 from domain_events e
              where (e.tx_id, e.id) > (c.last_tx_id, c.last_event_id)
                and e.tx_id < (select event_stream_horizon())
            )
        ) as behind`.execute(db);
  return rows[0]?.behind === true;
}

type Savepoint = 'consume_event' | 'after_batch';

export async function openSavepoint(trx: Database, name: Savepoint): Promise<void> {
  await sql`savepoint ${sql.raw(name)}`.execute(trx);
}

export async function releaseSavepoint(trx: Database, name: Savepoint): Promise<void> {
  await sql`release savepoint ${sql.raw(name)}`.execute(trx);
}

export async function rollbackToSavepoint(trx: Database, name: Savepoint): Promise<void> {
  await sql`rollback to savepoint ${sql.raw(name)}`.execute(trx);
}

type PositionUpdate = {
  last_tx_id?: string;
  last_event_id?: number;
  failing_event_id: number | null;
  failures: number;
  retry_at: Date | null;
  last_error: string | null;
  updated_at: Date;
};

export async function updateConsumerPosition(trx: Database, name: string, set: PositionUpdate): Promise<void> {
  await trx.updateTable('event_consumers').set(set).where('name', '=', name).execute();
}

/** Sets the event aside for this consumer (event_consumer_failures), once. */
export async function insertConsumerFailure(
  trx: Database,
  name: string,
  eventId: number,
  error: string,
): Promise<void> {
  await trx
    .insertInto('event_consumer_failures')
    .values({ consumer: name, event_id: eventId, error })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
