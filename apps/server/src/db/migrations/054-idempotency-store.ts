import { type Kysely, sql } from 'kysely';

// Decision 253: one store for every Idempotency-Key (the web app's orders and bulk sends, /api/v1).
// A key belongs to a lender, a surface and a principal ('' when the lender's, as the web app's keys
// are); its request's fingerprint refuses the same key with another request; `answer` is what the
// surface replays (JSON: /api/v1's stored answer, an order submission's id, a bulk send's job).
// `expires_at`: /api/v1 answers are kept 24 hours (decision 186); the web app's keys, like the rows
// that held them before, are kept. The three earlier mechanisms' keys are copied in here.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table idempotency_keys (
      lender_id uuid not null references lenders(id) on delete cascade,
      surface text not null,
      principal text not null,
      idempotency_key text not null,
      request_hash text not null,
      status text not null default 'PENDING' check (status in ('PENDING', 'DONE')),
      answer text,
      created_at timestamptz not null,
      expires_at timestamptz,
      primary key (lender_id, surface, principal, idempotency_key)
    )`.execute(db);
  await sql`create index idempotency_keys_expiry on idempotency_keys (expires_at) where expires_at is not null`.execute(
    db,
  );
  await sql`
    insert into idempotency_keys
      (lender_id, surface, principal, idempotency_key, request_hash, status, answer, created_at, expires_at)
    select lender_id, 'api-v1', caller_id, idempotency_key, request_hash, status,
      case when status = 'DONE' then json_build_object(
        'status', response_status, 'location', response_location, 'body', response_body::json)::text end,
      created_at, created_at + interval '1 day'
    from api_idempotency`.execute(db);
  await sql`
    insert into idempotency_keys
      (lender_id, surface, principal, idempotency_key, request_hash, status, answer, created_at)
    select lender_id, 'web-orders', '', idempotency_key, request_hash, 'DONE',
      json_build_object('submissionId', id)::text, created_at
    from order_submissions`.execute(db);
  // A bulk send's key was kept without its request: an empty fingerprint, which any request matches (as then).
  await sql`
    insert into idempotency_keys
      (lender_id, surface, principal, idempotency_key, request_hash, status, answer, created_at)
    select lender_id, 'web-bulk-signatures', '', idempotency_key, '', 'DONE',
      json_build_object('jobId', job_id)::text, created_at
    from bulk_signature_sends where idempotency_key is not null`.execute(db);
  await sql`alter table order_submissions drop column request_hash`.execute(db);
  // For one release, /api/v1's keys stay readable (and a claim insertable) under their old name.
  await sql`drop table api_idempotency`.execute(db);
  await sql`
    create view api_idempotency as
      select lender_id, surface, principal as caller_id, idempotency_key, request_hash, status, created_at,
        (answer::json ->> 'status')::integer as response_status,
        answer::json ->> 'body' as response_body,
        answer::json ->> 'location' as response_location
      from idempotency_keys
      where surface = 'api-v1'
      with cascaded check option`.execute(db);
  await sql`alter view api_idempotency alter column surface set default 'api-v1'`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
