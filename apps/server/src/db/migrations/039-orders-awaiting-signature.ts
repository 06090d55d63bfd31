import { type Kysely, sql } from 'kysely';

// Orders placed "awaiting signature" (docs/decisions/213): an order may wait on a
// signature request of its client instead of carrying a form. It holds the client's one open order
// (the unique index now counts it), has no report (so no queue entry) and no invoice line until the
// form becomes usable; its price is kept on the row until then. It is CANCELLED, with the reason the
// lender reads, when the request ends without a usable form.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table orders drop constraint orders_status_check`.execute(db);
  await sql`
    alter table orders add constraint orders_status_check
    check (status in ('AWAITING_SIGNATURE', 'PENDING', 'IN_PROGRESS', 'COMPLETED', 'REJECTED', 'CANCELLED'))`.execute(
    db,
  );
  await sql`alter table orders add column signature_request_id uuid references signature_requests(id) on delete set null`.execute(
    db,
  );
  // The invoice line an awaiting order will get when it enters the queue: { amountCents, description, productCode }, null otherwise.
  await sql`alter table orders add column awaiting_bill jsonb`.execute(db);
  await sql`alter table orders add column cancel_reason text`.execute(db);
  await sql`alter table orders add column cancelled_at timestamptz`.execute(db);
  await sql`create index orders_awaiting_request on orders(signature_request_id) where status = 'AWAITING_SIGNATURE'`.execute(
    db,
  );
  await sql`drop index orders_one_open_per_client`.execute(db);
  await sql`
    create unique index orders_one_open_per_client on orders(client_id)
    where status in ('AWAITING_SIGNATURE', 'PENDING', 'IN_PROGRESS')`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
