import type { CategoryCode, ClientTypeCode, RiskLevel, TaxPeriod } from '@taxlens/contracts';
import { type Insertable, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/connection.js';
import type { TrendMonthsTable } from '../../db/schema-trends.js';
import type { ClientMonthFacts } from './month-figures.js';

type FactsRow = {
  id: string;
  client_type: ClientTypeCode;
  bundle_id: string | null;
  periods: TaxPeriod[] | string | null;
  categories: CategoryCode[] | string | null;
  risk_level: RiskLevel | null;
  total_liability_cents: number | string | null;
  history: [number | string, number | string][] | string | null;
};

/** A text[] column as the driver gives it: an array, or its literal '{A,B}'. */
const categoriesOf = (v: CategoryCode[] | string | null): CategoryCode[] =>
  typeof v === 'string'
    ? (v
        .replace(/^\{|\}$/g, '')
        .split(',')
        .filter(Boolean) as CategoryCode[])
    : (v ?? []);

/** Clients read per batch while a month is computed: memory stays one batch deep at any portfolio size. */
export const FACTS_BATCH = 5000;

export type MonthEvents = Map<string, { rejected8821: number; alertsRaised: number }>;

/** The 8821s rejected and the alerts raised in [start, asOf), per client: few clients have any. */
export async function readMonthEvents(db: Database, lenderId: string, start: Date, asOf: Date): Promise<MonthEvents> {
  const { rows } = await sql<{ client_id: string; rejected: number; alerts: number }>`
    select client_id::text as client_id, sum(rejected)::int as rejected, sum(alerts)::int as alerts from (
      select r.client_id, 1 as rejected, 0 as alerts from reports r
      where r.lender_id = ${lenderId} and r.status = 'REJECTED' and r.rejected_at >= ${start} and r.rejected_at < ${asOf}
      union all
      select (e.payload->>'clientId')::uuid, 0, 1 from domain_events e
      where e.lender_id = ${lenderId} and e.type = 'alert.raised' and not e.test and e.payload->>'clientId' is not null
        and e.occurred_at >= ${start} and e.occurred_at < ${asOf}
    ) settled
    group by client_id`.execute(db);
  return new Map(rows.map((r) => [r.client_id, { rejected8821: r.rejected, alertsRaised: r.alerts }]));
}

/**
 * A client's latest report completed before `at` (ties: the lowest id, as client_latest_reports takes it,
 * decision 266), found through reports_client_completed. The
 * lender is deliberately not compared: a report's client belongs to its lender (a foreign key on
 * both), and with the lender in the condition PostgreSQL walks the lender's whole
 * (lender, status, completed_at) index for each client, a cost that grows with the square of the
 * portfolio (decision 220).
 */
const latestReportBefore = (at: Date, columns: RawBuilder<unknown>) => sql`(
  select ${columns} from reports r
  where r.client_id = c.id and r.status = 'COMPLETED' and r.completed_at < ${at}
  order by r.completed_at desc, r.id limit 1)`;

/**
 * A client's completed reports in [rangeStart, asOf) and its latest before rangeStart, oldest first
 * (ties: the highest id first, so the last is the latest), as [completed at in ms, total in cents]: each range's first and last report is in it.
 */
const moverHistory = (rangeStart: Date, asOf: Date) => sql`(
  select json_agg(json_build_array(extract(epoch from h.completed_at) * 1000, h.total_liability_cents) order by h.completed_at, h.id desc) from (
    select r.completed_at, r.id, r.total_liability_cents from reports r
    where r.client_id = c.id and r.status = 'COMPLETED' and r.completed_at >= ${rangeStart} and r.completed_at < ${asOf}
    union all
    ${latestReportBefore(rangeStart, sql`r.completed_at, r.id, r.total_liability_cents`)}
  ) h)`;

/**
 * One batch of the lender's clients (by id, after `after`) with their latest report completed
 * before asOf, its total, their report history since `rangeStart` (the earliest movers' start,
 * decision 224) and their events of the month. A client archived before asOf is left out, and one
 * with neither a report nor an event; in the current month (`current`), every client not active now
 * (archived or closed), as the overview leaves them out (decision 266).
 */
export async function readClientFacts(
  db: Database,
  q: { lenderId: string; asOf: Date; rangeStart: Date; current: boolean },
  events: MonthEvents,
  after: string | null,
): Promise<{ facts: ClientMonthFacts[]; last: string | null }> {
  const { lenderId, asOf } = q;
  const { rows } = await sql<FactsRow>`
    select c.id::text as id, c.client_type, b.bundle_id::text as bundle_id, latest.periods, latest.categories,
      latest.risk_level, latest.total_liability_cents,
      -- Only a client with a report inside the range can have moved: the others skip the lookup.
      case when latest.completed_at >= ${q.rangeStart} then ${moverHistory(q.rangeStart, asOf)} end as history
    from clients c
    left join bundle_clients b on b.client_id = c.id and b.lender_id = c.lender_id
    left join lateral ${latestReportBefore(asOf, sql`r.periods, r.categories, r.risk_level, r.total_liability_cents, r.completed_at`)} latest on true
    where c.lender_id = ${lenderId}
      and (c.archived_at is null or c.archived_at >= ${asOf})
      ${q.current ? sql`and c.status not in ('ARCHIVED', 'CLOSED')` : sql``}
      ${after ? sql`and c.id > ${after}` : sql``}
    order by c.id
    limit ${FACTS_BATCH}`.execute(db);
  const facts: ClientMonthFacts[] = [];
  for (const r of rows) {
    const settled = events.get(r.id);
    if (r.periods === null && !settled) continue;
    const history = typeof r.history === 'string' ? (JSON.parse(r.history) as [number, number][]) : r.history;
    facts.push({
      clientId: r.id,
      clientType: r.client_type,
      bundleId: r.bundle_id,
      periods: typeof r.periods === 'string' ? (JSON.parse(r.periods) as TaxPeriod[]) : r.periods,
      latest:
        r.periods === null
          ? null
          : {
              totalLiabilityCents: Number(r.total_liability_cents ?? 0),
              categories: categoriesOf(r.categories),
              riskLevel: r.risk_level ?? 'LOW',
            },
      rejected8821: settled?.rejected8821 ?? 0,
      alertsRaised: settled?.alertsRaised ?? 0,
      moverHistory: history ? history.map(([at, cents]) => [Number(at), Number(cents)] as const) : null,
    });
  }
  return { facts, last: rows.length === FACTS_BATCH ? rows.at(-1)!.id : null };
}

export type LenderMonthState = { changes: number; closed: boolean; asOf: Date | null };

export async function readLenderMonth(db: Database, lenderId: string, month: string): Promise<LenderMonthState | null> {
  const row = await db
    .selectFrom('trend_lender_months')
    .select(['changes', 'closed', 'as_of'])
    .where('lender_id', '=', lenderId)
    .where('month', '=', month)
    .executeTakeFirst();
  return row ? { changes: Number(row.changes), closed: row.closed, asOf: row.as_of } : null;
}

type StoredFigures = Omit<Insertable<TrendMonthsTable>, 'lender_id' | 'month'>;

const INSERT_CHUNK = 500;

type StoredMovers = { from_month: string; filter_key: string; risers: string; fallers: string };

export type LenderMonthFigures = {
  lenderId: string;
  month: string;
  asOf: Date;
  closed: boolean;
  seenChanges: number;
  rows: StoredFigures[];
  movers: StoredMovers[];
  /** How many first months the movers cover, counted back from the month (decision 224). */
  moversMonths: number;
};

/**
 * Replaces a lender-month's figures; run it in a transaction. `seenChanges` are the changes counted
 * when the computation began, so a change recorded meanwhile keeps the month due.
 */
export async function writeLenderMonth(trx: Database, target: LenderMonthFigures): Promise<void> {
  const { lenderId, month, rows } = target;
  {
    // The back-fill (a one-off job) and the refresh job may write the same lender-month at once; the
    // second waits for the first and replaces its rows (without the lock both delete nothing and the
    // second insert fails on the primary key).
    await sql`select pg_advisory_xact_lock(hashtext(${lenderId}), hashtext(${`trend-month:${month}`}))`.execute(trx);
    await trx.deleteFrom('trend_months').where('lender_id', '=', lenderId).where('month', '=', month).execute();
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      await trx
        .insertInto('trend_months')
        .values(rows.slice(i, i + INSERT_CHUNK).map((r) => ({ ...r, lender_id: lenderId, month })))
        .execute();
    }
    await trx.deleteFrom('trend_movers').where('lender_id', '=', lenderId).where('month', '=', month).execute();
    for (let i = 0; i < target.movers.length; i += INSERT_CHUNK) {
      await trx
        .insertInto('trend_movers')
        .values(target.movers.slice(i, i + INSERT_CHUNK).map((r) => ({ ...r, lender_id: lenderId, month })))
        .execute();
    }
    await trx
      .insertInto('trend_lender_months')
      .values({
        lender_id: lenderId,
        month,
        as_of: target.asOf,
        closed: target.closed,
        changes: target.seenChanges,
        computed_changes: target.seenChanges,
        movers_months: target.moversMonths,
      })
      .onConflict((oc) =>
        oc.columns(['lender_id', 'month']).doUpdateSet({
          as_of: target.asOf,
          closed: target.closed,
          computed_changes: target.seenChanges,
          movers_months: target.moversMonths,
        }),
      )
      .execute();
  }
}

/** An event changed the lender's figures from `month` on: each of those months is due again. */
export async function markMonthsChanged(db: Database, lenderId: string, months: readonly string[]): Promise<void> {
  if (months.length === 0) return;
  await db
    .insertInto('trend_lender_months')
    .values(months.map((month) => ({ lender_id: lenderId, month, changes: 1 })))
    .onConflict((oc) =>
      oc.columns(['lender_id', 'month']).doUpdateSet({ changes: sql`trend_lender_months.changes + 1` }),
    )
    .execute();
}

/** Lender-months to compute: changed since computed, or the current month computed before `staleBefore`, or ended but not closed. */
export async function findDueLenderMonths(
  db: Database,
  current: string,
  staleBefore: Date,
  limit: number,
): Promise<{ lenderId: string; month: string }[]> {
  const { rows } = await sql<{ lender_id: string; month: string }>`
    select lender_id::text as lender_id, to_char(month, 'YYYY-MM-DD') as month from trend_lender_months
    where changes > computed_changes
      or (month = ${current}::date and (as_of is null or as_of < ${staleBefore}))
      or (month < ${current}::date and not closed)
    order by month, lender_id
    limit ${limit}`.execute(db);
  return rows.map((r) => ({ lenderId: r.lender_id, month: r.month }));
}

/**
 * Makes the current month due for every lender that has trends (the first run after a month begins),
 * and every month missing between the lender's first and it: after a stop longer than a month, the
 * months no run saw are computed too, not left empty. A gap can also sit below the latest month: an
 * event marks its own month and every month since, so a completion after the stop opens the later
 * months first (found by the property test, decision 200). A lender whose months have no gap only
 * looks from its latest one.
 */
export async function openMonth(db: Database, month: string): Promise<void> {
  await sql`
    insert into trend_lender_months (lender_id, month)
    select l.lender_id, m::date
    from (
      select lender_id, min(month) as first, max(month) as latest, count(*) as months
      from trend_lender_months group by lender_id
    ) l
    cross join lateral generate_series(
      case when l.months < (extract(year from l.latest) - extract(year from l.first)) * 12 + extract(month from l.latest) - extract(month from l.first) + 1
        then l.first else l.latest + interval '1 month' end,
      ${month}::date, interval '1 month') as m
    on conflict do nothing`.execute(db);
}

/** The month of the lender's first completed report, 'YYYY-MM-DD' (UTC day; the caller takes its Eastern month). */
export async function findFirstCompletion(db: Database, lenderId: string): Promise<Date | null> {
  const row = await db
    .selectFrom('reports')
    .select((eb) => eb.fn.min('completed_at').as('first'))
    .where('lender_id', '=', lenderId)
    .where('status', '=', 'COMPLETED')
    .executeTakeFirst();
  return row?.first ? new Date(row.first) : null;
}

/** Lenders whose history was never queued for back-filling. */
export async function findLendersWithoutBackfill(db: Database): Promise<string[]> {
  const rows = await db
    .selectFrom('lenders as l')
    .select('l.id')
    // A test-mode sandbox has no trends (decision 189: test data is left out of every trend).
    .where('l.sandbox_of', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('background_jobs as j')
            .select('j.id')
            .where('j.kind', '=', 'trends-backfill')
            .whereRef('j.lender_id', '=', 'l.id'),
        ),
      ),
    )
    .execute();
  return rows.map((r) => r.id);
}
