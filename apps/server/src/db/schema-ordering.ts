import type { TimestampDefault } from './column-types.js';
import type { Generated } from 'kysely';

export type OrderSubmissionsTable = {
  id: Generated<string>;
  lender_id: string;
  idempotency_key: string;
  request_hash: string;
  placed_by: string;
  created_at: TimestampDefault;
};

export type OrderingTables = { order_submissions: OrderSubmissionsTable };
