import { dashboardPortfolioSchema, keyInsightsSchema, reportSummarySchema } from '@taxlens/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { access } from '../../platform/access.js';
import { createAnswerCache } from '../../platform/answer-cache.js';
import { lenderOf, principalOf } from '../../platform/access-plugin.js';
import { getDashboardPortfolio, getKeyInsights, getReportSummary } from './service.js';
import { PORTFOLIO_DESCRIPTION } from './openapi-texts.js';

/** Answers kept per instance: three calls for each of a few thousand active lenders and days. */
const FIGURES_KEPT = 10_000;

export async function registerDashboardRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['dashboard'];
  // This instance's figures (decision 125): a few hundred bytes each, keyed by the lender's data version.
  const figures = createAnswerCache(FIGURES_KEPT, 'dashboard-figures');
  const caller = (request: FastifyRequest) => ({
    db: ctx.db,
    figures,
    lender: lenderOf(request),
    timeZone: principalOf(request).timeZone,
    now: ctx.clock.now(),
  });

  r.get(
    '/api/dashboard/portfolio',
    {
      config: { access: access.lender() },
      schema: {
        tags,
        summary: 'Report Overview: liabilities by category of the latest reports completed in the last 30 days',
        description: PORTFOLIO_DESCRIPTION,
        response: { 200: dashboardPortfolioSchema },
      },
    },
    async (request) => getDashboardPortfolio(caller(request)),
  );

  r.get(
    '/api/dashboard/reports/summary',
    {
      config: { access: access.lender() },
      schema: {
        tags,
        summary: 'Report status cards and the recently rejected reports',
        description:
          "Orders pending (pending or in progress), completed and rejected, each with the number new since midnight in the user's time zone; latestRejected holds the 5 latest rejected reports.",
        response: { 200: reportSummarySchema },
      },
    },
    async (request) => getReportSummary(caller(request)),
  );

  r.get(
    '/api/dashboard/key-insights',
    {
      config: { access: access.lender({ capability: 'viewkeyinsights' }) },
      schema: {
        tags,
        summary: 'Key insights of the reports completed in the last 30 days (variant A or B by lender type)',
        description: 'Money values are in cents. Only for lenders whose viewkeyinsights capability is ACTIVE.',
        response: { 200: keyInsightsSchema },
      },
    },
    async (request) => getKeyInsights(caller(request)),
  );
}
