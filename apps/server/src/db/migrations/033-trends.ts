import { type Kysely, sql } from 'kysely';

// Decision 200: portfolio trends are served from monthly figures pre-aggregated per filter. This
// migration only makes the tables; the figures of past months are back-filled from history by a
// one-off background job (modules/trends/backfill-task.ts), so a large database starts at once.
export async function up(db: Kysely<unknown>): Promise<void> {
  // When a client stopped being followed; a client archived before a month's end is left out of it.
  // Clients archived before this column existed take their last update as the best date known.
  await sql`alter table clients add column archived_at timestamptz`.execute(db);
  await sql`update clients set archived_at = updated_at where status in ('ARCHIVED', 'CLOSED')`.execute(db);

  // One row per lender, month (its first day, Eastern) and filter ('all', 'type:LLC', 'bundle:<id>',
  // 'risk:HIGH', 'type:LLC|risk:HIGH'). categories maps a category code to [clients, cents].
  await sql`
    create table trend_months (
      lender_id uuid not null references lenders(id) on delete cascade,
      month date not null,
      filter_key text not null,
      clients integer not null,
      liability_cents bigint not null,
      risk_high integer not null,
      risk_medium integer not null,
      risk_low integer not null,
      new_lien_or_levy integer not null,
      unfiled integer not null,
      rejected_8821 integer not null,
      alerts_raised integer not null,
      categories jsonb not null,
      primary key (lender_id, filter_key, month)
    )`.execute(db);
  // Each lender-month's state: the instant its figures are computed as of, whether the month is
  // closed (computed as of its end), and the changes (events) seen against those the figures include:
  // a change that arrives while the month is being computed keeps it due for the next run.
  await sql`
    create table trend_lender_months (
      lender_id uuid not null references lenders(id) on delete cascade,
      month date not null,
      as_of timestamptz,
      closed boolean not null default false,
      changes bigint not null default 0,
      computed_changes bigint not null default -1,
      primary key (lender_id, month)
    )`.execute(db);
  await sql`create index trend_lender_months_due on trend_lender_months (month) where changes > computed_changes`.execute(
    db,
  );
  // A month's alerts raised are read by lender, type and time.
  await sql`create index domain_events_lender_type_time on domain_events (lender_id, type, occurred_at)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
