import { type Kysely, sql } from 'kysely';

// Decision 224: a computed month stores the movers of every range ending with it (each first month up
// to TREND_MAX_MONTHS back), not only of the default 24 months. `from_month` names the range's first
// month; `movers_months` says how many first months a lender-month's stored movers cover (0: none
// stored). The rows written before this migration are the 24-month ranges; their months are marked
// changed, so the trends job computes the other ranges in the background.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table trend_movers add column from_month date`.execute(db);
  await sql`update trend_movers set from_month = (month - interval '23 months')::date`.execute(db);
  await sql`alter table trend_movers alter column from_month set not null`.execute(db);
  await sql`alter table trend_movers drop constraint trend_movers_pkey`.execute(db);
  await sql`alter table trend_movers add primary key (lender_id, filter_key, month, from_month)`.execute(db);
  await sql`alter table trend_lender_months add column movers_months smallint not null default 0`.execute(db);
  await sql`update trend_lender_months set movers_months = 24, changes = changes + 1 where as_of is not null`.execute(
    db,
  );
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
