import {
  CATEGORY_CODES,
  DASHBOARD_WINDOW_DAYS,
  figureWindowLabel,
  type PortfolioFigures,
  type PortfolioFiguresQuery,
  RISK_LEVELS,
} from '@taxlens/contracts';
import type { Database } from '../../db/connection.js';
import type { AnswerCache } from '../../platform/answer-cache.js';
import { monthRange, windowStartMinute } from '../../platform/time-window.js';
import { readLenderDataVersions } from '../reports/index.js';
import type { ReportWindow } from '../../db/queries/latest-reports.js';
import { computePortfolioTotals, type PortfolioTotals } from './figures.js';

type Caller = { db: Database; counts: AnswerCache; lenderId: string; timeZone: string; now: Date };

/** The overview's window: every active client's latest report, the dashboard's 30 days, or a month in the user's zone. */
export function overviewWindowOf(yearMonth: string | undefined, now: Date, timeZone: string): ReportWindow {
  if (!yearMonth) return {};
  if (yearMonth === 'LAST_30_DAYS') return { from: windowStartMinute(now, DASHBOARD_WINDOW_DAYS) };
  return monthRange(yearMonth, timeZone);
}

/** The answer's shape of the one computation (decision 266). */
export function toPortfolioFigures(yearMonth: string | undefined, t: PortfolioTotals): PortfolioFigures {
  const zero = { amount: 0, count: 0 };
  return {
    window: yearMonth ?? 'LATEST',
    windowLabel: figureWindowLabel(yearMonth),
    clients: t.clients,
    totalLiability: { count: t.total.count, amountCents: t.total.amount },
    categories: CATEGORY_CODES.map((code) => {
      const f = t.byCategory.get(code) ?? zero;
      return { code, count: f.count, amountCents: f.amount };
    }),
    risk: RISK_LEVELS.map((riskLevel) => {
      const f = t.byRisk.get(riskLevel) ?? zero;
      return { riskLevel, count: f.count, amountCents: f.amount };
    }),
  };
}

/**
 * GET /api/portfolio/overview/figures: the overview's figures over its window, cached per version
 * of what they read (decisions 125, 222): the latest reports for open windows, every write for a month.
 */
export async function getOverviewFigures(query: PortfolioFiguresQuery, caller: Caller): Promise<PortfolioFigures> {
  const window = overviewWindowOf(query.yearMonth, caller.now, caller.timeZone);
  const v = await readLenderDataVersions(caller.db, caller.lenderId);
  const version = window.to ? `a${v.all}` : `l${v.latestReports}`;
  const key = `figures:${caller.lenderId}:${version}:${JSON.stringify(window)}`;
  const totals = await caller.counts.get(key, () => computePortfolioTotals(caller.db, caller.lenderId, window));
  return toPortfolioFigures(query.yearMonth, totals);
}
