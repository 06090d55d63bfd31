import { type Kysely, sql } from 'kysely';

// Clients issue: lender-level Form 8821 designees (the per-client designees of 002 never matched the
// form), a client's designee and current 8821, a client in at most one bundle, and the indexes of
// search (last four digits of the tax id, status).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop table designees`.execute(db);
  await sql`
    create table designees (
      id uuid primary key default gen_random_uuid(),
      lender_id uuid not null references lenders(id) on delete cascade,
      name text not null,
      caf_number text not null,
      ptin text,
      address_line1 text not null,
      address_line2 text,
      city text not null,
      state text not null check (state ~ '^[A-Z]{2}$'),
      zip text not null check (zip ~ '^[0-9]{5}(-[0-9]{4})?$'),
      phone text not null,
      fax text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (id, lender_id),
      unique (lender_id, caf_number)
    )`.execute(db);

  await sql`alter table clients add column designee_id uuid`.execute(db);
  await sql`alter table clients add column form_file_id uuid`.execute(db);
  await sql`
    alter table clients add constraint clients_designee_fk
    foreign key (designee_id, lender_id) references designees(id, lender_id) on delete set null (designee_id)`.execute(
    db,
  );
  await sql`
    alter table clients add constraint clients_form_file_fk
    foreign key (form_file_id, lender_id) references stored_files(id, lender_id)`.execute(db);
  await sql`create index clients_designee on clients(designee_id) where designee_id is not null`.execute(db);
  await sql`create index clients_lender_last4 on clients(lender_id, tax_id_last4)`.execute(db);
  // Search pages walk the lender's clients by name; the trigram indexes find the rare terms.
  await sql`create index clients_lender_name on clients(lender_id, business_name, id)`.execute(db);
  // Search matches the trade name (DBA) as well as the business or person name.
  await sql`create index clients_dba_trgm on clients using gin (dba gin_trgm_ops)`.execute(db);

  // A client belongs to one bundle at most: the place-order form offers "the" bundle of a client.
  await sql`drop index bundle_clients_client`.execute(db);
  await sql`create unique index bundle_clients_client on bundle_clients(client_id)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
