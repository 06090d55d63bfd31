import { z } from 'zod';

/** Money is integer cents in the API (DESIGN.md): totalAmount is in cents. */
export const clientStatisticSchema = z.object({
  clientCategory: z.string(),
  totalAmount: z.number().int(),
  count: z.number().int(),
});
export type ClientStatistic = z.infer<typeof clientStatisticSchema>;

export const riskStatisticSchema = z.object({
  riskLevel: z.enum(['HIGH', 'MEDIUM', 'LOW']),
  totalAmount: z.number().int(),
  count: z.number().int(),
});
export type RiskStatistic = z.infer<typeof riskStatisticSchema>;

export const dashboardPortfolioSchema = z.object({
  clientStatistics: z.array(clientStatisticSchema),
  /** Present only when the lender's showportfoliorisk capability is ACTIVE. */
  portfolioRisk: z.array(riskStatisticSchema).nullable(),
});
export type DashboardPortfolio = z.infer<typeof dashboardPortfolioSchema>;

export const rejectedReportSchema = z.object({
  rejectedDate: z.string(),
  /** The rejection's calendar day in the reader's profile zone, 'YYYY-MM-DD' (decision 231). */
  rejectedDay: z.string(),
  clientId: z.string(),
  businessName: z.string(),
  reasonCode: z.string(),
  reasonDisplay: z.string(),
});
export type RejectedReport = z.infer<typeof rejectedReportSchema>;

export const summaryCountsSchema = z.object({
  counts: z.object({ total: z.number().int(), newToday: z.number().int() }),
});
export const reportSummarySchema = z.object({
  pending_orders: summaryCountsSchema,
  completed: summaryCountsSchema,
  rejected: summaryCountsSchema,
  latestRejected: z.array(rejectedReportSchema),
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;

const countInsight = z.object({ count: z.number().int() });
const valueInsight = z.object({
  value: z.number().int(),
  clientId: z.string().nullable(),
  businessName: z.string().nullable(),
});
const totalInsight = z.object({ value: z.number().int() });

export const keyInsightsASchema = z.object({
  variant: z.literal('A'),
  largestLiabilityWithoutPaymentPlan: valueInsight,
  countUnfiledTaxCurrentPeriod: countInsight,
  countUnfiledTaxPreviousPeriod: countInsight,
  countUnfiledTaxTwoPeriodsAgo: countInsight,
});
export const keyInsightsBSchema = z.object({
  variant: z.literal('B'),
  countUnfiled941LastQuarter: countInsight,
  totalLiabilitiesWithoutLiens: totalInsight,
  largestLiabilityWithoutLien: valueInsight,
  countLiensLast45Days: countInsight,
});
export const keyInsightsSchema = z.discriminatedUnion('variant', [keyInsightsASchema, keyInsightsBSchema]);
export type KeyInsights = z.infer<typeof keyInsightsSchema>;
