import { type Kysely, sql } from 'kysely';

// Lenders, users, sessions, one-time codes, notices, audit, outbox and rate-limit counters:
// everything a sign-in needs, kept in the database so several instances can share it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists citext`.execute(db);
  await sql`create extension if not exists pg_trgm`.execute(db);

  await sql`
    create table lenders (
      id uuid primary key default gen_random_uuid(),
      company_name text not null,
      lender_type text not null,
      monitor_type text not null default 'None',
      sso boolean not null default false,
      registration_id text unique,
      can_order_express boolean not null default false,
      can_order_same_day boolean not null default false,
      created_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table lender_capabilities (
      lender_id uuid not null references lenders(id) on delete cascade,
      name text not null,
      state text not null,
      primary key (lender_id, name)
    )`.execute(db);

  await sql`
    create table users (
      id uuid primary key default gen_random_uuid(),
      username citext not null unique,
      email citext not null,
      first_name text not null,
      last_name text not null,
      phone text,
      password_hash text,
      password_expires_at timestamptz,
      f2a_type text not null default 'EMAIL_TOTP',
      global_role text,
      time_zone text not null default 'America/New_York',
      notification_types text[] not null default '{}',
      status text not null default 'ACTIVE',
      failed_logins integer not null default 0,
      locked_until timestamptz,
      last_login_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table user_lenders (
      user_id uuid not null references users(id) on delete cascade,
      lender_id uuid not null references lenders(id) on delete cascade,
      role text not null,
      primary key (user_id, lender_id)
    )`.execute(db);
  await sql`create index user_lenders_lender on user_lenders(lender_id)`.execute(db);

  await sql`
    create table sessions (
      id text primary key,
      user_id uuid not null references users(id) on delete cascade,
      lender_id uuid references lenders(id) on delete set null,
      csrf_token text not null,
      ip text,
      user_agent text,
      created_at timestamptz not null default now(),
      last_seen_at timestamptz not null default now(),
      expires_at timestamptz not null
    )`.execute(db);
  await sql`create index sessions_user on sessions(user_id)`.execute(db);
  await sql`create index sessions_expires on sessions(expires_at)`.execute(db);

  await sql`
    create table one_time_codes (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users(id) on delete cascade,
      purpose text not null,
      code_hash text not null,
      attempts integer not null default 0,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index one_time_codes_user on one_time_codes(user_id, purpose, created_at desc)`.execute(db);

  await sql`
    create table notices (
      id uuid primary key default gen_random_uuid(),
      lender_id uuid references lenders(id) on delete cascade,
      title text not null,
      body text not null,
      active boolean not null default true,
      created_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table notice_acceptances (
      notice_id uuid not null references notices(id) on delete cascade,
      user_id uuid not null references users(id) on delete cascade,
      accepted_at timestamptz not null default now(),
      ip text,
      primary key (notice_id, user_id)
    )`.execute(db);

  await sql`
    create table audit_log (
      id bigserial primary key,
      at timestamptz not null default now(),
      user_id uuid,
      lender_id uuid,
      action text not null,
      target_type text,
      target_id text,
      ip text,
      details jsonb not null default '{}'
    )`.execute(db);
  await sql`create index audit_log_lender_at on audit_log(lender_id, at desc)`.execute(db);

  await sql`
    create table outbox (
      id bigserial primary key,
      channel text not null,
      payload jsonb not null,
      status text not null default 'PENDING',
      attempts integer not null default 0,
      available_at timestamptz not null default now(),
      last_error text,
      created_at timestamptz not null default now(),
      sent_at timestamptz
    )`.execute(db);
  await sql`create index outbox_pending on outbox(available_at) where status = 'PENDING'`.execute(db);

  // The demo outbox: what mail and SMS would have been sent when no SMTP / SMS provider is set.
  await sql`
    create table dev_messages (
      id bigserial primary key,
      channel text not null,
      recipient text not null,
      subject text,
      body text not null,
      created_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table rate_limit_counters (
      key text primary key,
      count integer not null,
      reset_at timestamptz not null
    )`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
