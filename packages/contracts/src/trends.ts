import { z } from 'zod';
import { CATEGORY_CODES, CLIENT_TYPES, type ClientTypeCode, RISK_LEVELS } from './domain.js';
import { REPORT_KINDS } from './reports.js';

/** Trend months shown when no range is chosen: the current month and the 23 before it (decision 200). */
export const TREND_DEFAULT_MONTHS = 24;
/** The longest range one call answers. */
export const TREND_MAX_MONTHS = 60;
/** Risers and fallers listed on each side. */
export const TREND_MOVERS_LIMIT = 20;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const monthText = z.string().regex(MONTH, 'Use a month as YYYY-MM.');
/** A month the caller gives: refused with a sentence naming the field (docs/decisions/157). */
const monthParam = (label: string) =>
  z.string().regex(MONTH, `${label} must be a month written as YYYY-MM.`).meta({ title: label });
const clientTypeCodes = CLIENT_TYPES.map((t) => t.code) as [ClientTypeCode, ...ClientTypeCode[]];

/**
 * The months to show and one filter: a client type, a bundle or a risk level, or a client type
 * with a risk level. Months are calendar months in Eastern time, 'YYYY-MM'.
 */
export const trendsQuerySchema = z
  .object({
    from: monthParam('From').optional(),
    to: monthParam('To').optional(),
    clientType: z.enum(clientTypeCodes).optional(),
    bundleId: z.uuid().optional(),
    risk: z.enum(RISK_LEVELS).optional(),
  })
  .refine((q) => !q.bundleId || (!q.clientType && !q.risk), {
    message: 'A bundle cannot be combined with another filter.',
    path: ['bundleId'],
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'The first month must not be after the last.',
    path: ['from'],
  });
export type TrendsQuery = z.infer<typeof trendsQuerySchema>;

export const trendCategorySchema = z.object({
  code: z.enum(CATEGORY_CODES),
  count: z.number().int(),
  amountCents: z.number().int(),
});

export const trendMonthSchema = z.object({
  month: monthText,
  /** Active clients with a completed report as of the month's end. */
  clients: z.number().int(),
  liabilityCents: z.number().int(),
  risk: z.object({ HIGH: z.number().int(), MEDIUM: z.number().int(), LOW: z.number().int() }),
  /** Clients whose report shows a lien filed or a levy notice dated in the month. */
  newLienOrLevy: z.number().int(),
  /** Clients with an unfiled income-tax return (the three years) or 941 (the last quarter). */
  unfiled: z.number().int(),
  rejected8821: z.number().int(),
  alertsRaised: z.number().int(),
  categories: z.array(trendCategorySchema),
});
export type TrendMonth = z.infer<typeof trendMonthSchema>;

export const trendsResponseSchema = z.object({
  from: monthText,
  to: monthText,
  months: z.array(trendMonthSchema),
  /** True while the figures of some months are still being computed from history. */
  pending: z.boolean(),
  /** When the current month's figures were computed (they are as of then). */
  asOf: z.string().nullable(),
});
export type TrendsResponse = z.infer<typeof trendsResponseSchema>;

export const trendMoverSchema = z.object({
  clientId: z.uuid(),
  businessName: z.string(),
  startCents: z.number().int(),
  endCents: z.number().int(),
  changeCents: z.number().int(),
  /** Change relative to the start; null when the client owed nothing at the start. */
  changePercent: z.number().nullable(),
});
export type TrendMover = z.infer<typeof trendMoverSchema>;

export const trendMoversResponseSchema = z.object({
  from: monthText,
  to: monthText,
  risers: z.array(trendMoverSchema),
  fallers: z.array(trendMoverSchema),
});
export type TrendMoversResponse = z.infer<typeof trendMoversResponseSchema>;

/** One client's liability per tax period across its completed reports, oldest report first. */
export const clientLiabilityHistorySchema = z.object({
  /** Tax periods as 'FORM PERIOD' ('1120S 2024', '941 2025Q2'), in order. */
  periods: z.array(z.string()),
  reports: z.array(
    z.object({
      reportId: z.uuid(),
      reportDate: z.string(),
      kind: z.enum(REPORT_KINDS),
      totalLiabilityCents: z.number().int(),
      /** Balance in cents per period label; a period the report does not list is absent. */
      balances: z.record(z.string(), z.number().int()),
    }),
  ),
});
export type ClientLiabilityHistory = z.infer<typeof clientLiabilityHistorySchema>;

/** The snapshot row a filter reads (decision 200): 'all', 'type:llc', 'bundle:<id>', 'risk:HIGH', 'type:llc|risk:HIGH'. */
export function trendFilterKey(q: Pick<TrendsQuery, 'clientType' | 'bundleId' | 'risk'>): string {
  if (q.bundleId) return `bundle:${q.bundleId}`;
  if (q.clientType && q.risk) return `type:${q.clientType}|risk:${q.risk}`;
  if (q.clientType) return `type:${q.clientType}`;
  if (q.risk) return `risk:${q.risk}`;
  return 'all';
}

/** The lender's bundles, for the bundle filter. */
export const trendBundlesSchema = z.array(z.object({ id: z.uuid(), name: z.string() }));
export type TrendBundles = z.infer<typeof trendBundlesSchema>;
