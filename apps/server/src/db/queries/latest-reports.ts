import type { CategoryCode } from '@taxlens/contracts';
import { type RawBuilder, sql } from 'kysely';
import { CATEGORY_BITS } from '../migrations/005-dashboard.js';

/** The bit of a category in `category_bits` (migration 005). */
export function categoryBit(code: CategoryCode): number {
  return 2 ** (CATEGORY_BITS as readonly string[]).indexOf(code);
}

const bitsOf = (column: string) =>
  sql.raw(
    CATEGORY_BITS.map((code, i) => `(case when '${code}' = any(${column}) then ${2 ** i} else 0 end)`).join(' | '),
  );

export type ReportWindow = { from?: Date | undefined; to?: Date | undefined };

/**
 * DESIGN.md "Report data": dashboards and the overview look at each active client's latest
 * completed report (archived and closed clients are no longer followed). With a window, the latest
 * report completed inside it. The one definition the dashboard and the overview list share, so a
 * dashboard figure and the list its link opens always agree.
 *
 * Columns: id (report), client_id, report_date, completed_at, total_liability_cents, categories,
 * category_bits, risk_level, no_ia and no_lien (liabilities without a payment plan / without a lien, cents).
 *
 * Open-ended windows (none, or LAST_30_DAYS) read client_latest_reports, which a trigger keeps
 * (migration 005): the latest report completed since a date is the client's latest report if that
 * one is recent enough. A closed window (a past month) needs the reports themselves.
 */
export function latestCompletedReports(lenderId: string, window: ReportWindow = {}): RawBuilder<unknown> {
  if (!window.to) {
    return sql`(
      select l.report_id as id, l.client_id, l.report_date, l.completed_at, l.total_liability_cents, l.categories,
        l.category_bits, l.risk_level, l.liability_without_ia_cents as no_ia, l.liability_without_lien_cents as no_lien
      from client_latest_reports l
      where l.lender_id = ${lenderId} and l.client_active
        ${window.from ? sql`and l.completed_at >= ${window.from}` : sql``}
    )`;
  }
  return sql`(
    select distinct on (r.client_id)
      r.id, r.client_id, r.report_date, r.completed_at, r.total_liability_cents, r.categories, ${bitsOf('r.categories')} as category_bits,
      r.risk_level,
      (select coalesce(sum((p->>'balanceCents')::bigint), 0) from jsonb_array_elements(r.periods) p
        where (p->>'balanceCents')::bigint > 0 and not coalesce((p->>'installmentAgreement')::boolean, false)) as no_ia,
      (select coalesce(sum((p->>'balanceCents')::bigint), 0) from jsonb_array_elements(r.periods) p
        where (p->>'balanceCents')::bigint > 0 and (p->>'lienFiledOn' is null or (p->>'lienFiledOn')::date > r.report_date)) as no_lien
    from reports r
    join clients c on c.id = r.client_id and c.lender_id = r.lender_id
    where r.lender_id = ${lenderId}
      and r.status = 'COMPLETED'
      and c.status not in ('ARCHIVED', 'CLOSED')
      ${window.from ? sql`and r.completed_at >= ${window.from}` : sql``}
      and r.completed_at < ${window.to}
    order by r.client_id, r.completed_at desc, r.id
  )`;
}
