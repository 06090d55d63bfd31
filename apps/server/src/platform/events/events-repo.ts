import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { DomainEventType } from '@taxlens/contracts';
import type { Database } from '../../db/connection.js';
import type { EventInput } from './record-event.js';

/** Inserts events in one statement, in the caller's transaction. */
export async function insertEvents<T extends DomainEventType>(
  trx: Database,
  events: readonly EventInput<T>[],
  at: Date,
): Promise<void> {
  await trx
    .insertInto('domain_events')
    .values(events.map((event) => eventValues(event, at)))
    .execute();
}

/** The domain_events row of `event`, for a caller that writes it within a statement of its own (an order's, docs/decisions/238). */
export function eventValues<T extends DomainEventType>(event: EventInput<T>, at: Date) {
  return {
    event_id: `evt_${randomUUID().replaceAll('-', '')}`,
    type: event.type,
    lender_id: event.lenderId,
    test:
      event.test ??
      sql<boolean>`exists (select 1 from lenders where id = ${event.lenderId} and sandbox_of is not null)`,
    payload: JSON.stringify(event.payload),
    occurred_at: at,
  };
}
