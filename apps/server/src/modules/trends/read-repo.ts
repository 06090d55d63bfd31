import type { ClientTypeCode, TaxPeriod } from '@taxlens/contracts';
import { type Selectable, sql } from 'kysely';
import type { Database } from '../../db/connection.js';
import type { MoverFacts } from './month-movers.js';
import { TREND_COUNT_COLUMNS, type TrendMonthsTable } from '../../db/schema-trends.js';

/** A stored month's figures, the month as 'YYYY-MM'. */
export type StoredMonthRow = Omit<Selectable<TrendMonthsTable>, 'lender_id' | 'month' | 'filter_key'> & {
  month: string;
};

/** One filter's stored months in [from, to] (first days): one index range read. */
export async function readStoredMonths(
  db: Database,
  lenderId: string,
  filterKey: string,
  from: string,
  to: string,
): Promise<StoredMonthRow[]> {
  const { rows } = await sql<StoredMonthRow>`
    select to_char(month, 'YYYY-MM') as month, ${sql.join(TREND_COUNT_COLUMNS.map((column) => sql.ref(column)))},
      liability_cents::bigint as liability_cents, categories
    from trend_months
    where lender_id = ${lenderId} and filter_key = ${filterKey} and month between ${from}::date and ${to}::date
    order by month`.execute(db);
  return rows.map((r) => ({ ...r, liability_cents: Number(r.liability_cents) }));
}

/** Whether the lender's history is still being back-filled, and when the current month was computed. */
export async function readTrendState(
  db: Database,
  lenderId: string,
  current: string,
): Promise<{ pending: boolean; asOf: Date | null }> {
  const job = await db
    .selectFrom('background_jobs')
    .select('status')
    .where('kind', '=', 'trends-backfill')
    .where('lender_id', '=', lenderId)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  const month = await db
    .selectFrom('trend_lender_months')
    .select('as_of')
    .where('lender_id', '=', lenderId)
    .where('month', '=', current)
    .executeTakeFirst();
  return { pending: !job || job.status === 'QUEUED' || job.status === 'RUNNING', asOf: month?.as_of ?? null };
}

export async function bundleBelongsTo(db: Database, lenderId: string, bundleId: string): Promise<boolean> {
  return !!(await db
    .selectFrom('bundles')
    .select('id')
    .where('id', '=', bundleId)
    .where('lender_id', '=', lenderId)
    .executeTakeFirst());
}

export type MoverRow = { client_id: string; business_name: string; start_cents: number; end_cents: number };

/**
 * Each client followed at `end` with a completed report both before `start` and before `end`:
 * the liabilities of those two reports, ordered by the change (largest rise or fall first).
 */
export async function findMovers(
  db: Database,
  q: {
    lenderId: string;
    start: Date;
    end: Date;
    clientType?: ClientTypeCode | undefined;
    bundleId?: string | undefined;
  },
  direction: 'up' | 'down',
  limit: number,
): Promise<MoverRow[]> {
  // Through reports_client_completed: a report's client is its lender's (foreign key), and comparing
  // the lender here makes PostgreSQL walk the lender's whole index per client (decision 220).
  const latestBefore = (at: Date) => sql`(select r.total_liability_cents from reports r
    where r.client_id = c.id and r.status = 'COMPLETED' and r.completed_at < ${at}
    order by r.completed_at desc, r.id limit 1)`;
  const { rows } = await sql<MoverRow>`
    select * from (
      select c.id::text as client_id, c.business_name, ${latestBefore(q.start)}::bigint as start_cents, ${latestBefore(q.end)}::bigint as end_cents
      from clients c
      where c.lender_id = ${q.lenderId} and (c.archived_at is null or c.archived_at >= ${q.end})
        ${q.clientType ? sql`and c.client_type = ${q.clientType}` : sql``}
        ${q.bundleId ? sql`and exists (select 1 from bundle_clients b where b.client_id = c.id and b.bundle_id = ${q.bundleId})` : sql``}
    ) ends
    where start_cents is not null and end_cents is not null and end_cents ${direction === 'up' ? sql`>` : sql`<`} start_cents
    order by (end_cents - start_cents) ${direction === 'up' ? sql`desc` : sql`asc`}, client_id
    limit ${limit}`.execute(db);
  return rows.map((r) => ({ ...r, start_cents: Number(r.start_cents), end_cents: Number(r.end_cents) }));
}

/**
 * The movers stored with a computed month for the range beginning with `from` (decisions 220, 224),
 * their names read now; null when the month was not computed yet, or its stored movers do not reach
 * back to `from` (`rangeMonths`: the range's length). A filter without movers has no row: empty lists.
 */
export async function readStoredMovers(
  db: Database,
  q: { lenderId: string; filterKey: string; month: string; from: string; rangeMonths: number },
): Promise<{ risers: MoverRow[]; fallers: MoverRow[] } | null> {
  const { lenderId } = q;
  const computed = await db
    .selectFrom('trend_lender_months')
    .select(['as_of', 'movers_months'])
    .where('lender_id', '=', lenderId)
    .where('month', '=', q.month)
    .executeTakeFirst();
  if (!computed?.as_of || computed.movers_months < q.rangeMonths) return null;
  const row = await db
    .selectFrom('trend_movers')
    .select(['risers', 'fallers'])
    .where('lender_id', '=', lenderId)
    .where('filter_key', '=', q.filterKey)
    .where('month', '=', q.month)
    .where('from_month', '=', q.from)
    .executeTakeFirst();
  const parse = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : (v ?? [])) as MoverFacts[];
  const risers = parse(row?.risers);
  const fallers = parse(row?.fallers);
  const ids = [...risers, ...fallers].map((m) => m.clientId);
  const names =
    ids.length === 0
      ? []
      : await db
          .selectFrom('clients')
          .select(['id', 'business_name'])
          .where('lender_id', '=', lenderId)
          .where('id', 'in', ids)
          .execute();
  const nameOf = new Map(names.map((n) => [n.id, n.business_name]));
  const toRow = (m: MoverFacts): MoverRow => ({
    client_id: m.clientId,
    business_name: nameOf.get(m.clientId) ?? '',
    start_cents: m.startCents,
    end_cents: m.endCents,
  });
  return { risers: risers.map(toRow), fallers: fallers.map(toRow) };
}

export async function clientBelongsTo(db: Database, lenderId: string, clientId: string): Promise<boolean> {
  return !!(await db
    .selectFrom('clients')
    .select('id')
    .where('id', '=', clientId)
    .where('lender_id', '=', lenderId)
    .executeTakeFirst());
}

export async function findCompletedReports(db: Database, lenderId: string, clientId: string) {
  const rows = await db
    .selectFrom('reports')
    .select(['id', 'report_date', 'kind', 'total_liability_cents', 'periods'])
    .where('lender_id', '=', lenderId)
    .where('client_id', '=', clientId)
    .where('status', '=', 'COMPLETED')
    .orderBy('completed_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    ...r,
    periods: (typeof r.periods === 'string' ? JSON.parse(r.periods) : r.periods) as TaxPeriod[],
  }));
}

export async function listBundles(db: Database, lenderId: string): Promise<{ id: string; name: string }[]> {
  return db
    .selectFrom('bundles')
    .select(['id', 'name'])
    .where('lender_id', '=', lenderId)
    .orderBy('name')
    .orderBy('id')
    .execute();
}
