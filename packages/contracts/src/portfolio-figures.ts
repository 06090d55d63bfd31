import { z } from 'zod';
import { CATEGORY_CODES, RISK_LEVELS } from './domain.js';
import { YEAR_MONTH_PATTERN } from './portfolio.js';

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

export const portfolioFiguresQuerySchema = z.object({
  yearMonth: z.string().regex(YEAR_MONTH_PATTERN, 'Expected LAST_30_DAYS or YYYY-MM').optional(),
});
export type PortfolioFiguresQuery = z.infer<typeof portfolioFiguresQuerySchema>;

const figureSchema = z.object({ count: z.number().int(), amountCents: z.number().int() });

/** GET /api/portfolio/overview/figures: the same figures the dashboard and trends show, over the window named. */
export const portfolioFiguresSchema = z.object({
  /** LATEST (every active client's latest report), LAST_30_DAYS or 'YYYY-MM'. */
  window: z.string(),
  windowLabel: z.string(),
  /** Clients counted (each with its latest completed report in the window). */
  clients: z.number().int(),
  /** Sum of every liability; count = clients owing anything. */
  totalLiability: figureSchema,
  /** Every category in CATEGORY_CODES order: its clients and the sum of their liabilities. */
  categories: z.array(figureSchema.extend({ code: z.enum(CATEGORY_CODES) })),
  risk: z.array(figureSchema.extend({ riskLevel: z.enum(RISK_LEVELS) })),
});
export type PortfolioFigures = z.infer<typeof portfolioFiguresSchema>;
