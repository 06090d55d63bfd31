import { type Kysely, sql } from 'kysely';

// Decision 184: webhooks after the Standard Webhooks specification. Endpoints, messages (one per
// endpoint and event) and attempts are kept apart, as Svix does: a message is retried, replayed and
// logged as a whole; each attempt is one row of its delivery log.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table webhook_endpoints (
      id uuid primary key default gen_random_uuid(),
      lender_id uuid not null references lenders(id) on delete cascade,
      url text not null,
      description text not null default '',
      event_types text[] not null,
      for_test boolean not null default false,
      secret_encrypted text not null,
      previous_secret_encrypted text,
      previous_secret_until timestamptz,
      status text not null default 'ENABLED' check (status in ('ENABLED', 'DISABLED')),
      disabled_reason text,
      created_by uuid references users(id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index webhook_endpoints_lender on webhook_endpoints (lender_id)`.execute(db);
  await sql`
    create table webhook_messages (
      id uuid primary key default gen_random_uuid(),
      endpoint_id uuid not null references webhook_endpoints(id) on delete cascade,
      lender_id uuid not null references lenders(id) on delete cascade,
      event_id bigint references domain_events(id) on delete cascade,
      webhook_id text not null,
      event_type text not null,
      body text not null,
      status text not null default 'PENDING' check (status in ('PENDING', 'SENDING', 'SUCCEEDED', 'FAILED')),
      attempts integer not null default 0,
      next_attempt_at timestamptz,
      created_at timestamptz not null,
      last_attempt_at timestamptz,
      -- Set by a replay: the message's schedule starts again, its next attempt logged as a replay.
      replayed_at timestamptz,
      unique (endpoint_id, webhook_id)
    )`.execute(db);
  await sql`create index webhook_messages_due on webhook_messages (next_attempt_at) where status in ('PENDING', 'SENDING')`.execute(
    db,
  );
  await sql`create index webhook_messages_endpoint on webhook_messages (endpoint_id, created_at desc)`.execute(db);
  await sql`
    create table webhook_attempts (
      id bigserial primary key,
      message_id uuid not null references webhook_messages(id) on delete cascade,
      attempted_at timestamptz not null,
      trigger text not null check (trigger in ('SCHEDULED', 'REPLAY')),
      status_code integer,
      latency_ms integer not null,
      succeeded boolean not null,
      response_excerpt text not null default '',
      error text
    )`.execute(db);
  await sql`create index webhook_attempts_message on webhook_attempts (message_id, id)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
