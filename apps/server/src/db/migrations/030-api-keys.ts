import { type Kysely, sql } from 'kysely';

// Decision 190: API keys. A key acts through a service user of its own (kind API: no password, no
// sign-in, no mail), a member of the lender it acts at with the role its scopes grant, so orders'
// placed_by, audit rows and "my orders" work unchanged. Only the key's SHA-256 is kept.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column kind text not null default 'PERSON' check (kind in ('PERSON', 'API'))`.execute(
    db,
  );
  // Requests per minute per key, settable per lender by operations staff; null: the default (600).
  await sql`alter table lenders add column api_rate_limit_per_minute integer check (api_rate_limit_per_minute between 1 and 100000)`.execute(
    db,
  );
  await sql`
    create table api_keys (
      id uuid primary key default gen_random_uuid(),
      -- The lender whose admins manage the key; a test key acts at that lender's sandbox.
      lender_id uuid not null references lenders(id) on delete cascade,
      acting_lender_id uuid not null references lenders(id) on delete cascade,
      user_id uuid not null unique references users(id) on delete cascade,
      name text not null,
      mode text not null check (mode in ('live', 'test')),
      -- The secret's first characters after its mode prefix: how a key is found and shown.
      prefix text not null unique,
      secret_hash text not null,
      scopes text[] not null,
      source_addresses text[] not null default '{}',
      expires_at timestamptz,
      last_used_at timestamptz,
      created_by uuid references users(id) on delete set null,
      created_at timestamptz not null default now(),
      revoked_at timestamptz,
      revoked_by uuid references users(id) on delete set null
    )`.execute(db);
  await sql`create index api_keys_lender on api_keys (lender_id, created_at)`.execute(db);
  // A revoked key, a changed scope or source list is announced at commit like any caller change
  // (decision 146): the key's service user is the caller. Its last use (written at most once a
  // minute) changes nothing a remembered caller holds.
  await sql`
    create function notify_api_key_change() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' or (to_jsonb(new) - 'last_used_at') is distinct from (to_jsonb(old) - 'last_used_at') then
        perform pg_notify('caller_changes', 'u:' || old.user_id);
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger api_keys_caller_change after update or delete on api_keys
    for each row execute function notify_api_key_change()`.execute(db);
  await sql`create trigger api_keys_caller_truncate after truncate on api_keys
    for each statement execute function notify_caller_change('*', '')`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
