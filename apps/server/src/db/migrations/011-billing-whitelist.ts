import { type Kysely, sql } from 'kysely';

// Billing: each lender's add-on prices (product prices stay on lender_products.price_cents), and
// who marked an invoice paid. IP whitelists: a lender-wide list and a per-user list at one lender;
// the union of the two decides where that user may sign in and call from (docs/decisions/101).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table lender_add_on_prices (
      lender_id uuid not null references lenders(id) on delete cascade,
      add_on text not null check (add_on in ('RECORD_OF_ACCOUNT', 'TAX_RETURN_TRANSCRIPTS', 'WAGE_INCOME')),
      price_cents bigint not null check (price_cents >= 0),
      primary key (lender_id, add_on)
    )`.execute(db);
  await sql`alter table invoices add column paid_at timestamptz`.execute(db);

  await sql`
    create table lender_ip_whitelist (
      lender_id uuid not null references lenders(id) on delete cascade,
      address text not null,
      created_by uuid references users(id) on delete set null,
      created_at timestamptz not null default now(),
      primary key (lender_id, address)
    )`.execute(db);
  await sql`
    create table user_ip_whitelist (
      user_id uuid not null references users(id) on delete cascade,
      lender_id uuid not null references lenders(id) on delete cascade,
      address text not null,
      created_by uuid references users(id) on delete set null,
      created_at timestamptz not null default now(),
      primary key (user_id, lender_id, address)
    )`.execute(db);
  await sql`create index user_ip_whitelist_lender on user_ip_whitelist(lender_id)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
