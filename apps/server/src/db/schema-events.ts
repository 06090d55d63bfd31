import type { ColumnType, Generated } from 'kysely';
import type { Json, NullableTimestamp, TimestampDefault } from './column-types.js';

/** xid8 values travel as text (they exceed a JS number's safe range). */
type TransactionId = ColumnType<string, string | undefined, string>;

/** The stream of domain events (migration 026, docs/decisions/183). */
export type DomainEventsTable = {
  id: Generated<number>;
  event_id: string;
  type: string;
  version: Generated<number>;
  lender_id: string;
  test: Generated<boolean>;
  payload: Json;
  occurred_at: Date;
  tx_id: TransactionId;
};

/** Each consumer's position in the stream and the event it is retrying, if any. */
export type EventConsumersTable = {
  name: string;
  last_tx_id: TransactionId;
  last_event_id: Generated<number>;
  failing_event_id: number | null;
  failures: Generated<number>;
  retry_at: NullableTimestamp;
  last_error: string | null;
  updated_at: TimestampDefault;
};

export type EventConsumerFailuresTable = {
  consumer: string;
  event_id: number;
  error: string;
  failed_at: TimestampDefault;
};

export type EventTables = {
  domain_events: DomainEventsTable;
  event_consumers: EventConsumersTable;
  event_consumer_failures: EventConsumerFailuresTable;
};
