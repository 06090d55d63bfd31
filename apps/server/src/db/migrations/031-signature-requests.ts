import { type Kysely, sql } from 'kysely';

// Signature requests of Form 8821 (docs/decisions/196-199): the lender names and attests
// the signer; the signer reaches the request by an opaque link token (stored hashed), proves who
// they are (known borrower: last 4 of the tax id and a mailed one-time code) and signs once. Every
// step is an evidence row, printed on the signed form's certificate.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table lenders add column esign_expiry_days integer not null default 14 check (esign_expiry_days between 1 and 90)`.execute(
    db,
  );
  // The client's 8821 that came from a signature request (shown "e-signed"; operations submit it online).
  await sql`alter table stored_files add column e_signed boolean not null default false`.execute(db);
  await sql`
    create table signature_requests (
      id uuid primary key default gen_random_uuid(),
      lender_id uuid not null references lenders(id) on delete cascade,
      client_id uuid not null references clients(id) on delete cascade,
      signer_name text not null,
      signer_email text not null,
      signer_mobile text,
      signer_title text,
      identity_level text not null default 'KNOWN_BORROWER' check (identity_level in ('KNOWN_BORROWER')),
      attested_by uuid references users(id) on delete set null,
      attested_by_name text not null,
      status text not null default 'SENT'
        check (status in ('SENT', 'OPENED', 'IDENTITY_CHECKED', 'SIGNED', 'DECLINED', 'EXPIRED', 'VOIDED', 'LOCKED')),
      failed_checks integer not null default 0,
      code_hash text,
      code_expires_at timestamptz,
      prefilled jsonb not null,
      prefilled_sha256 text not null,
      prefilled_file_id uuid not null references stored_files(id),
      signed_file_id uuid references stored_files(id),
      download_token_hash text unique,
      download_expires_at timestamptz,
      decline_reason text,
      reminders_sent integer not null default 0,
      sent_at timestamptz not null,
      expires_at timestamptz not null,
      completed_at timestamptz,
      created_by uuid references users(id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  // A request's links: a reminder adds one (the earlier still work), a resend or an end revokes them all.
  await sql`
    create table signature_request_links (
      token_hash text primary key,
      request_id uuid not null references signature_requests(id) on delete cascade,
      created_at timestamptz not null,
      revoked_at timestamptz
    )`.execute(db);
  await sql`create index signature_request_links_request on signature_request_links (request_id)`.execute(db);
  await sql`create index signature_requests_client on signature_requests (lender_id, client_id, created_at desc)`.execute(
    db,
  );
  await sql`create index signature_requests_open on signature_requests (expires_at) where status in ('SENT', 'OPENED', 'IDENTITY_CHECKED')`.execute(
    db,
  );
  await sql`
    create table signature_request_events (
      id bigserial primary key,
      request_id uuid not null references signature_requests(id) on delete cascade,
      type text not null,
      at timestamptz not null,
      ip text,
      user_agent text,
      detail text
    )`.execute(db);
  await sql`create index signature_request_events_request on signature_request_events (request_id, id)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
