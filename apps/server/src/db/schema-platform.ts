import type { ColumnType, Generated } from 'kysely';
import type { EsignRenewalMode, IdentityLevel } from '@taxlens/contracts';
import type { Json, JsonDefault, NullableTimestamp, Timestamp, TimestampDefault } from './column-types.js';

export type LendersTable = {
  id: Generated<string>;
  company_name: string;
  lender_type: string;
  monitor_type: Generated<string>;
  sso: Generated<boolean>;
  registration_id: string | null;
  can_order_express: Generated<boolean>;
  can_order_same_day: Generated<boolean>;
  /** Requests per minute per API key (null: the default); set by operations staff. */
  api_rate_limit_per_minute: number | null;
  created_at: TimestampDefault;
  /** The lender whose hidden test-mode twin this is (migration 029, decision 189); null for real lenders. */
  sandbox_of: ColumnType<string | null, string | null | undefined, string | null>;
  /** Added by 031: days a signature request's link lives (docs/decisions/198). */
  esign_expiry_days: Generated<number>;
  /** Added by 038: what happens when an e-signed 8821 starts to expire (docs/decisions/212). */
  esign_renewal_mode: Generated<EsignRenewalMode>;
  /** Added by 040: the identity levels the lender may choose (docs/decisions/214). */
  esign_identity_levels: ColumnType<IdentityLevel[], IdentityLevel[] | undefined, IdentityLevel[]>;
};

export type LenderCapabilitiesTable = { lender_id: string; name: string; state: string };

export type UsersTable = {
  id: Generated<string>;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  password_hash: string | null;
  password_expires_at: NullableTimestamp;
  f2a_type: Generated<string>;
  global_role: string | null;
  time_zone: Generated<string>;
  notification_types: Generated<string[]>;
  status: Generated<string>;
  failed_logins: Generated<number>;
  locked_until: NullableTimestamp;
  f2a_failures: Generated<number>;
  f2a_blocked_at: NullableTimestamp;
  last_login_at: NullableTimestamp;
  /** PERSON, or API: the service user of an API key (no password, no sign-in, no mail). */
  kind: Generated<'PERSON' | 'API'>;
  created_at: TimestampDefault;
};

export type UserLendersTable = { user_id: string; lender_id: string; role: string };

export type SessionsTable = {
  id: string;
  user_id: string;
  lender_id: string | null;
  csrf_token: string;
  ip: string | null;
  user_agent: string | null;
  created_at: TimestampDefault;
  last_seen_at: TimestampDefault;
  expires_at: Timestamp;
  /** The second factor this session passed (a method, or SAML); null: none (enrolment set only). */
  second_factor: string | null;
  /** When the setup code mailed to the address on file was entered in this session. */
  mailbox_proven_at: NullableTimestamp;
  /** The last proof of identity (sign-in, password or second factor): step-up counts from it. */
  proven_at: NullableTimestamp;
};

export type OneTimeCodesTable = {
  id: Generated<string>;
  user_id: string;
  purpose: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: TimestampDefault;
};

export type NoticesTable = {
  id: Generated<string>;
  lender_id: string | null;
  title: string;
  body: string;
  active: Generated<boolean>;
  created_at: TimestampDefault;
};

export type NoticeAcceptancesTable = {
  notice_id: string;
  user_id: string;
  accepted_at: TimestampDefault;
  ip: string | null;
};

export type AuditLogTable = {
  id: Generated<number>;
  at: TimestampDefault;
  user_id: string | null;
  lender_id: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  ip: string | null;
  details: JsonDefault;
};

export type OutboxTable = {
  id: Generated<number>;
  channel: string;
  payload: Json;
  status: Generated<string>;
  attempts: Generated<number>;
  available_at: TimestampDefault;
  last_error: string | null;
  created_at: TimestampDefault;
  sent_at: NullableTimestamp;
};

export type DevMessagesTable = {
  id: Generated<number>;
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
  created_at: TimestampDefault;
};

export type RateLimitCountersTable = { key: string; count: number; reset_at: Timestamp };

export type PlatformTables = {
  lenders: LendersTable;
  lender_capabilities: LenderCapabilitiesTable;
  users: UsersTable;
  user_lenders: UserLendersTable;
  sessions: SessionsTable;
  one_time_codes: OneTimeCodesTable;
  notices: NoticesTable;
  notice_acceptances: NoticeAcceptancesTable;
  audit_log: AuditLogTable;
  outbox: OutboxTable;
  dev_messages: DevMessagesTable;
  rate_limit_counters: RateLimitCountersTable;
};
