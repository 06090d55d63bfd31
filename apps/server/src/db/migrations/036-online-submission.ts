import { type Kysely, sql } from 'kysely';

// An e-signed 8821 reaches the IRS only through its online submission (faxed or mailed forms need
// ink): operations record on the stored file that they submitted it, when, by whom, with the
// confirmation the IRS tool gave (decision 210). On the file, not the report: every order using the
// form sees it was submitted.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table stored_files
      add column submitted_online_at timestamptz,
      add column submitted_online_by uuid references users(id) on delete set null,
      add column submission_reference text`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
