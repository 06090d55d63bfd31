import { type Kysely, sql } from 'kysely';

// Decision 220: the movers of the 24 months ending at each computed month, per filter (all, a client
// type, a bundle), written with the month's figures, so the trends page reads them instead of
// comparing every client's reports on the call. risers / fallers: [{ clientId, startCents, endCents }].
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table trend_movers (
      lender_id uuid not null references lenders(id) on delete cascade,
      month date not null,
      filter_key text not null,
      risers jsonb not null,
      fallers jsonb not null,
      primary key (lender_id, filter_key, month)
    )`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
