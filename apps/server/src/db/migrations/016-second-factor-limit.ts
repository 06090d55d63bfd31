import { type Kysely, sql } from 'kysely';

// Decision 132: consecutive wrong second-factor answers are counted on the user row, so every
// instance and address adds to one count; at the limit the second factor is blocked until reset.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column f2a_failures integer not null default 0`.execute(db);
  await sql`alter table users add column f2a_blocked_at timestamptz`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
