import type { Generated } from 'kysely';
import type { NullableTimestamp, Timestamp, TimestampDefault } from './column-types.js';

export type UserSecondFactorsTable = {
  user_id: string;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  /** The last 30-second TOTP step accepted (integer, fits until the year 4000). */
  totp_last_step: Generated<number>;
  sms_phone: string | null;
  sms_pending_phone: string | null;
  updated_at: TimestampDefault;
};

export type WebauthnCredentialsTable = {
  id: string;
  user_id: string;
  public_key: string;
  /** bigint (the authenticator's uint32): read with Number(). */
  counter: Generated<number | string | bigint>;
  transports: Generated<string[]>;
  created_at: TimestampDefault;
  last_used_at: NullableTimestamp;
};

export type WebauthnChallengesTable = {
  id: Generated<string>;
  user_id: string;
  purpose: string;
  challenge: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: TimestampDefault;
};

export type AccountTokensTable = {
  id: Generated<string>;
  user_id: string;
  purpose: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: TimestampDefault;
};

export type TwoFactorTables = {
  user_second_factors: UserSecondFactorsTable;
  webauthn_credentials: WebauthnCredentialsTable;
  webauthn_challenges: WebauthnChallengesTable;
  account_tokens: AccountTokensTable;
};
