// No schema here: the dashboard's first load reads these labels, and a module with zod schemas at its
// top level stays whole in the bundle (its calls may have side effects), 26 KB gzip of them (decision 299).

/**
 * The windows a portfolio figure is taken over (decision 266): every active client's latest completed
 * report (the overview and trends' current month), the latest of those completed in the last 30 days
 * (the dashboard, spec 1), or completed in a month.
 */
export const LATEST_REPORTS_WINDOW_LABEL = 'Latest report of each active client';
export const LAST_30_DAYS_WINDOW_LABEL = 'Last 30 days';

/** The label a figure carries on screen for its window: no yearMonth, LAST_30_DAYS or 'YYYY-MM'. */
export function figureWindowLabel(yearMonth: string | undefined | null): string {
  if (!yearMonth) return LATEST_REPORTS_WINDOW_LABEL;
  if (yearMonth === 'LAST_30_DAYS') return `${LATEST_REPORTS_WINDOW_LABEL}, completed in the last 30 days`;
  return `${LATEST_REPORTS_WINDOW_LABEL}, completed in ${yearMonth}`;
}
