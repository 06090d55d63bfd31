import { type Kysely, sql } from 'kysely';

// Decision 283: an operator's mailbox ZIP of transcripts (many clients), filed module by module under the one
// open report whose client matches; what matches no report or several waits on an operator's list, sealed with
// the PII key, and is deleted 30 days after it was listed. The ZIP's bytes are dropped once it is filed.
// A transcript answered before its order was placed is attached only with an operator's reason.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table transcript_mailboxes (
      id uuid primary key default gen_random_uuid(),
      uploaded_by uuid references users (id),
      file_name text not null,
      size_bytes integer not null,
      content_sealed bytea,
      status text not null default 'QUEUED' check (status in ('QUEUED', 'READING', 'DONE', 'REFUSED', 'FAILED')),
      refusal_reason text,
      refusal_detail text,
      files_total integer not null default 0,
      files_done integer not null default 0,
      modules_filed integer not null default 0,
      modules_listed integer not null default 0,
      job_id uuid,
      created_at timestamptz not null default now(),
      done_at timestamptz
    )`.execute(db);
  await sql`create index transcript_mailboxes_created on transcript_mailboxes (created_at)`.execute(db);

  // One module (or one refused file) of a mailbox that was not filed: the reason in words and what was read
  // (form, period, masked TIN and name, the reports it matched) sealed as JSON; the file's bytes sealed, kept
  // only while the item is listed, so an operator can file it.
  await sql`
    create table transcript_mailbox_items (
      id uuid primary key default gen_random_uuid(),
      mailbox_id uuid not null references transcript_mailboxes (id) on delete cascade,
      source text not null,
      position integer not null,
      reason text not null check (reason in ('AMBIGUOUS', 'UNMATCHED', 'REFUSED')),
      item_sealed text not null,
      content_sealed bytea,
      status text not null default 'LISTED' check (status in ('LISTED', 'FILED', 'DISCARDED')),
      decided_by uuid references users (id),
      decided_at timestamptz,
      filed_report_id uuid references reports (id) on delete set null,
      created_at timestamptz not null default now(),
      unique (mailbox_id, source, position)
    )`.execute(db);
  await sql`create index transcript_mailbox_items_listed on transcript_mailbox_items (status, created_at)`.execute(db);

  // A module whose response date is before its order was placed, attached by an operator with this reason.
  await sql`
    create table transcript_before_order_reasons (
      module_id uuid primary key references transcript_modules (id) on delete cascade,
      report_id uuid not null references reports (id) on delete cascade,
      lender_id uuid not null references lenders (id),
      reason text not null,
      user_id uuid references users (id),
      created_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
