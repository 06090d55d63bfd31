import type pg from 'pg';

export type HistoryScale = { ordersPerClient: number; monitoringPerClient: number };

/**
 * A lender's order and report history made in SQL (generate_series), so a million clients get
 * theirs in minutes: each of the lender's clients gets `ordersPerClient` orders with their ORDER
 * reports (the last one may still be open) and, for monitored clients, `monitoringPerClient`
 * MONITORING reports per period, spread over the last year. Every third client is monitored.
 */
export async function generateHistory(
  db: pg.Client,
  lenderId: string,
  userId: string,
  scale: HistoryScale,
): Promise<void> {
  // Values are our own uuids and numbers, written into the SQL as literals.
  const L = `'${lenderId}'::uuid`;
  const U = `'${userId}'::uuid`;
  await db.query(`
    update clients c set monitoring_frequency = case when n % 3 = 0 then 'MONTHLY' else 'None' end,
      authorization_expires_on = (current_date + ((n % 900) - 100))::date, created_by = ${U}
    from (select id, (row_number() over (order by id))::int as n from clients where lender_id = ${L}) numbered
    where c.id = numbered.id`);

  // Orders k = 1..n per client; the newest of every fifth client is still open.
  await db.query(`
    insert into orders (lender_id, client_id, report_type, delivery, placed_by, status, created_at, updated_at)
    select ${L}, c.id, 'TAXLENS', 'NEXT_DAY', ${U},
      case when k = ${scale.ordersPerClient} and c.n % 5 = 0 then (case when c.n % 10 = 0 then 'PENDING' else 'IN_PROGRESS' end)
           when (c.n + k) % 13 = 0 then 'REJECTED' else 'COMPLETED' end,
      now() - (((${scale.ordersPerClient} - k) * 110 + c.n % 100) || ' days')::interval - ((c.n % 1440) || ' minutes')::interval,
      now()
    from (select id, row_number() over (order by id) as n from clients where lender_id = ${L}) c
    cross join generate_series(1, ${scale.ordersPerClient}) k`);

  const periods = (
    balance: string,
    ia: string,
    lien: string,
  ) => `jsonb_build_array(jsonb_build_object('form','1120S','period',(extract(year from now())::int - 1)::text,'filed',true,'filedOn',null,
      'balanceCents',${balance},'installmentAgreement',${ia},'iaInDefault',false,'lienFiledOn',${lien},'levyNoticeOn',null))`;
  const derived = `
      (h % 997) * 137 * 100,
      (array_remove(array[
        case when h % 3 <> 0 then 'WITH_LIABILITIES' end,
        case when h % 3 <> 0 then 'WITH_LIABILITIES_LAST_FOUR_YEARS' end,
        case when h % 3 = 1 then 'WITH_OUT_IA' end,
        case when h % 11 = 0 then 'WITH_POTENTIAL_DEFAULT' end,
        case when h % 7 = 0 then 'WITH_LIENS' end,
        case when h % 29 = 0 then 'WITH_LIENS_LAST_45_DAYS' end,
        case when h % 31 = 0 then 'WITH_LEVY' end,
        case when h % 3 <> 0 and h % 7 <> 0 then 'WITH_HIDDEN_LIABILITIES' end,
        case when h % 19 = 0 then 'WITH_UN_FILED_INCOME_TAX_CURRENT_PERIOD' end,
        case when h % 23 = 0 then 'WITH_UN_FILED_941_LAST_QUARTER' end
      ], null))::text[],
      case when h % 11 = 0 or h % 29 = 0 or h % 31 = 0 then 'HIGH' when h % 3 = 1 then 'MEDIUM' else 'LOW' end`;

  await db.query(`
    insert into reports (lender_id, client_id, order_id, kind, report_type, status, rejection_code, rejected_at,
      report_date, completed_at, started_at, created_at, periods, total_liability_cents, categories, risk_level)
    select lender_id, client_id, id, 'ORDER', 'TAXLENS', status,
      case when status = 'REJECTED' then 'SIGNATURE_MISSING_DECLINED' end,
      case when status = 'REJECTED' then created_at + interval '1 day' end,
      case when status = 'COMPLETED' then (created_at + interval '1 day')::date end,
      case when status = 'COMPLETED' then created_at + interval '1 day' end,
      case when status <> 'PENDING' then created_at + interval '1 hour' end,
      created_at,
      case when status = 'COMPLETED' then ${periods('(h % 997) * 137 * 100', '(h % 3 <> 1)', "case when h % 7 = 0 then to_char(created_at - interval '20 days', 'YYYY-MM-DD') end")} else '[]'::jsonb end,
      ${derived}
    from (select o.*, abs(hashtext(o.id::text)) as h from orders o where o.lender_id = ${L}) o`);
  // The non-completed reports carry no derived figures.
  await db.query(`update reports set total_liability_cents = 0, categories = '{}', risk_level = null
    where lender_id = ${L} and status <> 'COMPLETED'`);

  await db.query(`
    insert into reports (lender_id, client_id, kind, report_type, status, report_date, completed_at, started_at, created_at,
      periods, total_liability_cents, categories, risk_level)
    select ${L}, c.id, 'MONITORING', 'TAXLENS', 'COMPLETED', t::date, t, t - interval '1 hour', t - interval '2 hours',
      ${periods('(h % 997) * 137 * 100', '(h % 3 <> 1)', 'null')}, ${derived}
    from (select id, abs(hashtext(id::text)) as h from clients where lender_id = ${L} and monitoring_frequency <> 'None') c
    cross join lateral (select now() - ((m * 30 + c.h % 30) || ' days')::interval as t
      from generate_series(0, ${scale.monitoringPerClient * 3 - 1}) m) times`);

  // An alert for every twentieth client's latest completed report, a third of them still unread.
  await db.query(`
    insert into alerts (lender_id, client_id, report_id, portal_alert_type, title, body, created_at, viewed, viewed_at)
    select r.lender_id, r.client_id, r.id, 'HIGH_RISK', 'Client at high risk', 'The latest report found a new balance.',
      r.completed_at, (h % 3 <> 0), case when h % 3 <> 0 then r.completed_at + interval '1 day' end
    from (select r.*, abs(hashtext(r.client_id::text)) as h from reports r where r.lender_id = ${L} and r.status = 'COMPLETED' and r.kind = 'ORDER') r
    where r.h % 20 = 0`);
}
