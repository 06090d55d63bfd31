import { type Kysely, sql } from 'kysely';

// Decision 136: the demo seed leaves this one row behind, so production mode can tell a database
// holding the demo users (and their published password) and refuse it unless ALLOW_DEMO_DATA=true.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table demo_data_mark (
      id boolean primary key default true check (id),
      seeded_at timestamptz not null default now()
    )`.execute(db);
  // Databases seeded before the mark existed: the seed's first demo user, exactly as it seeds it.
  await sql`
    insert into demo_data_mark (seeded_at)
    select created_at from users where username = 'loan.officer' and email = 'loan.officer@acme.example'
    limit 1`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
