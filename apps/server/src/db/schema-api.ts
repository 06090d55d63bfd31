import type { ColumnType } from 'kysely';
/**
 * Stored answers of /api/v1 POSTs by Idempotency-Key (migration 028, docs/decisions/186): since migration 054 a
 * view of the one store's /api/v1 rows (`idempotency_keys`, decision 253), kept for one release.
 */
export type ApiIdempotencyTable = {
  lender_id: string;
  /** Always 'api-v1' (the view's default): the view shows that surface's rows of idempotency_keys. */
  surface: ColumnType<string, string | undefined, never>;
  caller_id: string;
  idempotency_key: string;
  request_hash: string;
  status: 'PENDING' | 'DONE';
  response_status: number | null;
  response_body: string | null;
  response_location: string | null;
  created_at: Date;
};

export type ApiTables = { api_idempotency: ApiIdempotencyTable };
