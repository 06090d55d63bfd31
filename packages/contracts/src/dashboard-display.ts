// The dashboard's labels, colours and rules, zod-free: the dashboard page's first download needs
// them but none of the schemas (docs/decisions/119).
import { REJECTION_REASONS, type CategoryCode } from './domain.js';

/** Spec 1 §9: the dashboard and key-insights window. */
export const DASHBOARD_WINDOW = 'LAST_30_DAYS';
export const DASHBOARD_WINDOW_DAYS = 30;

/** The 'Total Liability' entry of clientStatistics holds the panel's total (spec 1 §3). */
export const TOTAL_LIABILITY_CATEGORY = 'Total Liability';

export type DashboardCategory = { code: CategoryCode; label: string };

/** Spec 1 §9: the two category sets in display order; isSba picks set A. */
export const DASHBOARD_CATEGORY_SETS: { A: readonly DashboardCategory[]; B: readonly DashboardCategory[] } = {
  A: [
    { code: 'WITH_OUT_IA', label: 'Without Payment Plan' },
    { code: 'WITH_POTENTIAL_DEFAULT', label: 'Potential Default' },
    { code: 'WITH_LIABILITIES_LAST_FOUR_YEARS', label: 'Liabilities in Last 4 Years' },
    { code: 'WITH_HIDDEN_LIABILITIES', label: 'Without a Lien' },
    { code: 'WITH_LIENS', label: 'With Liens' },
  ],
  B: [
    { code: 'WITH_LIENS_LAST_45_DAYS', label: 'Lien in Last 45 Days' },
    { code: 'WITH_LIENS', label: 'With Liens' },
    { code: 'WITH_LEVY', label: 'At Risk for Levy' },
    { code: 'WITH_OUT_IA', label: 'No Payment Plan' },
    { code: 'WITH_POTENTIAL_DEFAULT', label: 'Potential Default' },
  ],
};

export const categorySetFor = (isSba: boolean) => (isSba ? DASHBOARD_CATEGORY_SETS.A : DASHBOARD_CATEGORY_SETS.B);

/** Readable names of every category code (filters and the overview list). */
export const CATEGORY_LABELS: Record<CategoryCode, string> = {
  WITH_LIABILITIES: 'With Liabilities',
  WITH_LIABILITIES_LAST_FOUR_YEARS: 'Liabilities in Last 4 Years',
  WITH_OUT_IA: 'Without Payment Plan',
  WITH_POTENTIAL_DEFAULT: 'Potential Default',
  WITH_LIENS: 'With Liens',
  WITH_LIENS_LAST_45_DAYS: 'Lien in Last 45 Days',
  WITH_LEVY: 'At Risk for Levy',
  WITH_HIDDEN_LIABILITIES: 'Without a Lien',
  WITH_UN_FILED_INCOME_TAX_CURRENT_PERIOD: 'Unfiled Income Tax (Last Year)',
  WITH_UN_FILED_INCOME_TAX_PREVIOUS_PERIOD: 'Unfiled Income Tax (2 Years Ago)',
  WITH_UN_FILED_INCOME_TAX_TWO_PERIODS_AGO: 'Unfiled Income Tax (3 Years Ago)',
  WITH_UN_FILED_941_LAST_QUARTER: 'Unfiled 941 (Last Quarter)',
};

/** Spec 1 §9: the chart's 7 colours, used in order. */
export const DASHBOARD_COLORS = ['#1c5d99', '#e8871e', '#2a9d8f', '#c0392b', '#6c4f9e', '#7a8b2c', '#b5487a'] as const;

/** Spec 1 §9: the total's font shrinks at 9 and again at 13 characters. */
export function totalLiabilityFontStep(text: string): 0 | 1 | 2 {
  if (text.length >= 13) return 2;
  if (text.length >= 9) return 1;
  return 0;
}

/** Spec 1 §2: each card's key maps to the orders list's type filter. */
export const SUMMARY_KEYS = ['pending_orders', 'completed', 'rejected'] as const;
export type SummaryKey = (typeof SUMMARY_KEYS)[number];
export const SUMMARY_KEY_ORDER_TYPE: Record<SummaryKey, string> = {
  pending_orders: 'pendingorders',
  completed: 'completed',
  rejected: 'rejected',
};

/** Spec 1 §2: dashes and underscores become spaces, words capitalised. */
export function prettifySummaryKey(key: string): string {
  return key
    .split(/[-_]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())
    .join(' ');
}

export const rejectionReasonLabel = (code: string): string =>
  (REJECTION_REASONS as Record<string, string>)[code] ?? code;

/** How many rejected reports the dashboard table lists. */
export const LATEST_REJECTED_LIMIT = 5;

export type InsightStyle = 'default' | 'warn' | 'fill-default' | 'error';
export type InsightDefinition = {
  key: string;
  kind: 'count' | 'usd';
  style: InsightStyle;
  description: string;
  /** The category whose filtered overview the row links to; value rows link to their client instead. */
  category?: CategoryCode;
};

/** Spec 1 §9 dashboard alert definitions, in each variant's order. */
export const KEY_INSIGHT_DEFINITIONS: { A: readonly InsightDefinition[]; B: readonly InsightDefinition[] } = {
  A: [
    {
      key: 'largestLiabilityWithoutPaymentPlan',
      kind: 'usd',
      style: 'warn',
      description: 'Largest liability without a payment plan',
    },
    {
      key: 'countUnfiledTaxCurrentPeriod',
      kind: 'count',
      style: 'default',
      description: 'Clients who have not filed their income tax return for the current year minus 1',
      category: 'WITH_UN_FILED_INCOME_TAX_CURRENT_PERIOD',
    },
    {
      key: 'countUnfiledTaxPreviousPeriod',
      kind: 'count',
      style: 'default',
      description: 'Clients who have not filed their income tax return for the current year minus 2',
      category: 'WITH_UN_FILED_INCOME_TAX_PREVIOUS_PERIOD',
    },
    {
      key: 'countUnfiledTaxTwoPeriodsAgo',
      kind: 'count',
      style: 'default',
      description: 'Clients who have not filed their income tax return for the current year minus 3',
      category: 'WITH_UN_FILED_INCOME_TAX_TWO_PERIODS_AGO',
    },
  ],
  B: [
    {
      key: 'countUnfiled941LastQuarter',
      kind: 'count',
      style: 'fill-default',
      description: 'Clients who have not filed their 941 payroll return last quarter',
      category: 'WITH_UN_FILED_941_LAST_QUARTER',
    },
    {
      key: 'totalLiabilitiesWithoutLiens',
      kind: 'usd',
      style: 'warn',
      description: 'Total liabilities without a lien filed',
      category: 'WITH_HIDDEN_LIABILITIES',
    },
    {
      key: 'largestLiabilityWithoutLien',
      kind: 'usd',
      style: 'warn',
      description: 'Largest liability without a lien filed',
    },
    {
      key: 'countLiensLast45Days',
      kind: 'count',
      style: 'error',
      description: 'Clients with a lien filed in the last 45 days',
      category: 'WITH_LIENS_LAST_45_DAYS',
    },
  ],
};

export const KEY_INSIGHTS_TOOLTIP = 'Data comes from reports completed in the last 30 days.';
