import { type Kysely, sql } from 'kysely';

// Decision 274: each check of a Form 8821 (packages/form-check), before an order (a
// pre-check of an upload) or after it (the order's form). The uploaded bytes of a pre-check are kept
// sealed with the PII key (taxpayer data, like the TIN on the form); an order's stored form is only
// referenced. The result keeps the TIN masked; the page previews are drawn with the TIN covered.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table form_checks (
      id uuid primary key default gen_random_uuid(),
      lender_id uuid not null references lenders(id) on delete cascade,
      client_id uuid not null references clients(id) on delete cascade,
      order_id uuid references orders(id) on delete set null,
      file_id uuid references stored_files(id) on delete set null,
      sealed_form bytea,
      file_name text not null,
      file_sha256 text not null,
      status text not null default 'queued' check (status in ('queued', 'running', 'done', 'failed')),
      failure_reason text,
      verdict text check (verdict in ('ready', 'check', 'likely_rejection')),
      codes jsonb not null default '[]',
      findings jsonb not null default '[]',
      fields jsonb,
      read_by text,
      pages jsonb not null default '[]',
      created_by uuid references users(id) on delete set null,
      created_at timestamptz not null default now(),
      started_at timestamptz,
      finished_at timestamptz,
      check ((sealed_form is not null) or (file_id is not null) or status in ('done', 'failed'))
    )
  `.execute(db);
  await sql`create index form_checks_client on form_checks (lender_id, client_id, created_at desc)`.execute(db);
  await sql`create index form_checks_order on form_checks (order_id) where order_id is not null`.execute(db);
  // The masked page images of a check, sealed with the PII key too (a page shows the name and address).
  await sql`
    create table form_check_pages (
      check_id uuid not null references form_checks(id) on delete cascade,
      page integer not null,
      sealed_png bytea not null,
      primary key (check_id, page)
    )
  `.execute(db);
  // "Send it anyway": the reason a lender gave to place an order whose pre-check said likely_rejection.
  await sql`alter table orders add column send_anyway_reason text`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
