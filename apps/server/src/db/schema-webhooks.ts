import type { Generated } from 'kysely';
import type { NullableTimestamp, Timestamp, TimestampDefault } from './column-types.js';

/** Webhook endpoints, their messages and each delivery attempt (migration 027, docs/decisions/184). */
export type WebhookEndpointsTable = {
  id: Generated<string>;
  lender_id: string;
  url: string;
  description: Generated<string>;
  event_types: string[];
  for_test: Generated<boolean>;
  secret_encrypted: string;
  previous_secret_encrypted: string | null;
  previous_secret_until: NullableTimestamp;
  status: Generated<'ENABLED' | 'DISABLED'>;
  disabled_reason: string | null;
  created_by: string | null;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
};

export type WebhookMessagesTable = {
  id: Generated<string>;
  endpoint_id: string;
  lender_id: string;
  event_id: number | null;
  webhook_id: string;
  event_type: string;
  body: string;
  status: Generated<'PENDING' | 'SENDING' | 'SUCCEEDED' | 'FAILED'>;
  attempts: Generated<number>;
  next_attempt_at: NullableTimestamp;
  created_at: Timestamp;
  last_attempt_at: NullableTimestamp;
  replayed_at: NullableTimestamp;
};

export type WebhookAttemptsTable = {
  id: Generated<number>;
  message_id: string;
  attempted_at: Timestamp;
  trigger: 'SCHEDULED' | 'REPLAY';
  status_code: number | null;
  latency_ms: number;
  succeeded: boolean;
  response_excerpt: Generated<string>;
  error: string | null;
};

export type WebhookTables = {
  webhook_endpoints: WebhookEndpointsTable;
  webhook_messages: WebhookMessagesTable;
  webhook_attempts: WebhookAttemptsTable;
};
