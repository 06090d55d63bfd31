import { type Kysely, sql } from 'kysely';

// Retention of e-signed forms and their evidence (docs/decisions/219): ESIGN_FORM_RETENTION_YEARS
// after a request ended, a daily job deletes its files' bytes, its evidence and identity facts. What
// stays is a tombstone: the stored_files rows (so clients, orders and renewals that name the form still
// read, with deleted_at set and the bytes gone) and the request row without its prefilled data.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table stored_files add column deleted_at timestamptz`.execute(db);
  await sql`alter table signature_requests add column evidence_deleted_at timestamptz`.execute(db);
  // The job looks for ended requests whose evidence is still kept, oldest end first.
  await sql`
    create index signature_requests_evidence_kept on signature_requests (completed_at, id)
      where evidence_deleted_at is null and completed_at is not null`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
