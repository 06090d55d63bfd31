import {
  CATEGORY_CODES,
  type CategoryCode,
  type ClientTypeCode,
  type RiskLevel,
  type TaxPeriod,
} from '@taxlens/contracts';
import type { MoverHistory } from './month-movers.js';

/** What one client brings to a month: its latest completed report as of the month's end (if any) and its settled events. */
export type ClientMonthFacts = {
  clientId: string;
  clientType: ClientTypeCode;
  bundleId: string | null;
  periods: TaxPeriod[] | null;
  /** What that report carries, derived as of its report date when it completed (DESIGN.md "Report data"). */
  latest: { totalLiabilityCents: number; categories: CategoryCode[]; riskLevel: RiskLevel } | null;
  rejected8821: number;
  alertsRaised: number;
  /** Its reports as far back as the movers look, when one is inside the earliest range (decisions 220, 224). */
  moverHistory: MoverHistory | null;
};

export type MonthFigures = {
  clients: number;
  liabilityCents: number;
  risk: Record<RiskLevel, number>;
  newLienOrLevy: number;
  unfiled: number;
  rejected8821: number;
  alertsRaised: number;
  /** Per category: clients and the sum of their liabilities, as the dashboard shows them. */
  categories: Map<CategoryCode, { count: number; amountCents: number }>;
};

const UNFILED: readonly CategoryCode[] = [
  'WITH_UN_FILED_INCOME_TAX_CURRENT_PERIOD',
  'WITH_UN_FILED_INCOME_TAX_PREVIOUS_PERIOD',
  'WITH_UN_FILED_INCOME_TAX_TWO_PERIODS_AGO',
  'WITH_UN_FILED_941_LAST_QUARTER',
];

export const emptyFigures = (): MonthFigures => ({
  clients: 0,
  liabilityCents: 0,
  risk: { HIGH: 0, MEDIUM: 0, LOW: 0 },
  newLienOrLevy: 0,
  unfiled: 0,
  rejected8821: 0,
  alertsRaised: 0,
  categories: new Map(),
});

/** The month in which a lien or levy counts as new: its first day and last day, 'YYYY-MM-DD'. */
export type MonthDays = { first: string; last: string };

const isIn = (date: string | null, days: MonthDays) => date !== null && date >= days.first && date <= days.last;

/**
 * Adds clients to the figures of every filter they fall under. The liability, categories and risk
 * are those the report carries (derived as of its report date when it completed), as the dashboard
 * and the overview count them: one definition, so trends' current month equals the overview
 * (decision 266; decision 200 derived them again as of the month's last day).
 */
export function accumulateClients(
  byFilter: Map<string, MonthFigures>,
  facts: readonly ClientMonthFacts[],
  days: MonthDays,
): void {
  for (const f of facts) {
    const derived = f.periods ? f.latest : null;
    const keys = filterKeysOf(f, derived?.riskLevel ?? null);
    for (const key of keys) {
      let figures = byFilter.get(key);
      if (!figures) byFilter.set(key, (figures = emptyFigures()));
      figures.rejected8821 += f.rejected8821;
      figures.alertsRaised += f.alertsRaised;
      if (!derived || !f.periods) continue;
      figures.clients += 1;
      figures.liabilityCents += derived.totalLiabilityCents;
      figures.risk[derived.riskLevel] += 1;
      if (f.periods.some((p) => isIn(p.lienFiledOn, days) || isIn(p.levyNoticeOn, days))) figures.newLienOrLevy += 1;
      if (derived.categories.some((c) => UNFILED.includes(c))) figures.unfiled += 1;
      for (const code of derived.categories) {
        const c = figures.categories.get(code) ?? { count: 0, amountCents: 0 };
        c.count += 1;
        c.amountCents += derived.totalLiabilityCents;
        figures.categories.set(code, c);
      }
    }
  }
}

/** The filters a client counts under (decision 200); the risk filters only when it has a report. */
function filterKeysOf(f: ClientMonthFacts, risk: RiskLevel | null): string[] {
  const keys = moverFilterKeysOf(f);
  if (risk) keys.push(`risk:${risk}`, `type:${f.clientType}|risk:${risk}`);
  return keys;
}

/** The filters whose movers a client is ranked among: the risk filter does not apply to movers (decision 201). */
export function moverFilterKeysOf(f: Pick<ClientMonthFacts, 'clientType' | 'bundleId'>): string[] {
  const keys = ['all', `type:${f.clientType}`];
  if (f.bundleId) keys.push(`bundle:${f.bundleId}`);
  return keys;
}

/** The stored form of the categories: code -> [clients, cents], in the order of CATEGORY_CODES. */
export function categoriesToJson(categories: MonthFigures['categories']): Record<string, [number, number]> {
  return Object.fromEntries(
    CATEGORY_CODES.filter((c) => categories.has(c)).map((c) => [
      c,
      [categories.get(c)!.count, categories.get(c)!.amountCents],
    ]),
  );
}
