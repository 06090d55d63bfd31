import { type Kysely, sql } from 'kysely';

// The Audit Log page filters a lender's rows by user and action; sign-ins of its users are found
// by user id (they are written before a lender is chosen).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index if not exists audit_log_user_at on audit_log(user_id, at desc)`.execute(db);
  await sql`create index if not exists audit_log_lender_action on audit_log(lender_id, action)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
