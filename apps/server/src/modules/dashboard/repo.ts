import { type CategoryCode, RISK_LEVELS, type RiskLevel } from '@taxlens/contracts';
import { sql } from 'kysely';
import type { Database } from '../../db/connection.js';
import { categoryBit, latestCompletedReports } from '../reports/latest-reports.js';

type Figure = { amount: number; count: number };
export type PortfolioTotals = { total: Figure; byCategory: Map<CategoryCode, Figure>; byRisk: Map<RiskLevel, Figure> };

const has = (code: CategoryCode) => sql`(l.category_bits & ${sql.lit(categoryBit(code))}) <> 0`;

/**
 * Liabilities of the latest reports completed since `from`, in one pass: the total, the given
 * categories and each risk level (sum in cents, count of clients).
 */
export async function sumLiabilities(db: Database, lenderId: string, from: Date, codes: readonly CategoryCode[]): Promise<PortfolioTotals> {
  const columns = [
    sql`coalesce(sum(l.total_liability_cents), 0)::bigint as total_amount`,
    sql`(count(*) filter (where l.total_liability_cents > 0))::int as total_count`,
    ...codes.flatMap((code, i) => [
      sql`coalesce(sum(l.total_liability_cents) filter (where ${has(code)}), 0)::bigint as ${sql.ref(`c${i}_amount`)}`,
      sql`(count(*) filter (where ${has(code)}))::int as ${sql.ref(`c${i}_count`)}`,
    ]),
    ...RISK_LEVELS.flatMap((level, i) => [
      sql`coalesce(sum(l.total_liability_cents) filter (where l.risk_level = ${level}), 0)::bigint as ${sql.ref(`r${i}_amount`)}`,
      sql`(count(*) filter (where l.risk_level = ${level}))::int as ${sql.ref(`r${i}_count`)}`,
    ]),
  ];
  const result = await sql<Record<string, number>>`
    select ${sql.join(columns)} from ${latestCompletedReports(lenderId, { from })} l`.execute(db);
  const row = result.rows[0] ?? {};
  const figure = (prefix: string): Figure => ({ amount: Number(row[`${prefix}_amount`] ?? 0), count: Number(row[`${prefix}_count`] ?? 0) });
  return {
    total: figure('total'),
    byCategory: new Map(codes.map((code, i) => [code, figure(`c${i}`)])),
    byRisk: new Map(RISK_LEVELS.map((level, i) => [level, figure(`r${i}`)])),
  };
}

export type OrderCounts = Record<'pending' | 'completed' | 'rejected', { total: number; newToday: number }>;

/**
 * Each status card counts what its View link lists (all the lender's orders in that state); new
 * today means placed (pending), completed or rejected since the user's midnight.
 */
export async function countOrdersByState(db: Database, lenderId: string, today: Date): Promise<OrderCounts> {
  const totals = await db.selectFrom('lender_order_counts').select(['status', 'n']).where('lender_id', '=', lenderId).execute();
  const placedToday = await sql<{ n: number }>`
    select count(*)::int as n from orders o
    where o.lender_id = ${lenderId} and o.status in ('PENDING', 'IN_PROGRESS') and o.created_at >= ${today}`.execute(db);
  // Settled today: the few reports completed or rejected since midnight, found by their own indexes.
  const settled = await sql<{ completed_new: number; rejected_new: number }>`
    select
      (select count(distinct r.order_id) from reports r join orders o on o.id = r.order_id and o.status = 'COMPLETED'
        where r.lender_id = ${lenderId} and r.status = 'COMPLETED' and r.completed_at >= ${today} and r.order_id is not null)::int as completed_new,
      (select count(distinct r.order_id) from reports r join orders o on o.id = r.order_id and o.status = 'REJECTED'
        where r.lender_id = ${lenderId} and r.status = 'REJECTED' and r.rejected_at >= ${today} and r.order_id is not null)::int as rejected_new
  `.execute(db);
  const total = (...statuses: string[]) => totals.filter((r) => statuses.includes(r.status)).reduce((n, r) => n + Number(r.n), 0);
  const s = settled.rows[0] ?? { completed_new: 0, rejected_new: 0 };
  return {
    pending: { total: total('PENDING', 'IN_PROGRESS'), newToday: placedToday.rows[0]?.n ?? 0 },
    completed: { total: total('COMPLETED'), newToday: s.completed_new },
    rejected: { total: total('REJECTED'), newToday: s.rejected_new },
  };
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

type Largest = { value: number; clientId: string | null; businessName: string | null };
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
  const result = await sql<{ value: number; client_id: string; business_name: string }>`
    select l.${sql.ref(column)} as value, l.client_id, c.business_name
    from ${latestCompletedReports(lenderId, { from })} l join clients c on c.id = l.client_id
    where l.${sql.ref(column)} > 0
    order by l.${sql.ref(column)} desc
    limit 1`.execute(db);
  const row = result.rows[0];
  return row ? { value: Number(row.value), clientId: row.client_id, businessName: row.business_name } : { value: 0, clientId: null, businessName: null };
}

/** Every key-insight figure over the latest reports completed since `from`. */
export async function computeInsightFigures(db: Database, lenderId: string, from: Date): Promise<InsightFigures> {
  const counts = sql<Record<string, number>>`
    select
      (count(*) filter (where ${has('WITH_UN_FILED_INCOME_TAX_CURRENT_PERIOD')}))::int as unfiled_current,
      (count(*) filter (where ${has('WITH_UN_FILED_INCOME_TAX_PREVIOUS_PERIOD')}))::int as unfiled_previous,
      (count(*) filter (where ${has('WITH_UN_FILED_INCOME_TAX_TWO_PERIODS_AGO')}))::int as unfiled_two_ago,
      (count(*) filter (where ${has('WITH_UN_FILED_941_LAST_QUARTER')}))::int as unfiled_941,
      (count(*) filter (where ${has('WITH_LIENS_LAST_45_DAYS')}))::int as liens_45,
      coalesce(sum(l.no_lien), 0)::bigint as total_without_lien
    from ${latestCompletedReports(lenderId, { from })} l`.execute(db);
  const [c, largestWithoutIa, largestWithoutLien] = await Promise.all([
    counts,
    findLargest(db, lenderId, from, 'no_ia'),
    findLargest(db, lenderId, from, 'no_lien'),
  ]);
  const r = c.rows[0] ?? {};
  return {
    unfiledCurrent: r.unfiled_current ?? 0,
    unfiledPrevious: r.unfiled_previous ?? 0,
    unfiledTwoAgo: r.unfiled_two_ago ?? 0,
    unfiled941: r.unfiled_941 ?? 0,
    liensLast45: r.liens_45 ?? 0,
    totalWithoutLien: Number(r.total_without_lien ?? 0),
    largestWithoutIa,
    largestWithoutLien,
  };
}

/** The lender's type and its data version (decision 125), read before the figures they key. */
export async function findLenderTypeAndVersion(db: Database, lenderId: string): Promise<{ lenderType: string; dataVersion: number }> {
  const row = await db
    .selectFrom('lenders as l')
    .leftJoin('lender_data_versions as v', 'v.lender_id', 'l.id')
    .select(['l.lender_type', 'v.version'])
    .where('l.id', '=', lenderId)
    .executeTakeFirstOrThrow();
  return { lenderType: row.lender_type, dataVersion: Number(row.version ?? 0) };
}
