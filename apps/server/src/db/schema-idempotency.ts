import type { ColumnType } from 'kysely';
import type { NullableTimestamp, Timestamp } from './column-types.js';

/** Every Idempotency-Key of the web app and /api/v1, with its request's fingerprint and answer (migration 054, decision 253). */
export type IdempotencyKeysTable = {
  lender_id: string;
  surface: string;
  /** The caller the key belongs to; '' when it is the lender's. */
  principal: string;
  idempotency_key: string;
  request_hash: string;
  status: ColumnType<'PENDING' | 'DONE', 'PENDING' | 'DONE' | undefined, 'PENDING' | 'DONE'>;
  /** JSON: what the surface replays. */
  answer: string | null;
  created_at: Timestamp;
  expires_at: NullableTimestamp;
};

export type IdempotencyTables = { idempotency_keys: IdempotencyKeysTable };
