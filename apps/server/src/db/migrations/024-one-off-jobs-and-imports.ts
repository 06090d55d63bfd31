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
  await sql`create index background_jobs_open on background_jobs (created_at) where status in ('QUEUED', 'RUNNING')`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
