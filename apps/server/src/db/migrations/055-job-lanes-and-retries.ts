import { type Kysely, sql } from 'kysely';

// Decision 250: one-off jobs gain a priority within their lane and a count of failed runs, so a
// failing job is tried again after a growing pause (its locked_until) and FAILED once its task's cap
// is reached. `attempts` still counts every claim (a takeover after a dead instance is one), so the
// failures are counted apart: a job released at a deploy is not one step nearer to FAILED.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table background_jobs add column priority integer not null default 0`.execute(db);
  await sql`alter table background_jobs add column failures integer not null default 0`.execute(db);
  // The claim of one lane: its kinds, highest priority first, then oldest.
  await sql`create index background_jobs_claim on background_jobs (kind, priority desc, created_at) where status in ('QUEUED', 'RUNNING')`.execute(
    db,
  );
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
