import { sql } from 'kysely';
import type { Database } from '../connection.js';

/** Active clients whose latest completed report has these category bits and risk level, with their sums. */
export type LatestReportGroup = {
  bits: number;
  risk: string;
  clients: number;
  owing: number;
  amount: number;
  withoutLien: number;
};

/** The UTC day after `instant`'s, as 'YYYY-MM-DD': the first whole day of a window starting at `instant`. */
function nextUtcDay(instant: Date): string {
  const next = new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate() + 1));
  return next.toISOString().slice(0, 10);
}

/**
 * Each active client's latest report completed since `from`, grouped by category bits and risk level
 * (decision 222): the whole UTC days after `from`'s from lender_latest_report_days (kept by triggers
 * in the writing transactions), and the rest of `from`'s own day from client_latest_reports' covering
 * index. A group may come twice (once from each part); sums over groups are exact.
 */
export async function groupLatestReportsSince(
  db: Database,
  lenderId: string,
  from: Date,
): Promise<LatestReportGroup[]> {
  const firstWholeDay = nextUtcDay(from);
  const result = await sql<{
    bits: number;
    risk: string;
    clients: number;
    owing: number;
    amount: string | number;
    without_lien: string | number;
  }>`
    select d.category_bits as bits, d.risk_level as risk, sum(d.clients)::int as clients, sum(d.owing)::int as owing,
      sum(d.liability_cents)::bigint as amount, sum(d.without_lien_cents)::bigint as without_lien
    from lender_latest_report_days d
    where d.lender_id = ${lenderId} and d.completed_on >= ${firstWholeDay}::date
    group by d.category_bits, d.risk_level
    having sum(d.clients) <> 0
    union all
    select l.category_bits, l.risk_level, count(*)::int, (count(*) filter (where l.total_liability_cents > 0))::int,
      coalesce(sum(l.total_liability_cents), 0)::bigint, coalesce(sum(l.liability_without_lien_cents), 0)::bigint
    from client_latest_reports l
    where l.lender_id = ${lenderId} and l.client_active and l.completed_at >= ${from} and l.completed_at < ${firstWholeDay}::date at time zone 'UTC'
    group by l.category_bits, l.risk_level`.execute(db);
  return result.rows.map((r) => ({
    bits: Number(r.bits),
    risk: r.risk,
    clients: r.clients,
    owing: r.owing,
    amount: Number(r.amount),
    withoutLien: Number(r.without_lien),
  }));
}
