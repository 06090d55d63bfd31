import { type Kysely, sql } from 'kysely';

// Decision 272: IRS transcripts uploaded to an open report, read by a background job.
// Every byte and parsed fact of a transcript is taxpayer data, sealed with the PII key (AES-256-GCM):
// the files as bytes, the facts as a `v1:` sealed JSON text. A refused file keeps its reason, not its bytes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table transcript_files (
      id uuid primary key default gen_random_uuid(),
      report_id uuid not null references reports (id) on delete cascade,
      lender_id uuid not null references lenders (id),
      uploaded_by uuid references users (id),
      file_name text not null,
      size_bytes integer not null,
      content_sealed bytea,
      status text not null default 'QUEUED' check (status in ('QUEUED', 'READING', 'READ', 'REFUSED', 'FAILED')),
      refusal_reason text,
      refusal_detail text,
      job_id uuid,
      created_at timestamptz not null default now(),
      read_at timestamptz
    )`.execute(db);
  await sql`create index transcript_files_report on transcript_files (report_id, created_at)`.execute(db);

  await sql`
    create table transcript_modules (
      id uuid primary key default gen_random_uuid(),
      file_id uuid not null references transcript_files (id) on delete cascade,
      report_id uuid not null references reports (id) on delete cascade,
      lender_id uuid not null references lenders (id),
      source text not null,
      position integer not null,
      form text,
      tax_period text,
      facts_sealed text,
      status text not null check (status in ('READY', 'NEEDS_REVIEW', 'CONFIRMED', 'REFUSED')),
      refusal_reason text,
      refusal_detail text,
      confirmed_by uuid references users (id),
      confirmed_at timestamptz,
      created_at timestamptz not null default now(),
      unique (file_id, position)
    )`.execute(db);
  await sql`create index transcript_modules_report on transcript_modules (report_id)`.execute(db);

  // An operator's correction of one derived fact, with the reason (the audit log has who and when too).
  await sql`
    create table transcript_corrections (
      id uuid primary key default gen_random_uuid(),
      report_id uuid not null references reports (id) on delete cascade,
      lender_id uuid not null references lenders (id),
      form text not null,
      period text not null,
      fact text not null,
      value jsonb not null,
      reason text not null,
      user_id uuid references users (id),
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index transcript_corrections_report on transcript_corrections (report_id, created_at)`.execute(db);

  // A report completed from transcripts: per period which facts were derived and which entered, with the
  // evidence, stage and dates a lender acts on (sealed JSON; decision 272).
  await sql`
    create table report_transcript_facts (
      report_id uuid primary key references reports (id) on delete cascade,
      lender_id uuid not null references lenders (id),
      facts_sealed text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
