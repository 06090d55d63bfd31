import { type Kysely, sql } from 'kysely';

// The signed 8821 PDFs of an import's ZIP (decision 206): each entry read and checked at upload, its
// bytes put in file storage under a server key, matched to rows by base name at preview. A stored_files
// row is written only when the import gives the form to a client; the others go 24 hours after the
// import ends (the housekeeping sweep deletes these rows, then the orphan sweep their bytes).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table import_files (
      import_id uuid not null references imports(id) on delete cascade,
      match_name text not null,
      original_name text not null,
      storage_key text,
      size_bytes integer not null,
      sha256 text not null,
      problem text,
      primary key (import_id, match_name)
    )`.execute(db);
  await sql`alter table imports add column forms_file_name text`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
