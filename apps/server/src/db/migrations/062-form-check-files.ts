import { type Kysely, sql } from 'kysely';

// Decision 303: a pre-check's upload and a check's page images are files of the storage layer (sealed as every
// stored file is, decision 289), no longer bytea values: on the embedded database a 300 KB bytea held the event
// loop 60-90 ms to insert and 26-28 ms to select. The rows keep the files' keys. Rows written before keep their
// bytes until the `form-check-files` job has moved them (found by the partial indexes); the keys are indexed for
// the orphan sweep, which keeps every file a row names.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table form_checks add column form_key text`.execute(db);
  await sql`alter table form_checks drop constraint form_checks_check`.execute(db);
  await sql`
    alter table form_checks add constraint form_checks_has_form
      check (sealed_form is not null or form_key is not null or file_id is not null or status in ('done', 'failed'))
  `.execute(db);
  await sql`create unique index form_checks_form_key on form_checks (form_key) where form_key is not null`.execute(db);
  await sql`create index form_checks_form_in_row on form_checks (id) where sealed_form is not null`.execute(db);

  await sql`alter table form_check_pages add column png_key text`.execute(db);
  await sql`alter table form_check_pages alter column sealed_png drop not null`.execute(db);
  await sql`
    alter table form_check_pages add constraint form_check_pages_has_png
      check (sealed_png is not null or png_key is not null)
  `.execute(db);
  await sql`create unique index form_check_pages_png_key on form_check_pages (png_key) where png_key is not null`.execute(
    db,
  );
  await sql`create index form_check_pages_png_in_row on form_check_pages (check_id, page) where sealed_png is not null`.execute(
    db,
  );
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
