import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { DomainEventPayloads, DomainEventType } from '@taxlens/contracts';
import type { Database } from '../../db/connection.js';

export type EventInput<T extends DomainEventType> = {
  type: T;
  lenderId: string;
  payload: DomainEventPayloads[T];
  /** The lender is a sandbox, as the caller already knows it (docs/decisions/270); absent: read from the lender row. */
  test?: boolean;
};

/**
 * Writes a domain event in the caller's transaction, so it exists exactly when its cause commits
 * (docs/decisions/183). Consumers (mail, operations log, later webhooks and alert rules) read it
 * from the stream, each at its own position. An event of a sandbox lender (API test mode, decision
 * 189) is marked test, so consumers can leave it out: from the flag the caller loaded with its lender
 * when given, else from the lender row (a job without a caller).
 */
export async function recordEvent<T extends DomainEventType>(
  trx: Database,
  event: EventInput<T>,
  at: Date,
): Promise<void> {
  await recordEvents(trx, [event], at);
}

/** Several events in one statement (a batch job's rows), same rules as recordEvent. */
export async function recordEvents<T extends DomainEventType>(
  trx: Database,
  events: EventInput<T>[],
  at: Date,
): Promise<void> {
  if (events.length === 0) return;
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
