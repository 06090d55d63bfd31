import type { CategoryCode } from '@taxlens/contracts';
import { sql } from 'kysely';
import type { Database } from '../../db/connection.js';
import { groupLatestReportsSince } from '../../db/queries/latest-report-days.js';
import { categoryBit, latestCompletedReports } from '../../db/queries/latest-reports.js';

export type OrderCounts = Record<'pending' | 'completed' | 'rejected', { total: number; newToday: number }>;
export type SettledToday = { completedNew: number; rejectedNew: number };

/** The lender's orders per status, from the counters its order triggers keep (migration 005). */
export async function readOrderStatusTotals(db: Database, lenderId: string): Promise<OrderStatusTotals> {
  return db.selectFrom('lender_order_counts').select(['status', 'n']).where('lender_id', '=', lenderId).execute();
}
export type OrderStatusTotals = { status: string; n: number | string }[];

/**
 * Each status card counts what its View link lists (all the lender's orders in that state, from the
 * trigger-kept counters); new today means placed (pending), completed or rejected since the user's
 * midnight. Those are counted by `countPlacedToday` and `countSettledToday` (cached: decision 222).
 */
export function countOrdersByState(totals: OrderStatusTotals, placedToday: number, settled: SettledToday): OrderCounts {
  const total = (...statuses: string[]) =>
    totals.filter((r) => statuses.includes(r.status)).reduce((n, r) => n + Number(r.n), 0);
  return {
    pending: { total: total('PENDING', 'IN_PROGRESS'), newToday: placedToday },
    completed: { total: total('COMPLETED'), newToday: settled.completedNew },
    rejected: { total: total('REJECTED'), newToday: settled.rejectedNew },
  };
}

/** Orders placed since `today` and still open: a range of the (lender, status, created_at) index per status. */
export async function countPlacedToday(db: Database, lenderId: string, today: Date): Promise<number> {
  const placed = await sql<{ n: number }>`
    select count(*)::int as n from orders o
    where o.lender_id = ${lenderId} and o.status in ('PENDING', 'IN_PROGRESS') and o.created_at >= ${today}`.execute(
    db,
  );
  return placed.rows[0]?.n ?? 0;
}

/**
 * Orders completed or rejected since `today`: the reports completed or rejected since then, found by
 * their own indexes (the completed order reports' holds their order: decision 245), each order's
 * status looked up by its key (as a join, PostgreSQL chose to read every order). A day's completions
 * of a large lender are thousands of look-ups.
 */
export async function countSettledToday(db: Database, lenderId: string, today: Date): Promise<SettledToday> {
  const orderStatus = sql`(select o.status from orders o where o.id = r.order_id)`;
  const settled = await sql<{ completed_new: number; rejected_new: number }>`
    select
      (select count(distinct r.order_id) from reports r
        where r.lender_id = ${lenderId} and r.status = 'COMPLETED' and r.kind = 'ORDER' and r.completed_at >= ${today}
          and ${orderStatus} = 'COMPLETED')::int as completed_new,
      (select count(distinct r.order_id) from reports r
        where r.lender_id = ${lenderId} and r.status = 'REJECTED' and r.rejected_at >= ${today}
          and ${orderStatus} = 'REJECTED')::int as rejected_new
  `.execute(db);
  const s = settled.rows[0] ?? { completed_new: 0, rejected_new: 0 };
  return { completedNew: s.completed_new, rejectedNew: s.rejected_new };
}

export async function findLatestRejected(db: Database, lenderId: string, limit: number) {
  return db
    .selectFrom('reports as r')
    .innerJoin('clients as c', (j) => j.onRef('c.id', '=', 'r.client_id').onRef('c.lender_id', '=', 'r.lender_id'))
    .select(['r.rejected_at', 'r.rejection_code', 'r.client_id', 'c.business_name'])
    .where('r.lender_id', '=', lenderId)
    .where('r.status', '=', 'REJECTED')
    .orderBy('r.rejected_at', 'desc')
    .orderBy('r.id')
    .limit(limit)
    .execute();
}

/** The client is named when the answer is made (its name is not part of the figures' version). */
type Largest = { value: number; clientId: string | null };
export type InsightFigures = {
  unfiledCurrent: number;
  unfiledPrevious: number;
  unfiledTwoAgo: number;
  unfiled941: number;
  liensLast45: number;
  totalWithoutLien: number;
  largestWithoutIa: Largest;
  largestWithoutLien: Largest;
};

async function findLargest(db: Database, lenderId: string, from: Date, column: 'no_ia' | 'no_lien'): Promise<Largest> {
  const result = await sql<{ value: number; client_id: string }>`
    select l.${sql.ref(column)} as value, l.client_id
    from ${latestCompletedReports(lenderId, { from })} l
    where l.${sql.ref(column)} > 0
    order by l.${sql.ref(column)} desc
    limit 1`.execute(db);
  const row = result.rows[0];
  return row ? { value: Number(row.value), clientId: row.client_id } : { value: 0, clientId: null };
}

/** Every key-insight figure over the latest reports completed since `from`. */
export async function computeInsightFigures(db: Database, lenderId: string, from: Date): Promise<InsightFigures> {
  const [groups, largestWithoutIa, largestWithoutLien] = await Promise.all([
    groupLatestReportsSince(db, lenderId, from),
    findLargest(db, lenderId, from, 'no_ia'),
    findLargest(db, lenderId, from, 'no_lien'),
  ]);
  const count = (code: CategoryCode) =>
    groups.filter((g) => (g.bits & categoryBit(code)) !== 0).reduce((n, g) => n + g.clients, 0);
  return {
    unfiledCurrent: count('WITH_UN_FILED_INCOME_TAX_CURRENT_PERIOD'),
    unfiledPrevious: count('WITH_UN_FILED_INCOME_TAX_PREVIOUS_PERIOD'),
    unfiledTwoAgo: count('WITH_UN_FILED_INCOME_TAX_TWO_PERIODS_AGO'),
    unfiled941: count('WITH_UN_FILED_941_LAST_QUARTER'),
    liensLast45: count('WITH_LIENS_LAST_45_DAYS'),
    totalWithoutLien: groups.reduce((n, g) => n + g.withoutLien, 0),
    largestWithoutIa,
    largestWithoutLien,
  };
}

/** Names of the given clients of the lender, by id. */
export async function findBusinessNames(
  db: Database,
  lenderId: string,
  clientIds: string[],
): Promise<Map<string, string>> {
  if (clientIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('clients')
    .select(['id', 'business_name'])
    .where('lender_id', '=', lenderId)
    .where('id', 'in', clientIds)
    .execute();
  return new Map(rows.map((r) => [r.id, r.business_name]));
}

/**
 * The lender's type and the version of its latest completed reports (decision 222), read before the
 * figures they key: the only part of the lender's data these figures are computed from.
 */
export async function findLenderTypeAndReportsVersion(
  db: Database,
  lenderId: string,
): Promise<{ lenderType: string; reportsVersion: number }> {
  const row = await db
    .selectFrom('lenders as l')
    .leftJoin('lender_data_versions as v', 'v.lender_id', 'l.id')
    .select(['l.lender_type', 'v.latest_reports_version'])
    .where('l.id', '=', lenderId)
    .executeTakeFirstOrThrow();
  return { lenderType: row.lender_type, reportsVersion: Number(row.latest_reports_version ?? 0) };
}
