import { type Kysely, sql } from 'kysely';

// Periodic jobs shared by every instance, monitoring reports at most once per client and period,
// the IRS name a completion carries, and the tax periods a client's Form 8821 covers.
export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per periodic job: an instance claims a due row (FOR UPDATE SKIP LOCKED), runs the job,
  // and moves next_run_at on; locked_until lets another instance take over from a dead one.
  await sql`
    create table scheduled_jobs (
      name text primary key,
      next_run_at timestamptz not null,
      locked_until timestamptz,
      last_started_at timestamptz,
      last_finished_at timestamptz,
      last_error text,
      runs integer not null default 0
    )`.execute(db);

  // 'MONTHLY:2026-11', 'SEMI_MONTHLY:2026-11-2', 'WEEKLY:2026-W47'; null for order reports, which
  // PostgreSQL's unique constraint lets repeat. Two ticks of the same period insert one report.
  await sql`alter table reports add column monitoring_period text`.execute(db);
  await sql`alter table reports add constraint reports_client_monitoring_period unique (client_id, monitoring_period)`.execute(
    db,
  );
  await sql`alter table reports add column irs_name text`.execute(db);

  // Tax periods written on the client's current 8821 ('2024', '2025Q2'); authorization_expires_on
  // is kept as the end of the last one (decision 091).
  await sql`alter table clients add column authorization_periods text[] not null default '{}'`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
