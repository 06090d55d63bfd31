import { type Kysely, sql } from 'kysely';

// Decision 125: the dashboard's figures are cached per lender under a data version that every write
// to the lender's clients, orders and reports bumps in its own transaction, so an instance sees a
// lender's write (its own or another instance's) as a new version on its next read.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table lender_data_versions (
      lender_id uuid primary key,
      version bigint not null default 0
    )`.execute(db);

  // Lenders in id order, so two transactions bumping the same lenders take their rows in one order.
  await sql`
    create function bump_lender_data_versions(p_lenders uuid[]) returns void language sql as $$
      insert into lender_data_versions (lender_id, version)
      select l, 1 from (select distinct l from unnest(p_lenders) l where l is not null) d order by l
      on conflict (lender_id) do update set version = lender_data_versions.version + 1
    $$`.execute(db);

  // Once per statement, whatever its size: a bulk insert of a million reports bumps each lender once.
  await sql`
    create function lender_data_version_on_statement() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        perform bump_lender_data_versions(array(select distinct lender_id from new_rows));
      elsif tg_op = 'DELETE' then
        perform bump_lender_data_versions(array(select distinct lender_id from old_rows));
      else
        perform bump_lender_data_versions(array(select lender_id from new_rows union select lender_id from old_rows));
      end if;
      return null;
    end $$`.execute(db);
  // Transition tables allow one event per trigger.
  for (const table of ['clients', 'reports']) {
    await sql`create trigger ${sql.raw(`${table}_version_insert`)} after insert on ${sql.raw(table)}
      referencing new table as new_rows for each statement execute function lender_data_version_on_statement()`.execute(
      db,
    );
    await sql`create trigger ${sql.raw(`${table}_version_update`)} after update on ${sql.raw(table)}
      referencing old table as old_rows new table as new_rows for each statement execute function lender_data_version_on_statement()`.execute(
      db,
    );
    await sql`create trigger ${sql.raw(`${table}_version_delete`)} after delete on ${sql.raw(table)}
      referencing old table as old_rows for each statement execute function lender_data_version_on_statement()`.execute(
      db,
    );
  }

  // Orders: the status counter (migration 005) already runs for every write the figures depend on
  // (insert, delete, a new status or lender). It now bumps the version first, so every transaction
  // takes a lender's version row before its counter row: operations completing a report (report,
  // then order) and a lender placing an order cannot wait on each other in opposite orders.
  await sql`
    create or replace function lender_order_counts_on_order() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        perform bump_lender_data_versions(array[new.lender_id]);
      elsif tg_op = 'DELETE' then
        perform bump_lender_data_versions(array[old.lender_id]);
      else
        perform bump_lender_data_versions(array[old.lender_id, new.lender_id]);
      end if;
      if tg_op in ('UPDATE', 'DELETE') then
        update lender_order_counts set n = n - 1 where lender_id = old.lender_id and status = old.status;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        insert into lender_order_counts (lender_id, status, n) values (new.lender_id, new.status, 1)
        on conflict (lender_id, status) do update set n = lender_order_counts.n + 1;
      end if;
      return null;
    end $$`.execute(db);

  // The incomplete-authorization list as three index ranges (portfolio/repo.ts): its rejected
  // clients, and its monitored open clients by form expiry (the form id lets the count skip the rows).
  await sql`create index clients_rejected_expiry on clients(lender_id, authorization_expires_on, id) where status = 'REJECTED'`.execute(
    db,
  );
  await sql`
    create index clients_monitored_open_expiry on clients(lender_id, authorization_expires_on, id) include (form_file_id)
    where monitoring_frequency <> 'None' and status not in ('ARCHIVED', 'CLOSED', 'REJECTED')`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
