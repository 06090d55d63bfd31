import { type Kysely, sql } from 'kysely';

// Decision 186: every POST of /api/v1 carries an Idempotency-Key. The first request with a key
// claims it (status PENDING); its answer is stored and replayed to a retry with the same body for
// 24 hours. Keys belong to one lender and one caller (an API key, or a user's session).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table api_idempotency (
      lender_id uuid not null references lenders(id) on delete cascade,
      caller_id text not null,
      idempotency_key text not null,
      request_hash text not null,
      status text not null default 'PENDING' check (status in ('PENDING', 'DONE')),
      response_status integer,
      response_body text,
      response_location text,
      created_at timestamptz not null,
      primary key (lender_id, caller_id, idempotency_key)
    )`.execute(db);
  await sql`create index api_idempotency_created on api_idempotency (created_at)`.execute(db);
}
