import { type Kysely, sql } from 'kysely';

// Joint filers (docs/decisions/218): an individual's spouse who filed jointly signs a Form
// 8821 of their own.
// - The spouse on the client: name, SSN or ITIN (sealed like the client's: AES-GCM and last 4), and
//   the spouse's own signing contact (bulk sends need an address); and the spouse's current signed
//   form beside the client's own (`form_file_id` stays the taxpayer's).
// - A request names whose form it is (`signer_role`) and, when sent as a pair, the pair it belongs
//   to (`pair_id`, the same random id on both rows).
// - An order keeps the spouse's form it was placed or queued with, beside its own `form_file_id`.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table clients
      add column spouse_first_name text,
      add column spouse_last_name text,
      add column spouse_tax_id_encrypted text,
      add column spouse_tax_id_last4 text,
      add column spouse_email text,
      add column spouse_mobile text,
      add column spouse_form_file_id uuid,
      add foreign key (spouse_form_file_id, lender_id) references stored_files(id, lender_id)`.execute(db);
  await sql`
    alter table signature_requests
      add column signer_role text not null default 'TAXPAYER' check (signer_role in ('TAXPAYER', 'SPOUSE')),
      add column pair_id uuid`.execute(db);
  await sql`create index signature_requests_pair on signature_requests (pair_id) where pair_id is not null`.execute(db);
  await sql`alter table orders add column spouse_form_file_id uuid, add foreign key (spouse_form_file_id, lender_id) references stored_files(id, lender_id)`.execute(
    db,
  );
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
