import { type Kysely, sql } from 'kysely';

// Decision 146: what every signed-in call needs (the caller, the account view, the lender's
// settings) is kept in memory and forgotten when these triggers announce a change at commit
// (pg_notify is delivered only if, and when, the writing transaction commits), so a change made by
// another instance, a job or an operator in plain SQL counts too. Payloads are compact keys:
// `s:<session id>`, `u:<user id>`, `l:<lender id>`, or `*` (forget everything).
export async function up(db: Kysely<unknown>): Promise<void> {
  // tg_argv[0]: the key's prefix ('*' for changes that concern everyone); tg_argv[1]: the column
  // naming the user or lender. A row without one (a notice for every lender) concerns everyone.
  await sql`
    create function notify_caller_change() returns trigger language plpgsql as $$
    declare
      k text;
    begin
      if tg_argv[0] = '*' then
        perform pg_notify('caller_changes', '*');
        return null;
      end if;
      if tg_op in ('UPDATE', 'DELETE') then
        k := to_jsonb(old) ->> tg_argv[1];
        perform pg_notify('caller_changes', case when k is null then '*' else tg_argv[0] || ':' || k end);
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        k := to_jsonb(new) ->> tg_argv[1];
        perform pg_notify('caller_changes', case when k is null then '*' else tg_argv[0] || ':' || k end);
      end if;
      return null;
    end $$`.execute(db);

  // A session's activity (last seen, an idle expiry pushed later) changes nothing an instance keeps:
  // a remembered caller is dropped at its expiry as loaded and read again. Anything else does,
  // including an expiry brought forward (an operator ending a session by hand).
  await sql`
    create function notify_session_change() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE'
        or new.expires_at < old.expires_at
        or (to_jsonb(new) - 'last_seen_at' - 'expires_at') is distinct from (to_jsonb(old) - 'last_seen_at' - 'expires_at') then
        perform pg_notify('caller_changes', 's:' || old.id);
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger sessions_caller_change after update or delete on sessions
    for each row execute function notify_session_change()`.execute(db);

  const byRow: Array<[table: string, prefix: string, column: string, events: string]> = [
    ['users', 'u', 'id', 'update or delete'],
    ['user_lenders', 'u', 'user_id', 'insert or update or delete'],
    ['user_ip_whitelist', 'u', 'user_id', 'insert or update or delete'],
    ['notice_acceptances', 'u', 'user_id', 'insert or update or delete'],
    ['webauthn_credentials', 'u', 'user_id', 'insert or update or delete'],
    ['lenders', 'l', 'id', 'update'],
    // A new or removed lender changes how many lenders the provider's admins may enter.
    ['lenders', '*', 'id', 'insert or delete'],
    ['lender_capabilities', 'l', 'lender_id', 'insert or update or delete'],
    ['lender_ip_whitelist', 'l', 'lender_id', 'insert or update or delete'],
    ['notices', 'l', 'lender_id', 'insert or update or delete'],
  ];
  for (const [table, prefix, column, events] of byRow) {
    const name = `${table}_caller_change${prefix === '*' ? '_all' : ''}`;
    await sql`create trigger ${sql.raw(name)} after ${sql.raw(events)} on ${sql.raw(table)}
      for each row execute function notify_caller_change(${sql.lit(prefix)}, ${sql.lit(column)})`.execute(db);
  }
  // Emptying a table row by row would announce every row; truncate announces once.
  for (const table of [
    'sessions',
    'users',
    'user_lenders',
    'user_ip_whitelist',
    'notice_acceptances',
    'webauthn_credentials',
    'lenders',
    'lender_capabilities',
    'lender_ip_whitelist',
    'notices',
  ]) {
    await sql`create trigger ${sql.raw(`${table}_caller_truncate`)} after truncate on ${sql.raw(table)}
      for each statement execute function notify_caller_change('*', '')`.execute(db);
  }
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
