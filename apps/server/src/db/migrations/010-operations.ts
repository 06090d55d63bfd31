import { type Kysely, sql } from 'kysely';

// The operations console (docs/decisions/080, 081): each report's history as operations drive it, and the report PDF
// made on completion. Kept in their own tables so the reports table stays the one other areas read.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table report_events (
      id uuid primary key default gen_random_uuid(),
      report_id uuid not null,
      lender_id uuid not null,
      type text not null,
      user_id uuid references users(id) on delete set null,
      details jsonb not null default '{}'::jsonb,
      created_at timestamptz not null default now(),
      foreign key (report_id, lender_id) references reports(id, lender_id) on delete cascade
    )`.execute(db);
  await sql`create index report_events_report on report_events(report_id, created_at)`.execute(db);

  await sql`
    create table report_documents (
      report_id uuid primary key,
      lender_id uuid not null,
      file_id uuid not null,
      created_at timestamptz not null default now(),
      foreign key (report_id, lender_id) references reports(id, lender_id) on delete cascade,
      foreign key (file_id, lender_id) references stored_files(id, lender_id)
    )`.execute(db);

  // The operations queue reads open reports across every lender by due time.
  await sql`create index reports_open_status on reports(status, created_at) where status in ('PENDING', 'IN_PROGRESS')`.execute(
    db,
  );
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
