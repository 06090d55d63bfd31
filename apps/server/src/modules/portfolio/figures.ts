import { CATEGORY_CODES, type CategoryCode, RISK_LEVELS, type RiskLevel } from '@taxlens/contracts';
import type { Database } from '../../db/connection.js';
import type { LatestReportGroup } from '../../db/queries/latest-report-days.js';
import { categoryBit, type ReportWindow } from '../../db/queries/latest-reports.js';
import { groupLatestReports } from './figures-repo.js';

export type Figure = { amount: number; count: number };

/**
 * "The portfolio now" over a window (decision 266): the clients counted, the total liability (its
 * count: clients owing anything), each category's clients and the sum of their liabilities, and the
 * risk split. The dashboard (the last 30 days), the overview and trends' current month (every active
 * client's latest report) all take their figures from here, so one figure over one window is equal
 * wherever it is shown.
 */
export type PortfolioTotals = {
  clients: number;
  total: Figure;
  byCategory: Map<CategoryCode, Figure>;
  byRisk: Map<RiskLevel, Figure>;
};

const sumGroups = (groups: LatestReportGroup[]): Figure => ({
  amount: groups.reduce((n, g) => n + g.amount, 0),
  count: groups.reduce((n, g) => n + g.clients, 0),
});

/** The figures of the grouped latest reports (a pure sum: the groups come from one read). */
export function totalsOfGroups(groups: LatestReportGroup[]): PortfolioTotals {
  return {
    clients: sumGroups(groups).count,
    total: { amount: sumGroups(groups).amount, count: groups.reduce((n, g) => n + g.owing, 0) },
    byCategory: new Map(
      CATEGORY_CODES.map((code) => [code, sumGroups(groups.filter((g) => (g.bits & categoryBit(code)) !== 0))]),
    ),
    byRisk: new Map(RISK_LEVELS.map((level) => [level, sumGroups(groups.filter((g) => g.risk === level))])),
  };
}

export async function computePortfolioTotals(
  db: Database,
  lenderId: string,
  window: ReportWindow,
): Promise<PortfolioTotals> {
  return totalsOfGroups(await groupLatestReports(db, lenderId, window));
}
