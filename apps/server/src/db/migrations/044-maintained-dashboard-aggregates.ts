import { type Kysely, sql } from 'kysely';
import { createDeltaTriggers } from './statement-triggers.js';

// Decision 222: the dashboard's figures and the lists' counts cost like a read right after a write.
// 1. The lender's data version (decision 125) gets one counter per part the figures depend on:
//    clients, orders, the latest completed reports (client_latest_reports) and the settled reports and
//    orders (completed or rejected: the status cards' "new today"). `version` still moves
//    with every write; a figure is keyed by the parts it reads, so placing an order (orders, a pending
//    report) keeps the report-derived figures and the client lists' counts.
// 2. The latest completed reports are summed per lender, UTC completion day, category bits and risk
//    level in lender_latest_report_days, kept by a statement trigger on client_latest_reports in the
//    writing transaction. The 30-day window reads the whole days from it and the boundary day's rows
//    from the covering index, so the clock moving costs nothing either: no job recomputes anything.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table lender_data_versions
      add column clients_version bigint not null default 0,
      add column orders_version bigint not null default 0,
      add column latest_reports_version bigint not null default 0,
      add column settled_version bigint not null default 0`.execute(db);

  // The same row as `version`, so every writer still takes one lock per lender, in lender id order.
  await sql`
    create function bump_lender_data_parts(p_lenders uuid[], p_part text) returns void language sql as $$
      insert into lender_data_versions (lender_id, version, clients_version, orders_version, latest_reports_version, settled_version)
      select l, 1, (p_part = 'clients')::int, (p_part = 'orders')::int, (p_part = 'latest')::int, (p_part = 'settled')::int
      from (select distinct l from unnest(p_lenders) l where l is not null) d order by l
      on conflict (lender_id) do update set
        version = lender_data_versions.version + 1,
        clients_version = lender_data_versions.clients_version + excluded.clients_version,
        orders_version = lender_data_versions.orders_version + excluded.orders_version,
        latest_reports_version = lender_data_versions.latest_reports_version + excluded.latest_reports_version,
        settled_version = lender_data_versions.settled_version + excluded.settled_version
    $$`.execute(db);
  // Callers that do not say what changed (bulk loads, operators) move every part.
  await sql`
    create or replace function bump_lender_data_versions(p_lenders uuid[]) returns void language sql as $$
      insert into lender_data_versions (lender_id, version, clients_version, orders_version, latest_reports_version, settled_version)
      select l, 1, 1, 1, 1, 1 from (select distinct l from unnest(p_lenders) l where l is not null) d order by l
      on conflict (lender_id) do update set
        version = lender_data_versions.version + 1,
        clients_version = lender_data_versions.clients_version + 1,
        orders_version = lender_data_versions.orders_version + 1,
        latest_reports_version = lender_data_versions.latest_reports_version + 1,
        settled_version = lender_data_versions.settled_version + 1
    $$`.execute(db);

  // The statement triggers of clients and reports (migration 014) name their table as the part; a
  // statement over reports that are or were completed or rejected moves the settled part instead
  // (the status cards' "new today": a placed order's pending report does not).
  const settled = (rows: string) => `exists (select 1 from ${rows} where status in ('COMPLETED', 'REJECTED'))`;
  const partOf = (condition: string) =>
    `case when tg_table_name = 'reports' and ${condition} then 'settled' else tg_table_name::text end`;
  await sql`
    create or replace function lender_data_version_on_statement() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        perform bump_lender_data_parts(array(select distinct lender_id from new_rows), ${sql.raw(partOf(settled('new_rows')))});
      elsif tg_op = 'DELETE' then
        perform bump_lender_data_parts(array(select distinct lender_id from old_rows), ${sql.raw(partOf(settled('old_rows')))});
      else
        perform bump_lender_data_parts(array(select lender_id from new_rows union select lender_id from old_rows),
          ${sql.raw(partOf(`(${settled('new_rows')} or ${settled('old_rows')})`))});
      end if;
      return null;
    end $$`.execute(db);

  await sql`
    create or replace function lender_order_counts_on_order() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        perform bump_lender_data_parts(array[new.lender_id], 'orders');
      elsif tg_op = 'DELETE' then
        perform bump_lender_data_parts(array[old.lender_id], 'orders');
      else
        perform bump_lender_data_parts(array[old.lender_id, new.lender_id], 'orders');
      end if;
      -- An order entering or leaving COMPLETED or REJECTED changes the cards' "new today".
      if (tg_op in ('INSERT', 'UPDATE') and new.status in ('COMPLETED', 'REJECTED'))
        or (tg_op in ('UPDATE', 'DELETE') and old.status in ('COMPLETED', 'REJECTED')) then
        perform bump_lender_data_parts(array[old.lender_id, new.lender_id], 'settled');
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

  // A client's status change touches its latest report's row only when it starts or stops counting
  // (an order placed or a form uploaded moves it between open statuses: nothing to recount).
  await sql`
    create or replace function client_latest_report_on_client() returns trigger language plpgsql as $$
    begin
      update client_latest_reports set client_active = new.status not in ('ARCHIVED', 'CLOSED')
      where client_id = new.id and client_active is distinct from (new.status not in ('ARCHIVED', 'CLOSED'));
      return null;
    end $$`.execute(db);

  // No foreign key: a lender's deletion removes its clients' rows, whose trigger writes the deltas here.
  await sql`
    create table lender_latest_report_days (
      lender_id uuid not null,
      completed_on date not null,
      category_bits integer not null,
      risk_level text not null,
      clients integer not null,
      owing integer not null,
      liability_cents bigint not null,
      without_lien_cents bigint not null,
      primary key (lender_id, completed_on, category_bits, risk_level)
    )`.execute(db);

  // Deltas of one statement's rows, grouped, applied in key order (one order for every writer). The
  // lender's version row is taken first, as every other writer of the lender does (decision 125).
  const deltas = (source: string) => `
    insert into lender_latest_report_days as d
      (lender_id, completed_on, category_bits, risk_level, clients, owing, liability_cents, without_lien_cents)
    select lender_id, (completed_at at time zone 'UTC')::date, category_bits, risk_level, sum(sign)::int,
      sum(case when total_liability_cents > 0 then sign else 0 end)::int,
      sum(sign * total_liability_cents), sum(sign * liability_without_lien_cents)
    from (${source}) changed
    group by 1, 2, 3, 4
    having sum(sign) <> 0 or sum(sign * total_liability_cents) <> 0 or sum(sign * liability_without_lien_cents) <> 0
    order by 1, 2, 3, 4
    on conflict (lender_id, completed_on, category_bits, risk_level) do update set
      clients = d.clients + excluded.clients, owing = d.owing + excluded.owing,
      liability_cents = d.liability_cents + excluded.liability_cents,
      without_lien_cents = d.without_lien_cents + excluded.without_lien_cents`;
  const rows = (table: string, sign: number) => `select *, ${sign} as sign from ${table} where client_active`;
  await sql`
    create function lender_latest_report_days_on_statement() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        perform bump_lender_data_parts(array(select distinct lender_id from new_rows), 'latest');
        ${sql.raw(deltas(rows('new_rows', 1)))};
      elsif tg_op = 'DELETE' then
        perform bump_lender_data_parts(array(select distinct lender_id from old_rows), 'latest');
        ${sql.raw(deltas(rows('old_rows', -1)))};
      else
        perform bump_lender_data_parts(array(select lender_id from new_rows union select lender_id from old_rows), 'latest');
        ${sql.raw(deltas(`${rows('new_rows', 1)} union all ${rows('old_rows', -1)}`))};
      end if;
      return null;
    end $$`.execute(db);
  await createDeltaTriggers(
    db,
    'client_latest_reports',
    'client_latest_reports_days',
    'lender_latest_report_days_on_statement',
  );

  // The sums from scratch: this migration, and bulk loads that write client_latest_reports with the
  // triggers off (bench/support/portfolio.ts).
  await sql`
    create function rebuild_lender_latest_report_days() returns void language sql as $$
      delete from lender_latest_report_days;
      insert into lender_latest_report_days
        (lender_id, completed_on, category_bits, risk_level, clients, owing, liability_cents, without_lien_cents)
      select lender_id, (completed_at at time zone 'UTC')::date, category_bits, risk_level, count(*),
        count(*) filter (where total_liability_cents > 0), sum(total_liability_cents), sum(liability_without_lien_cents)
      from client_latest_reports where client_active
      group by 1, 2, 3, 4
    $$`.execute(db);
  await sql`select rebuild_lender_latest_report_days()`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
