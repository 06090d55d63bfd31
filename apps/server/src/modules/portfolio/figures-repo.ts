import { sql } from 'kysely';
import type { Database } from '../../db/connection.js';
import { groupLatestReportsSince, type LatestReportGroup } from '../../db/queries/latest-report-days.js';
import { latestCompletedReports, type ReportWindow } from '../../db/queries/latest-reports.js';

/**
 * Each active client's latest completed report in the window, grouped by category bits and risk
 * level (decision 266): the one read behind every portfolio figure. Each window takes its fast path:
 * - none (the overview, trends' current month): every day sum of lender_latest_report_days, kept by
 *   triggers (decision 222): a row per completion day and category/risk combination, not per client;
 * - open from a moment (the dashboard's 30 days): the whole days from the day sums and the boundary
 *   day from client_latest_reports (decision 222);
 * - a closed month: the reports themselves, through the one SQL definition the overview list uses.
 * The three read the same rows: the day sums are a grouping of client_latest_reports (decision 222's
 * test) and client_latest_reports is latestCompletedReports' open-window source.
 */
export async function groupLatestReports(
  db: Database,
  lenderId: string,
  window: ReportWindow,
): Promise<LatestReportGroup[]> {
  if (window.to) return groupClosedWindow(db, lenderId, window);
  if (window.from) return groupLatestReportsSince(db, lenderId, window.from);
  const { rows } = await sql<GroupRow>`
    select d.category_bits as bits, d.risk_level as risk, sum(d.clients)::int as clients, sum(d.owing)::int as owing,
      sum(d.liability_cents)::bigint as amount, sum(d.without_lien_cents)::bigint as without_lien
    from lender_latest_report_days d
    where d.lender_id = ${lenderId}
    group by d.category_bits, d.risk_level
    having sum(d.clients) <> 0`.execute(db);
  return rows.map(toGroup);
}

type GroupRow = {
  bits: number;
  risk: string;
  clients: number;
  owing: number;
  amount: string | number;
  without_lien: string | number;
};

const toGroup = (r: GroupRow): LatestReportGroup => ({
  bits: Number(r.bits),
  risk: r.risk,
  clients: r.clients,
  owing: r.owing,
  amount: Number(r.amount),
  withoutLien: Number(r.without_lien),
});

async function groupClosedWindow(db: Database, lenderId: string, window: ReportWindow) {
  const { rows } = await sql<GroupRow>`
    select l.category_bits as bits, l.risk_level as risk, count(*)::int as clients,
      (count(*) filter (where l.total_liability_cents > 0))::int as owing,
      coalesce(sum(l.total_liability_cents), 0)::bigint as amount, coalesce(sum(l.no_lien), 0)::bigint as without_lien
    from ${latestCompletedReports(lenderId, window)} l
    group by l.category_bits, l.risk_level`.execute(db);
  return rows.map(toGroup);
}
