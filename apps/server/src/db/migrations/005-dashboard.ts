import { type Kysely, sql } from 'kysely';

// Dashboard and portfolio lists at scale (docs/decisions/030, 031; bench/dashboard). Dashboards read each active
// client's latest completed report: instead of finding it among all reports on every call, a
// trigger keeps one row per client with that report's figures, whoever writes the report (orders,
// operations, monitoring). The liabilities without a payment plan and without a lien, which the key
// insights need, are derived from the report's periods here, once.
/** The category codes of DESIGN.md in bit order (bit i = 2^i); the repo reads the same list. */
export const CATEGORY_BITS = [
  'WITH_LIABILITIES',
  'WITH_LIABILITIES_LAST_FOUR_YEARS',
  'WITH_OUT_IA',
  'WITH_POTENTIAL_DEFAULT',
  'WITH_LIENS',
  'WITH_LIENS_LAST_45_DAYS',
  'WITH_LEVY',
  'WITH_HIDDEN_LIABILITIES',
  'WITH_UN_FILED_INCOME_TAX_CURRENT_PERIOD',
  'WITH_UN_FILED_INCOME_TAX_PREVIOUS_PERIOD',
  'WITH_UN_FILED_INCOME_TAX_TWO_PERIODS_AGO',
  'WITH_UN_FILED_941_LAST_QUARTER',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table client_latest_reports (
      client_id uuid primary key,
      lender_id uuid not null,
      report_id uuid not null,
      report_date date not null,
      completed_at timestamptz not null,
      total_liability_cents bigint not null,
      liability_without_ia_cents bigint not null,
      liability_without_lien_cents bigint not null,
      categories text[] not null,
      -- The categories as bits (CATEGORY_BITS below): one pass sums every category cheaply.
      category_bits integer not null,
      risk_level text not null,
      client_active boolean not null,
      foreign key (client_id, lender_id) references clients(id, lender_id) on delete cascade
    )`.execute(db);
  // Covering: the dashboard's one pass over the last 30 days reads the index only.
  await sql`
    create index client_latest_lender_completed on client_latest_reports(lender_id, completed_at desc)
    include (total_liability_cents, category_bits, risk_level, liability_without_lien_cents) where client_active`.execute(
    db,
  );
  await sql`create index client_latest_lender_date on client_latest_reports(lender_id, report_date desc, report_id) where client_active`.execute(
    db,
  );
  // The key insights' largest liabilities: the top of these indexes.
  await sql`create index client_latest_lender_no_ia on client_latest_reports(lender_id, liability_without_ia_cents desc) where client_active`.execute(
    db,
  );
  await sql`create index client_latest_lender_no_lien on client_latest_reports(lender_id, liability_without_lien_cents desc) where client_active`.execute(
    db,
  );

  // Bit i is CATEGORY_BITS[i]; written out here because a migration must not change with the code.
  const bits = sql.raw(
    CATEGORY_BITS.map((code, i) => `(case when '${code}' = any(r.categories) then ${2 ** i} else 0 end)`).join(' | '),
  );

  await sql`
    create function client_latest_report_refresh(p_client uuid) returns void language plpgsql as $$
    begin
      delete from client_latest_reports where client_id = p_client;
      insert into client_latest_reports (client_id, lender_id, report_id, report_date, completed_at, total_liability_cents,
        liability_without_ia_cents, liability_without_lien_cents, categories, category_bits, risk_level, client_active)
      select r.client_id, r.lender_id, r.id, r.report_date, r.completed_at, r.total_liability_cents,
        (select coalesce(sum((p->>'balanceCents')::bigint), 0) from jsonb_array_elements(r.periods) p
          where (p->>'balanceCents')::bigint > 0 and not coalesce((p->>'installmentAgreement')::boolean, false)),
        (select coalesce(sum((p->>'balanceCents')::bigint), 0) from jsonb_array_elements(r.periods) p
          where (p->>'balanceCents')::bigint > 0 and (p->>'lienFiledOn' is null or (p->>'lienFiledOn')::date > r.report_date)),
        r.categories, ${bits}, r.risk_level, c.status not in ('ARCHIVED', 'CLOSED')
      from reports r join clients c on c.id = r.client_id
      where r.client_id = p_client and r.status = 'COMPLETED'
      order by r.completed_at desc, r.id
      limit 1;
    end $$`.execute(db);

  await sql`
    create function client_latest_report_on_report() returns trigger language plpgsql as $$
    begin
      if tg_op in ('INSERT', 'UPDATE') and new.status = 'COMPLETED' then
        perform client_latest_report_refresh(new.client_id);
      end if;
      if tg_op in ('UPDATE', 'DELETE') and old.status = 'COMPLETED'
        and (tg_op = 'DELETE' or new.status <> 'COMPLETED' or new.client_id <> old.client_id) then
        perform client_latest_report_refresh(old.client_id);
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger reports_client_latest after insert or update or delete on reports
    for each row execute function client_latest_report_on_report()`.execute(db);

  await sql`
    create function client_latest_report_on_client() returns trigger language plpgsql as $$
    begin
      update client_latest_reports set client_active = new.status not in ('ARCHIVED', 'CLOSED') where client_id = new.id;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger clients_client_latest after update of status on clients
    for each row when (old.status is distinct from new.status) execute function client_latest_report_on_client()`.execute(
    db,
  );

  // Reports already stored (an upgraded database).
  await sql`select client_latest_report_refresh(id) from clients`.execute(db);

  // The status cards' totals: one counter row per lender and order status, kept by a trigger, so
  // the dashboard does not count every order of a large lender on each visit.
  await sql`
    create table lender_order_counts (
      lender_id uuid not null references lenders(id) on delete cascade,
      status text not null,
      n bigint not null default 0,
      primary key (lender_id, status)
    )`.execute(db);
  await sql`
    create function lender_order_counts_on_order() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        update lender_order_counts set n = n - 1 where lender_id = old.lender_id and status = old.status;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        insert into lender_order_counts (lender_id, status, n) values (new.lender_id, new.status, 1)
        on conflict (lender_id, status) do update set n = lender_order_counts.n + 1;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger orders_lender_counts after insert or delete or update of status, lender_id on orders
    for each row execute function lender_order_counts_on_order()`.execute(db);
  await sql`
    insert into lender_order_counts (lender_id, status, n)
    select lender_id, status, count(*) from orders group by lender_id, status`.execute(db);

  // The lists' first pages and the status cards' "new today".
  await sql`create index orders_lender_status_created on orders(lender_id, status, created_at)`.execute(db);
  await sql`
    create index clients_lender_monitored_expiry on clients(lender_id, authorization_expires_on)
    where monitoring_frequency <> 'None'`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
