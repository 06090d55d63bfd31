import { type Kysely, sql } from 'kysely';

// One-off background jobs (decision 175) beside the periodic ones of migration 012: a payload, a
// progress the job saves with each batch, and a short lease that a dead instance lets lapse.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table background_jobs (
      id uuid primary key default gen_random_uuid(),
      kind text not null,
      lender_id uuid references lenders(id),
      created_by uuid references users(id),
      payload jsonb not null default '{}',
      progress jsonb not null default '{}',
      status text not null default 'QUEUED' check (status in ('QUEUED', 'RUNNING', 'DONE', 'FAILED')),
      lease_token uuid,
      locked_until timestamptz,
      attempts integer not null default 0,
      last_error text,
      created_at timestamptz not null default now(),
      started_at timestamptz,
      finished_at timestamptz
    )`.execute(db);
  // The claim looks only at unfinished jobs, oldest first.
  await sql`create index background_jobs_open on background_jobs (created_at) where status in ('QUEUED', 'RUNNING')`.execute(
    db,
  );

  // Bulk client import (decision 177). The lender's own id for a client.
  await sql`alter table clients add column reference_id text`.execute(db);
  await sql`
    create table imports (
      id uuid primary key default gen_random_uuid(),
      lender_id uuid not null references lenders(id),
      created_by uuid not null references users(id),
      file_name text not null,
      file_hash text not null,
      format text not null,
      encoding text,
      sheet text,
      sheets jsonb not null default '[]',
      headers jsonb not null default '[]',
      row_count integer not null,
      mapping jsonb not null default '{}',
      existing text not null default 'skip' check (existing in ('skip', 'update')),
      status text not null default 'UPLOADED' check (status in ('UPLOADED', 'PREVIEWED', 'IMPORTING', 'DONE', 'FAILED')),
      counts jsonb,
      job_id uuid references background_jobs(id),
      result jsonb,
      created_at timestamptz not null default now(),
      finished_at timestamptz
    )`.execute(db);
  await sql`create index imports_lender on imports (lender_id, created_at desc)`.execute(db);
  // Staged rows: the cells as read, sealed like client tax ids (they hold tax ids); deleted 24 hours
  // after the import ends. The outcome is written in the job's batch, so a resumed job skips the row.
  await sql`
    create table import_rows (
      import_id uuid not null references imports(id) on delete cascade,
      row_number integer not null,
      cells_encrypted text not null,
      outcome text check (outcome in ('CREATED', 'UPDATED', 'SKIPPED', 'FAILED')),
      client_id uuid,
      message text,
      primary key (import_id, row_number)
    )`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
