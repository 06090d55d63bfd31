import { type Kysely, sql } from 'kysely';

// The lender's portfolio: products it may order, clients, bundles, designees, uploaded forms,
// orders, reports, alerts and invoices. Child rows carry lender_id and reference their parent by
// (id, lender_id), so the database itself refuses a row that mixes two lenders' data.
export async function up(db: Kysely<unknown>): Promise<void> {
  // What a lender may order: a report type with a delivery option, its service-level code
  // (spec 2 §9), price and the add-on rules of spec 2 §4.
  await sql`
    create table lender_products (
      lender_id uuid not null references lenders(id) on delete cascade,
      report_type text not null,
      delivery text not null,
      product_code text not null,
      label text not null,
      price_cents bigint not null default 0 check (price_cents >= 0),
      trt_frequency text not null default 'SELECTED' check (trt_frequency in ('ALWAYS', 'SELECTED', 'NEVER')),
      roa_frequency text not null default 'SELECTED' check (roa_frequency in ('ALWAYS', 'SELECTED', 'NEVER')),
      wi_frequency text not null default 'NEVER' check (wi_frequency in ('ALWAYS', 'SELECTED', 'NEVER')),
      active boolean not null default true,
      primary key (lender_id, report_type, delivery)
    )`.execute(db);

  await sql`
    create table clients (
      id uuid primary key default gen_random_uuid(),
      lender_id uuid not null references lenders(id) on delete cascade,
      client_type text not null check (client_type in
        ('corp', 'llc', 'partners', 'nonprofit', 'sole_prop', 'individual', 'estates_and_trusts')),
      business_name text not null,
      dba text,
      first_name text,
      last_name text,
      fiduciary_name text,
      tax_id_kind text not null check (tax_id_kind in ('EIN', 'SSN')),
      tax_id_encrypted text not null,
      tax_id_last4 text not null check (tax_id_last4 ~ '^[0-9]{4}$'),
      tax_id_hash text not null,
      second_ein_encrypted text,
      second_ein_last4 text check (second_ein_last4 ~ '^[0-9]{4}$'),
      address_line1 text not null,
      address_line2 text,
      city text not null,
      state text not null check (state ~ '^[A-Z]{2}$'),
      zip text not null check (zip ~ '^[0-9]{5}(-[0-9]{4})?$'),
      phone text,
      status text not null default 'PENDING' check (status in ('ACTIVE', 'PENDING', 'REJECTED', 'ARCHIVED', 'CLOSED')),
      monitoring_frequency text not null default 'None' check (monitoring_frequency in ('None', 'MONTHLY', 'SEMI_MONTHLY', 'WEEKLY')),
      authorization_expires_on date,
      created_by uuid references users(id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (id, lender_id),
      -- The blind index finds a duplicate tax id without decrypting every client.
      unique (lender_id, tax_id_hash)
    )`.execute(db);
  await sql`create index clients_lender_created on clients(lender_id, created_at desc)`.execute(db);
  await sql`create index clients_lender_status on clients(lender_id, status)`.execute(db);
  await sql`create index clients_business_name_trgm on clients using gin (business_name gin_trgm_ops)`.execute(db);

  await sql`
    create table bundles (
      id uuid primary key default gen_random_uuid(),
      lender_id uuid not null references lenders(id) on delete cascade,
      name text not null,
      created_at timestamptz not null default now(),
      unique (id, lender_id)
    )`.execute(db);
  await sql`create index bundles_lender on bundles(lender_id)`.execute(db);

  await sql`
    create table bundle_clients (
      bundle_id uuid not null,
      client_id uuid not null,
      lender_id uuid not null,
      position integer not null default 0,
      primary key (bundle_id, client_id),
      foreign key (bundle_id, lender_id) references bundles(id, lender_id) on delete cascade,
      foreign key (client_id, lender_id) references clients(id, lender_id) on delete cascade
    )`.execute(db);
  await sql`create index bundle_clients_client on bundle_clients(client_id)`.execute(db);

  await sql`
    create table designees (
      id uuid primary key default gen_random_uuid(),
      lender_id uuid not null,
      client_id uuid not null,
      name text not null,
      email citext not null,
      created_at timestamptz not null default now(),
      foreign key (client_id, lender_id) references clients(id, lender_id) on delete cascade
    )`.execute(db);
  await sql`create index designees_lender_client on designees(lender_id, client_id)`.execute(db);

  // Metadata only: the bytes live in the storage backend under storage_key, never in a served folder.
  await sql`
    create table stored_files (
      id uuid primary key default gen_random_uuid(),
      lender_id uuid not null references lenders(id) on delete cascade,
      storage_key text not null unique,
      original_name text not null,
      content_type text not null,
      size_bytes bigint not null check (size_bytes >= 0),
      sha256 text not null,
      uploaded_by uuid references users(id) on delete set null,
      created_at timestamptz not null default now(),
      unique (id, lender_id)
    )`.execute(db);

  await sql`
    create table orders (
      id uuid primary key default gen_random_uuid(),
      lender_id uuid not null references lenders(id) on delete cascade,
      client_id uuid not null,
      bundle_order_id uuid,
      report_type text not null,
      delivery text not null,
      record_of_account boolean not null default false,
      tax_return_transcripts boolean not null default false,
      wage_income boolean not null default false,
      on_demand boolean not null default false,
      placed_by uuid not null references users(id),
      owner_id uuid references users(id) on delete set null,
      form_file_id uuid,
      form_name text,
      idempotency_key text,
      status text not null default 'PENDING' check (status in ('PENDING', 'IN_PROGRESS', 'COMPLETED', 'REJECTED')),
      due_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (id, lender_id),
      -- A bundle is one request with one key and one order per client, so the key is unique per client.
      unique (lender_id, idempotency_key, client_id),
      foreign key (client_id, lender_id) references clients(id, lender_id) on delete cascade,
      foreign key (form_file_id, lender_id) references stored_files(id, lender_id)
    )`.execute(db);
  await sql`create index orders_lender_created on orders(lender_id, created_at desc)`.execute(db);
  await sql`create index orders_client on orders(client_id)`.execute(db);
  await sql`create index orders_bundle on orders(bundle_order_id) where bundle_order_id is not null`.execute(db);
  // Spec 2: a client with an open order cannot be ordered again; the index makes that race-proof.
  await sql`
    create unique index orders_one_open_per_client on orders(client_id)
    where status in ('PENDING', 'IN_PROGRESS')`.execute(db);

  await sql`
    create table reports (
      id uuid primary key default gen_random_uuid(),
      lender_id uuid not null references lenders(id) on delete cascade,
      client_id uuid not null,
      order_id uuid,
      kind text not null check (kind in ('ORDER', 'MONITORING')),
      report_type text not null,
      status text not null default 'PENDING' check (status in ('PENDING', 'IN_PROGRESS', 'COMPLETED', 'REJECTED')),
      rejection_code text,
      rejection_note text,
      report_date date,
      periods jsonb not null default '[]',
      total_liability_cents bigint not null default 0,
      categories text[] not null default '{}',
      risk_level text check (risk_level in ('HIGH', 'MEDIUM', 'LOW')),
      created_at timestamptz not null default now(),
      started_at timestamptz,
      completed_at timestamptz,
      rejected_at timestamptz,
      unique (id, lender_id),
      foreign key (client_id, lender_id) references clients(id, lender_id) on delete cascade,
      foreign key (order_id, lender_id) references orders(id, lender_id) on delete cascade,
      check ((kind = 'ORDER') = (order_id is not null)),
      check ((status = 'REJECTED') = (rejection_code is not null and rejected_at is not null)),
      check (status <> 'COMPLETED' or (report_date is not null and completed_at is not null and risk_level is not null))
    )`.execute(db);
  await sql`create index reports_lender_status_completed on reports(lender_id, status, completed_at)`.execute(db);
  await sql`create index reports_client_completed on reports(client_id, completed_at desc)`.execute(db);
  await sql`create index reports_order on reports(order_id)`.execute(db);
  await sql`
    create index reports_lender_rejected on reports(lender_id, rejected_at desc)
    where status = 'REJECTED'`.execute(db);

  // user_id null: an alert for everyone at the lender.
  await sql`
    create table alerts (
      id uuid primary key default gen_random_uuid(),
      lender_id uuid not null references lenders(id) on delete cascade,
      client_id uuid,
      report_id uuid,
      user_id uuid references users(id) on delete cascade,
      portal_alert_type text not null
        check (portal_alert_type in ('CLIENT_RENAMED', 'REJECTED', 'INCOMPLETE_AUTH', 'HIGH_RISK', 'LENDER_ALERT')),
      title text not null,
      body text not null,
      created_at timestamptz not null default now(),
      viewed boolean not null default false,
      viewed_at timestamptz,
      acknowledged_at timestamptz,
      foreign key (client_id, lender_id) references clients(id, lender_id) on delete cascade,
      foreign key (report_id, lender_id) references reports(id, lender_id) on delete cascade
    )`.execute(db);
  await sql`create index alerts_lender_created on alerts(lender_id, created_at desc)`.execute(db);
  await sql`
    create index alerts_unacknowledged on alerts(lender_id, user_id)
    where acknowledged_at is null`.execute(db);

  await sql`
    create table invoices (
      id uuid primary key default gen_random_uuid(),
      lender_id uuid not null references lenders(id) on delete cascade,
      period_month date not null check (extract(day from period_month) = 1),
      invoice_date timestamptz not null,
      amount_cents bigint not null default 0,
      status text not null default 'Pending' check (status in ('Paid', 'Poor Standing', 'Overdue', 'Collection', 'Pending')),
      external_id text unique,
      issued_at timestamptz,
      created_at timestamptz not null default now(),
      unique (id, lender_id),
      unique (lender_id, period_month)
    )`.execute(db);

  // Billable events; the current month's lines have no invoice yet.
  await sql`
    create table invoice_lines (
      id uuid primary key default gen_random_uuid(),
      lender_id uuid not null references lenders(id) on delete cascade,
      invoice_id uuid,
      order_id uuid,
      report_id uuid,
      line_date timestamptz not null,
      description text not null,
      product_code text not null,
      amount_cents bigint not null,
      created_at timestamptz not null default now(),
      foreign key (invoice_id, lender_id) references invoices(id, lender_id) on delete cascade,
      foreign key (order_id, lender_id) references orders(id, lender_id) on delete set null (order_id),
      foreign key (report_id, lender_id) references reports(id, lender_id) on delete set null (report_id)
    )`.execute(db);
  await sql`create index invoice_lines_lender_date on invoice_lines(lender_id, line_date)`.execute(db);
  await sql`create index invoice_lines_invoice on invoice_lines(invoice_id)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
