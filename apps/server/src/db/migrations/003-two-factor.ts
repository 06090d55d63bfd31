import { type Kysely, sql } from 'kysely';

// Two-factor and account-token state. All of it lives here (not in process memory) so any number
// of server instances can verify a code, a TOTP step or a WebAuthn answer started on another one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per user once a method has been set up or started: the authenticator secret (sealed
  // with PII_KEY), the last TOTP step accepted (never accepted again), and the SMS phone.
  await sql`
    create table user_second_factors (
      user_id uuid primary key references users(id) on delete cascade,
      totp_secret text,
      totp_pending_secret text,
      totp_last_step integer not null default 0,
      sms_phone text,
      sms_pending_phone text,
      updated_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table webauthn_credentials (
      id text primary key,
      user_id uuid not null references users(id) on delete cascade,
      public_key text not null,
      counter bigint not null default 0,
      transports text[] not null default '{}',
      created_at timestamptz not null default now(),
      last_used_at timestamptz
    )`.execute(db);
  await sql`create index webauthn_credentials_user on webauthn_credentials(user_id)`.execute(db);

  // Single use (used_at), expiring; purpose REGISTRATION or AUTHENTICATION.
  await sql`
    create table webauthn_challenges (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users(id) on delete cascade,
      purpose text not null,
      challenge text not null unique,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index webauthn_challenges_user on webauthn_challenges(user_id, purpose)`.execute(db);

  // Password-reset links, invitations and the short pass that lets an expired password be changed:
  // only a hash of the token is stored; each is single use and expires.
  await sql`
    create table account_tokens (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users(id) on delete cascade,
      purpose text not null,
      token_hash text not null unique,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index account_tokens_user on account_tokens(user_id, purpose)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
