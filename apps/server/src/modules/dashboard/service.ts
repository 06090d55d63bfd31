import {
  calendarDayInZone,
  categorySetFor,
  type DashboardPortfolio,
  DASHBOARD_WINDOW_DAYS,
  isCapabilityActive,
  isSbaLenderType,
  type KeyInsights,
  LATEST_REJECTED_LIMIT,
  rejectionReasonLabel,
  RISK_LEVELS,
  type ReportSummary,
  TOTAL_LIABILITY_CATEGORY,
} from '@taxlens/contracts';
import type { Database } from '../../db/connection.js';
import type { AnswerCache } from '../../platform/answer-cache.js';
import type { PrincipalLender } from '../../platform/principal.js';
import { startOfUserDay, windowStartMinute } from '../../platform/time-window.js';
import { readLenderDataVersions } from '../reports/index.js';
import {
  computeInsightFigures,
  countOrdersByState,
  countPlacedToday,
  countSettledToday,
  findBusinessNames,
  findLatestRejected,
  findLenderTypeAndReportsVersion,
  readOrderStatusTotals,
} from './repo.js';
import { computePortfolioTotals } from '../portfolio/index.js';

/**
 * `figures` keeps the report-derived figures per version of the lender's latest completed reports
 * (decisions 125, 222): each key names the lender, that version read before computing, and every
 * other input (lender type, window). Placing an order or editing a client does not move it.
 * `timeZone`: the caller's stored zone (Principal.timeZone, decision 333).
 */
type Caller = { db: Database; figures: AnswerCache; lender: PrincipalLender; timeZone: string; now: Date };

/** Spec 1 §7 GET /dashboard/portfolio: the category set in display order, then 'Total Liability'. */
export async function getDashboardPortfolio({ db, figures, lender, now }: Caller): Promise<DashboardPortfolio> {
  const from = windowStartMinute(now, DASHBOARD_WINDOW_DAYS);
  const { lenderType, reportsVersion } = await findLenderTypeAndReportsVersion(db, lender.id);
  const isSba = isSbaLenderType(lenderType);
  const categories = categorySetFor(isSba);
  const totals = await figures.get(`portfolio:${lender.id}:${reportsVersion}:${isSba}:${from.toISOString()}`, () =>
    // The one computation of the portfolio's figures (decision 266), over the dashboard's window.
    computePortfolioTotals(db, lender.id, { from }),
  );
  const clientStatistics: DashboardPortfolio['clientStatistics'] = categories.map(({ code }) => {
    const t = totals.byCategory.get(code) ?? { amount: 0, count: 0 };
    return { clientCategory: code, totalAmount: t.amount, count: t.count };
  });
  clientStatistics.push({
    clientCategory: TOTAL_LIABILITY_CATEGORY,
    totalAmount: totals.total.amount,
    count: totals.total.count,
  });
  const portfolioRisk = isCapabilityActive(lender.capabilities, 'showportfoliorisk')
    ? RISK_LEVELS.map((riskLevel) => {
        const t = totals.byRisk.get(riskLevel) ?? { amount: 0, count: 0 };
        return { riskLevel, totalAmount: t.amount, count: t.count };
      })
    : null;
  return { clientStatistics, portfolioRisk };
}

/**
 * Spec 1 §7 GET /dashboard/reports/summary, "new today" from midnight in the user's time zone
 * (decision 222): the totals from the trigger-kept counters and the latest rejected, read every
 * time; the orders settled today cached per version of the settled reports and orders, which placing
 * an order does not move; the open orders placed today cached per version of the orders (a large
 * lender's day is thousands of orders: the dashboards loaded between two orders share one count).
 */
export async function getReportSummary({ db, figures, lender, timeZone, now }: Caller): Promise<ReportSummary> {
  const versions = await readLenderDataVersions(db, lender.id);
  const today = startOfUserDay(now, timeZone);
  // Every read at once: on a busy server each round trip is a wait (decision 229).
  const [placed, settled, totals, rejected] = await Promise.all([
    figures.get(`placed:${lender.id}:${versions.orders}:${today.toISOString()}`, () =>
      countPlacedToday(db, lender.id, today),
    ),
    figures.get(`settled:${lender.id}:${versions.settled}:${today.toISOString()}`, () =>
      countSettledToday(db, lender.id, today),
    ),
    readOrderStatusTotals(db, lender.id),
    findLatestRejected(db, lender.id, LATEST_REJECTED_LIMIT),
  ]);
  const counts = countOrdersByState(totals, placed, settled);
  return {
    pending_orders: { counts: counts.pending },
    completed: { counts: counts.completed },
    rejected: { counts: counts.rejected },
    latestRejected: rejected.map((r) => ({
      rejectedDate: new Date(r.rejected_at!).toISOString(),
      rejectedDay: calendarDayInZone(r.rejected_at, timeZone),
      clientId: r.client_id,
      businessName: r.business_name,
      reasonCode: r.rejection_code ?? '',
      reasonDisplay: rejectionReasonLabel(r.rejection_code ?? ''),
    })),
  };
}

/** Spec 1 §7 GET /dashboard/key-insights: variant A for SBA-type lenders, B for the others. */
export async function getKeyInsights({ db, figures, lender, now }: Caller): Promise<KeyInsights> {
  const from = windowStartMinute(now, DASHBOARD_WINDOW_DAYS);
  const { lenderType, reportsVersion } = await findLenderTypeAndReportsVersion(db, lender.id);
  const isSba = isSbaLenderType(lenderType);
  const f = await figures.get(`insights:${lender.id}:${reportsVersion}:${from.toISOString()}`, () =>
    computeInsightFigures(db, lender.id, from),
  );
  // Names as they are now: renaming a client does not move the reports' version.
  const ids = [f.largestWithoutIa.clientId, f.largestWithoutLien.clientId].filter((id): id is string => id !== null);
  const names = await findBusinessNames(db, lender.id, ids);
  const named = (l: typeof f.largestWithoutIa) => ({
    ...l,
    businessName: l.clientId ? (names.get(l.clientId) ?? null) : null,
  });
  if (isSba) {
    return {
      variant: 'A',
      largestLiabilityWithoutPaymentPlan: named(f.largestWithoutIa),
      countUnfiledTaxCurrentPeriod: { count: f.unfiledCurrent },
      countUnfiledTaxPreviousPeriod: { count: f.unfiledPrevious },
      countUnfiledTaxTwoPeriodsAgo: { count: f.unfiledTwoAgo },
    };
  }
  return {
    variant: 'B',
    countUnfiled941LastQuarter: { count: f.unfiled941 },
    totalLiabilitiesWithoutLiens: { value: f.totalWithoutLien },
    largestLiabilityWithoutLien: named(f.largestWithoutLien),
    countLiensLast45Days: { count: f.liensLast45 },
  };
}
