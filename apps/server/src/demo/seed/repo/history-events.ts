import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../../../db/connection.js';
import { type AlertEventRow, STREAM_CONSUMERS } from '../demo-alert-events.js';

/** Writes the history events in the seed's transaction. */
export async function insertHistoryEvents(db: Database, events: readonly AlertEventRow[]): Promise<void> {
  for (let i = 0; i < events.length; i += 500) {
    await db
      .insertInto('domain_events')
      .values(
        events.slice(i, i + 500).map((e) => ({
          event_id: `evt_${randomUUID().replaceAll('-', '')}`,
          type: e.type,
          lender_id: e.lenderId,
          payload: JSON.stringify(e.payload),
          occurred_at: e.occurredAt,
        })),
      )
      .execute();
  }
}

/**
 * Positions every stream consumer after the events this transaction wrote (decision 220): they are
 * history, delivered before the demo began. Run last in the seed's transaction, which writes the
 * database's first events, so no other event lies at or before the position.
 */
export async function markHistoryConsumed(db: Database): Promise<void> {
  await sql`
    insert into event_consumers (name, last_tx_id, last_event_id)
    select name, pg_current_xact_id(), coalesce((select max(id) from domain_events), 0)
    from unnest(${[...STREAM_CONSUMERS]}::text[]) as name
    on conflict (name) do update set last_tx_id = excluded.last_tx_id, last_event_id = excluded.last_event_id`.execute(
    db,
  );
}
