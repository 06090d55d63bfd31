import { type Kysely, sql } from 'kysely';

// Decision 189: test mode of API keys works in a hidden sandbox lender. `sandbox_of` names the lender
// a sandbox belongs to; the unique index makes a lender have at most one (ensureSandboxLender relies
// on it when two requests create it at once).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table lenders add column sandbox_of uuid references lenders(id) on delete cascade`.execute(db);
  await sql`create unique index lenders_sandbox_of on lenders (sandbox_of)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
