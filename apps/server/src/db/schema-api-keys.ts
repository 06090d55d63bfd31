import type { Generated } from 'kysely';
import type { NullableTimestamp, TimestampDefault } from './column-types.js';

/** API keys (migration 030, docs/decisions/190): each acts through a service user of its own. */
export type ApiKeysTable = {
  id: Generated<string>;
  lender_id: string;
  acting_lender_id: string;
  user_id: string;
  name: string;
  mode: 'live' | 'test';
  prefix: string;
  secret_hash: string;
  scopes: string[];
  source_addresses: Generated<string[]>;
  expires_at: NullableTimestamp;
  last_used_at: NullableTimestamp;
  created_by: string | null;
  created_at: TimestampDefault;
  revoked_at: NullableTimestamp;
  revoked_by: string | null;
};

export type ApiKeyTables = { api_keys: ApiKeysTable };
