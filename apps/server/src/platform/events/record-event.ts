import type { DomainEventPayloads, DomainEventType } from '@taxlens/contracts';
import type { Database } from '../../db/connection.js';
import { insertEvents } from './events-repo.js';

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
  await insertEvents(trx, events, at);
}
