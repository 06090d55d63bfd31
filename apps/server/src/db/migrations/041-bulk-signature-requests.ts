import { type Kysely, sql } from 'kysely';

// Signature requests sent in bulk (docs/decisions/215).
// - The client's contact: who signs the client's 8821 when requests go out in bulk (set by the import).
// - One row per bulk send (a one-off job): its Idempotency-Key, unique per lender, so a retried POST
//   answers the first job instead of starting a second.
// - One row per job and client sent, written in the transaction that creates the request: the
//   primary key is the once-only guarantee across a restart or a second instance.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table clients add column contact_name text, add column contact_email text, add column contact_mobile text, add column contact_title text`.execute(
    db,
  );
  await sql`
    create table bulk_signature_sends (
      job_id uuid primary key references background_jobs(id) on delete cascade,
      lender_id uuid not null references lenders(id) on delete cascade,
      idempotency_key text,
      created_at timestamptz not null,
      unique (lender_id, idempotency_key)
    )`.execute(db);
  await sql`
    create table bulk_signature_send_clients (
      job_id uuid not null references bulk_signature_sends(job_id) on delete cascade,
      client_id uuid not null references clients(id) on delete cascade,
      -- Written before the request row in the same transaction, hence deferred.
      signature_request_id uuid not null references signature_requests(id) on delete cascade deferrable initially deferred,
      primary key (job_id, client_id)
    )`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
