import { type Kysely, sql } from 'kysely';

// Decision 240: placing an order takes the lender's hot rows only at commit.
// Every order of a lender updates the same two rows: its data version (decision 125) and its count of
// orders by status (decision 222). Taken by the order's statement, they were held until the commit,
// a round trip later: under load, every other order of the lender waited that round trip (the
// order's statement took 33 ms on average with 10 orders at once, 1.7 ms alone).
// 1. The orders trigger is deferred to the commit: it takes both rows while the transaction commits,
//    with no round trip left before the locks are released. Within the transaction the counts and
//    the version are not yet moved; every other reader sees them moved with the order, as before.
// 2. A report inserted with its order (kind ORDER, not completed or rejected) no longer moves the
//    version at the statement: the order's own trigger moves it, in the same transaction.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger orders_lender_counts on orders`.execute(db);
  await sql`
    create constraint trigger orders_lender_counts after insert or delete or update of status, lender_id on orders
    deferrable initially deferred for each row execute function lender_order_counts_on_order()`.execute(db);

  // The reports' insert trigger had the statement trigger of every table (migration 044); it gets its own.
  await sql`
    create function lender_data_version_on_report_insert() returns trigger language plpgsql as $$
    begin
      perform bump_lender_data_parts(
        array(select distinct lender_id from new_rows where kind <> 'ORDER' or status in ('COMPLETED', 'REJECTED')),
        case when exists (select 1 from new_rows where status in ('COMPLETED', 'REJECTED')) then 'settled' else 'reports' end);
      return null;
    end $$`.execute(db);
  await sql`drop trigger reports_version_insert on reports`.execute(db);
  await sql`
    create trigger reports_version_insert after insert on reports referencing new table as new_rows
    for each statement execute function lender_data_version_on_report_insert()`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
