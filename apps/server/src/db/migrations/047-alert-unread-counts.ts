import { type Kysely, sql } from 'kysely';
import { createDeltaTriggers } from './statement-triggers.js';

// Decision 227: the bell's count of alerts not yet dismissed is kept, not counted. Every signed-in
// page polls it (every 10 s per user); counting a lender's open alerts cost 5-10 ms a poll at
// 1,000,000 clients (37,000 open alerts). One row per lender and audience: the nil uuid for alerts to
// everyone at the lender, else the user's id. A statement trigger applies each statement's rows as
// deltas in the writing transaction (transition tables: one grouped upsert per statement), so every
// writer counts: the API, jobs, operations, the seed, `psql`.
const EVERYONE = '00000000-0000-0000-0000-000000000000';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table lender_alert_counts (
      lender_id uuid not null,
      user_key uuid not null,
      unacknowledged bigint not null,
      primary key (lender_id, user_key)
    )`.execute(db);

  // Rows are upserted in key order and a lender's everyone-row (the nil uuid sorts first) is always
  // among them, so two writers of one lender's counts meet at that row first and cannot deadlock.
  const apply = (changes: string) => `
    with sums as (
      select lender_id, user_key, sum(delta) as delta from (${changes}) c group by lender_id, user_key having sum(delta) <> 0
    ), keyed as (
      select lender_id, '${EVERYONE}'::uuid as user_key, 0::numeric as delta from sums
      union all select lender_id, user_key, delta from sums
    )
    insert into lender_alert_counts (lender_id, user_key, unacknowledged)
    select lender_id, user_key, sum(delta) from keyed group by lender_id, user_key order by lender_id, user_key
    on conflict (lender_id, user_key) do update set unacknowledged = lender_alert_counts.unacknowledged + excluded.unacknowledged`;
  const open = (rows: string, delta: number) =>
    `select lender_id, coalesce(user_id, '${EVERYONE}'::uuid) as user_key, ${delta} as delta from ${rows} where acknowledged_at is null`;
  await sql`
    create function lender_alert_counts_on_statement() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        ${sql.raw(apply(open('new_rows', 1)))};
      elsif tg_op = 'DELETE' then
        ${sql.raw(apply(open('old_rows', -1)))};
      else
        ${sql.raw(apply(`${open('new_rows', 1)} union all ${open('old_rows', -1)}`))};
      end if;
      return null;
    end $$`.execute(db);
  await createDeltaTriggers(db, 'alerts', 'alerts_unacknowledged_counts', 'lender_alert_counts_on_statement');
  await sql`
    insert into lender_alert_counts (lender_id, user_key, unacknowledged)
    select lender_id, coalesce(user_id, ${sql.lit(EVERYONE)}::uuid), count(*) from alerts where acknowledged_at is null group by 1, 2`.execute(
    db,
  );
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
