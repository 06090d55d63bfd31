import { type Kysely, sql } from 'kysely';

// The remote identity proof of a signature request (docs/decisions/214): operations allow
// it per lender; the signer enters their facts and sends two photos (government photo ID, selfie),
// kept encrypted in file storage until N days after operations' decision; the facts (tax id and date
// of birth encrypted) and the decision stay with the evidence. A remote proof's signed form waits in
// AWAITING_REVIEW and becomes SIGNED (usable) at approval, or REFUSED.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table lenders add column esign_identity_levels text[] not null default '{KNOWN_BORROWER}'
      check (cardinality(esign_identity_levels) > 0 and esign_identity_levels <@ array['KNOWN_BORROWER', 'REMOTE_PROOF']::text[])`.execute(
    db,
  );
  await sql`alter table signature_requests drop constraint signature_requests_identity_level_check`.execute(db);
  await sql`alter table signature_requests add constraint signature_requests_identity_level_check check (identity_level in ('KNOWN_BORROWER', 'REMOTE_PROOF'))`.execute(
    db,
  );
  await sql`alter table signature_requests drop constraint signature_requests_status_check`.execute(db);
  await sql`
    alter table signature_requests add constraint signature_requests_status_check
      check (status in ('SENT', 'OPENED', 'IDENTITY_CHECKED', 'AWAITING_REVIEW', 'SIGNED', 'DECLINED', 'EXPIRED', 'VOIDED', 'LOCKED', 'REFUSED'))`.execute(
    db,
  );
  // Operations' decision on a remote proof, once (the reason of a refusal is the request's decline_reason).
  await sql`alter table signature_requests add column identity_decision text check (identity_decision in ('APPROVED', 'REFUSED'))`.execute(
    db,
  );
  await sql`alter table signature_requests add column identity_decided_at timestamptz`.execute(db);
  await sql`alter table signature_requests add column identity_decided_by uuid references users(id) on delete set null`.execute(
    db,
  );
  await sql`alter table signature_requests add column identity_decided_by_name text`.execute(db);
  await sql`create index signature_requests_awaiting_review on signature_requests (completed_at, id) where status = 'AWAITING_REVIEW'`.execute(
    db,
  );
  await sql`
    create table identity_proofs (
      request_id uuid primary key references signature_requests(id) on delete cascade,
      lender_id uuid not null references lenders(id) on delete cascade,
      full_name text not null,
      tax_id_kind text not null check (tax_id_kind in ('SSN', 'ITIN')),
      tax_id_encrypted text not null,
      tax_id_last4 text not null,
      address jsonb not null,
      date_of_birth_encrypted text not null,
      -- The photos' files (bytes sealed with the PII key); null once deleted.
      id_document_file_id uuid references stored_files(id) on delete set null,
      selfie_file_id uuid references stored_files(id) on delete set null,
      -- What was received, kept after the photos are deleted: type, size, dimensions, SHA-256 of each.
      images jsonb not null,
      submitted_at timestamptz not null,
      images_deleted_at timestamptz
    )`.execute(db);
  await sql`create index identity_proofs_images_kept on identity_proofs (submitted_at) where images_deleted_at is null`.execute(
    db,
  );
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
