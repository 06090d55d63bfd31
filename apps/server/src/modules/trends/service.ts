import {
  CATEGORY_CODES,
  type ClientLiabilityHistory,
  TREND_DEFAULT_MONTHS,
  TREND_MAX_MONTHS,
  TREND_MOVERS_LIMIT,
  type TrendMonth as TrendMonthView,
  type TrendMover,
  type TrendMoversResponse,
  type TrendsQuery,
  type TrendsResponse,
  trendFilterKey,
} from '@taxlens/contracts';
import type { Database } from '../../db/connection.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { computePortfolioTotals, type PortfolioTotals } from '../portfolio/index.js';
import { moversFilterKey } from './month-movers.js';
import {
  bundleBelongsTo,
  clientBelongsTo,
  findCompletedReports,
  findMovers,
  type MoverRow,
  readStoredMonths,
  readStoredMovers,
  readTrendState,
  type StoredMonthRow,
} from './read-repo.js';
import {
  compareMonths,
  monthEndOfTrend,
  monthOf,
  monthsBack,
  monthsBetween,
  monthStartOfTrend,
  monthText,
  parseMonthText,
  periodKey,
  type TrendMonth,
} from './trend-month.js';

type Range = { from: TrendMonth; to: TrendMonth };

/** The chosen months, or the last TREND_DEFAULT_MONTHS; never past the current month. */
async function resolveRange(db: Database, lenderId: string, q: TrendsQuery, now: Date): Promise<Range> {
  if (q.bundleId && !(await bundleBelongsTo(db, lenderId, q.bundleId))) throw notFound('The bundle');
  const current = monthOf(now);
  const asked = q.to ? parseMonthText(q.to) : current;
  const to = compareMonths(asked, current) > 0 ? current : asked;
  const from = q.from ? parseMonthText(q.from) : monthsBack(to, TREND_DEFAULT_MONTHS);
  if (compareMonths(from, to) > 0) throw badRequest('The first month must not be after the last.', 'from');
  if (compareMonths(to, from) >= TREND_MAX_MONTHS)
    throw badRequest(`Choose at most ${TREND_MAX_MONTHS} months.`, 'from');
  return { from, to };
}

const emptyMonth = (month: string): StoredMonthRow => ({
  month,
  clients: 0,
  liability_cents: 0,
  risk_high: 0,
  risk_medium: 0,
  risk_low: 0,
  new_lien_or_levy: 0,
  unfiled: 0,
  rejected_8821: 0,
  alerts_raised: 0,
  categories: {},
});

function toMonthView(row: StoredMonthRow): TrendMonthView {
  const stored = (typeof row.categories === 'string' ? JSON.parse(row.categories) : row.categories) as Record<
    string,
    [number, number]
  >;
  return {
    month: row.month,
    clients: row.clients,
    liabilityCents: row.liability_cents,
    risk: { HIGH: row.risk_high, MEDIUM: row.risk_medium, LOW: row.risk_low },
    newLienOrLevy: row.new_lien_or_levy,
    unfiled: row.unfiled,
    rejected8821: row.rejected_8821,
    alertsRaised: row.alerts_raised,
    categories: CATEGORY_CODES.map((code) => ({
      code,
      count: stored[code]?.[0] ?? 0,
      amountCents: stored[code]?.[1] ?? 0,
    })),
  };
}

/**
 * The current month of the whole portfolio is "the portfolio now": its clients, liability, categories
 * and risk split come from the one computation the overview and the dashboard use (decision 266), read
 * live (trigger-kept day sums), so they equal the overview at every moment, not only after the trends
 * job has run. The month's events (liens, unfiled, rejections, alerts) stay the snapshot's.
 */
function withPortfolioNow(month: TrendMonthView, t: PortfolioTotals): TrendMonthView {
  const zero = { amount: 0, count: 0 };
  return {
    ...month,
    clients: t.clients,
    liabilityCents: t.total.amount,
    risk: {
      HIGH: t.byRisk.get('HIGH')?.count ?? 0,
      MEDIUM: t.byRisk.get('MEDIUM')?.count ?? 0,
      LOW: t.byRisk.get('LOW')?.count ?? 0,
    },
    categories: CATEGORY_CODES.map((code) => {
      const f = t.byCategory.get(code) ?? zero;
      return { code, count: f.count, amountCents: f.amount };
    }),
  };
}

/** The monthly figures of one filter, read from the snapshots (decision 200); a month without figures reads as zero. */
export async function getTrends(db: Database, lenderId: string, q: TrendsQuery, now: Date): Promise<TrendsResponse> {
  const { from, to } = await resolveRange(db, lenderId, q, now);
  const filterKey = trendFilterKey(q);
  const current = compareMonths(to, monthOf(now)) === 0 && filterKey === 'all';
  const [rows, state, totals] = await Promise.all([
    readStoredMonths(db, lenderId, filterKey, periodKey(from), periodKey(to)),
    readTrendState(db, lenderId, periodKey(monthOf(now))),
    current ? computePortfolioTotals(db, lenderId, {}) : null,
  ]);
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  const months = monthsBetween(from, to).map((m) => toMonthView(byMonth.get(monthText(m)) ?? emptyMonth(monthText(m))));
  if (totals) months[months.length - 1] = withPortfolioNow(months.at(-1)!, totals);
  return {
    from: monthText(from),
    to: monthText(to),
    months,
    pending: state.pending,
    asOf: state.asOf?.toISOString() ?? null,
  };
}

function toMover(r: MoverRow): TrendMover {
  const changeCents = r.end_cents - r.start_cents;
  return {
    clientId: r.client_id,
    businessName: r.business_name,
    startCents: r.start_cents,
    endCents: r.end_cents,
    changeCents,
    changePercent: r.start_cents > 0 ? Math.round((changeCents / r.start_cents) * 1000) / 10 : null,
  };
}

/**
 * The clients whose liability rose or fell most over the range (decision 201): their latest report
 * before the range against their latest report at its end. The risk filter does not apply here.
 * Read as stored with the range's last month's figures (as of the same moment, decisions 220, 224).
 */
export async function getMovers(
  db: Database,
  lenderId: string,
  q: TrendsQuery,
  now: Date,
): Promise<TrendMoversResponse> {
  const { from, to } = await resolveRange(db, lenderId, q, now);
  const stored = await readStoredMovers(db, {
    lenderId,
    filterKey: moversFilterKey(q),
    month: periodKey(to),
    from: periodKey(from),
    rangeMonths: compareMonths(to, from) + 1,
  });
  if (stored)
    return {
      from: monthText(from),
      to: monthText(to),
      risers: stored.risers.map(toMover),
      fallers: stored.fallers.map(toMover),
    };
  // A month not computed yet (or computed before decision 224, until it is again): compared live
  // (seconds at a million clients).
  const end = monthEndOfTrend(to, now);
  const query = { lenderId, start: monthStartOfTrend(from), end, clientType: q.clientType, bundleId: q.bundleId };
  const [up, down] = await Promise.all([
    findMovers(db, query, 'up', TREND_MOVERS_LIMIT),
    findMovers(db, query, 'down', TREND_MOVERS_LIMIT),
  ]);
  return { from: monthText(from), to: monthText(to), risers: up.map(toMover), fallers: down.map(toMover) };
}

/** One client's balance per tax period on each of its completed reports, oldest first. */
export async function getClientLiabilityHistory(
  db: Database,
  lenderId: string,
  clientId: string,
): Promise<ClientLiabilityHistory> {
  if (!(await clientBelongsTo(db, lenderId, clientId))) throw notFound('The client');
  const reports = await findCompletedReports(db, lenderId, clientId);
  const labels = new Set<string>();
  const views = reports.map((r) => {
    const balances: Record<string, number> = {};
    for (const p of r.periods) {
      const label = `${p.form} ${p.period}`;
      labels.add(label);
      balances[label] = (balances[label] ?? 0) + p.balanceCents;
    }
    return {
      reportId: r.id,
      reportDate: r.report_date ?? '',
      kind: r.kind,
      totalLiabilityCents: r.total_liability_cents,
      balances,
    };
  });
  return { periods: [...labels].sort(byPeriod), reports: views };
}

// '1120S 2023' before '941 2024Q1': by the period, then the form.
const byPeriod = (a: string, b: string) => {
  const [fa, pa] = a.split(' ') as [string, string];
  const [fb, pb] = b.split(' ') as [string, string];
  return pa === pb ? fa.localeCompare(fb) : pa.localeCompare(pb);
};
