import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/connection.js';
import type { DB } from '../../../db/schema.js';

export async function hasLenders(db: Kysely<DB>): Promise<boolean> {
  return (await db.selectFrom('lenders').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/** Held until the seed's transaction ends: a second instance seeding the same database waits, then finds the lenders. */
export async function takeSeedLock(trx: Database, lock: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(${lock})`.execute(trx);
}

/** The per-row latest-report trigger, off for rows known never to be a client's latest (in the seed's transaction only). */
export async function disableLatestReportTrigger(db: Database): Promise<void> {
  await sql`alter table reports disable trigger reports_client_latest`.execute(db);
}

export async function enableLatestReportTrigger(db: Database): Promise<void> {
  await sql`alter table reports enable trigger reports_client_latest`.execute(db);
}
