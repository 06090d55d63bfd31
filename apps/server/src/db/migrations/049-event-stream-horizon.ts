import { type Kysely, sql } from 'kysely';

// Decision 233: the event stream reads events of transactions older than every one still running
// in *this* database. pg_snapshot_xmin() counts the whole server's transactions, so a long write in
// another database on a shared server (another portal, a test run beside this one) held back mails,
// webhooks and trends although it can never write here.
// A running transaction is set aside only when it is known to be another database's: a backend
// never changes database and a transaction id names one transaction, so a stale or missing row of
// pg_stat_activity can only keep a transaction in (slower), never leave one of ours out. One whose
// backend is not found (it has just ended, or it is prepared for two-phase commit) stays in.
// STABLE: it reads the calling statement's snapshot, the one the events are read with.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function event_stream_horizon() returns xid8 language sql stable as $$
      select coalesce(
        (select min(running.xid) from pg_snapshot_xip(snap.s) as running(xid)
          where not exists (
              select 1 from pg_stat_activity as a
              where a.backend_xid = running.xid::xid
                and a.datid is distinct from (select oid from pg_database where datname = current_database()))
            and not exists (
              select 1 from pg_prepared_xacts as p
              where p.transaction = running.xid::xid and p.database <> current_database())),
        pg_snapshot_xmax(snap.s))
      from (select pg_current_snapshot() as s) as snap
    $$`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
