import { type Kysely, sql } from 'kysely';

// Step-up: sensitive changes need a proof of identity (password, second factor or a fresh
// identity-provider sign-in) made within the last minutes. The session remembers when it last had one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sessions add column proven_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sessions drop column proven_at`.execute(db);
}
