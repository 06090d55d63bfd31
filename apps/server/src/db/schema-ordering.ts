import type { TimestampDefault } from './column-types.js';
import type { Generated } from 'kysely';

/** The orders one submission with an Idempotency-Key made; the key itself is in idempotency_keys (decision 253). */
export type OrderSubmissionsTable = {
  id: Generated<string>;
  lender_id: string;
  idempotency_key: string;
  placed_by: string;
  created_at: TimestampDefault;
};

export type OrderingTables = { order_submissions: OrderSubmissionsTable };
