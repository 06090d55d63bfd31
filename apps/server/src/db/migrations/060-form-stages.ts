import { type Kysely, sql } from 'kysely';

// Decision 287: the life of a client's Form 8821 after the check. One row per stored form, written only
// when an operator (or the first transcript received under it) moves it past "checked": submitted to the
// IRS (fax or online), recorded on the CAF, rejected by the IRS with a code, revoked. Received, checked,
// expiring and expired are read from what is already stored (the file, its check, the covered periods).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table form_stages (
      file_id uuid primary key references stored_files (id) on delete cascade,
      lender_id uuid not null references lenders (id),
      client_id uuid not null references clients (id) on delete cascade,
      submitted_at timestamptz,
      submitted_via text check (submitted_via in ('fax', 'online')),
      submitted_by uuid references users (id),
      caf_recorded_at timestamptz,
      caf_recorded_by uuid references users (id),
      caf_recorded_from text check (caf_recorded_from in ('operator', 'transcript')),
      irs_rejected_at timestamptz,
      irs_rejection_code text,
      irs_rejected_by uuid references users (id),
      irs_rejected_report_id uuid references reports (id) on delete set null,
      revoked_at timestamptz,
      revoked_by uuid references users (id),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index form_stages_client on form_stages (lender_id, client_id)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
