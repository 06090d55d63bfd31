import { z } from 'zod';
import { CATEGORY_CODES, RISK_LEVELS } from './domain.js';
import { YEAR_MONTH_PATTERN } from './portfolio.js';

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
