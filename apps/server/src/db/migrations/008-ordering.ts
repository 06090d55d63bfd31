import { type Kysely, sql } from 'kysely';

// One row per order submission that carried an Idempotency-Key: a retry with the same key and the
// same request finds the orders it made; the same key with another request is refused (422).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table order_submissions (
      id uuid primary key default gen_random_uuid(),
      lender_id uuid not null references lenders(id) on delete cascade,
      idempotency_key text not null,
      request_hash text not null,
      placed_by uuid not null references users(id) on delete cascade,
      created_at timestamptz not null default now(),
      unique (lender_id, idempotency_key)
    )`.execute(db);
  await sql`alter table orders add column submission_id uuid references order_submissions(id) on delete set null`.execute(
    db,
  );
  await sql`create index orders_submission on orders(submission_id) where submission_id is not null`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
