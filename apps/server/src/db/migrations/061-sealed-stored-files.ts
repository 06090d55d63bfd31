import { type Kysely, sql } from 'kysely';

// Decision 289: stored files are sealed with the PII key at rest. `sealed` says a file's bytes have been
// written sealed; the files stored before are sealed by the `stored-file-sealing` job, found by this index.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table stored_files add column sealed boolean not null default false`.execute(db);
  await sql`create index stored_files_unsealed on stored_files (id) where not sealed and deleted_at is null`.execute(
    db,
  );
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
