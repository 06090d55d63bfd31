import {
  PORTFOLIO_SORT_FIELDS,
  type PortfolioList,
  portfolioClientsPageSchema,
  portfolioExportQuerySchema,
  portfolioFiguresQuerySchema,
  portfolioFiguresSchema,
  portfolioOrdersPageSchema,
  portfolioOverviewPageSchema,
  portfolioQuerySchema,
} from '@taxlens/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { access } from '../../platform/access.js';
import { createAnswerCache } from '../../platform/answer-cache.js';
import { lenderOf, principalOf } from '../../platform/access-plugin.js';
import { safeZone } from '../../platform/time-window.js';
import { getOverviewFigures } from './figures-service.js';
import { exportPortfolio, listPortfolio } from './service.js';

const LISTS: Array<{ list: PortfolioList; summary: string; page: z.ZodType; monitored?: boolean }> = [
  {
    list: 'clients',
    summary: "The lender's clients (type=rejected|pendingorders|completed, yearMonth on the creation date)",
    page: portfolioClientsPageSchema,
  },
  {
    list: 'orders',
    summary:
      "The lender's orders (type=pendingorders|completed|rejected, reports=category, yearMonth on the order date)",
    page: portfolioOrdersPageSchema,
  },
  {
    list: 'overview',
    summary:
      "Each active client's latest completed report (reports=category, yearMonth=LAST_30_DAYS|YYYY-MM on the completion)",
    page: portfolioOverviewPageSchema,
  },
  {
    list: 'incomplete-auth',
    summary:
      'Clients whose Form 8821 was rejected, and monitored clients with no form on file or whose covered tax periods have ended',
    page: portfolioClientsPageSchema,
    monitored: true,
  },
  {
    list: 'expiring-forms',
    summary: "Monitored clients whose Form 8821's last covered tax period ends within 60 days",
    page: portfolioClientsPageSchema,
    monitored: true,
  },
];

const COUNTS_KEPT = 10_000;

export async function registerPortfolioRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['portfolio'];
  // This instance's list counts (decision 125): a number each, keyed by the lender's data version.
  const counts = createAnswerCache(COUNTS_KEPT, 'portfolio-counts');
  const caller = async (request: FastifyRequest) => ({
    db: ctx.db,
    counts,
    lenderId: lenderOf(request).id,
    timeZone: safeZone(principalOf(request).timeZone),
    now: ctx.clock.now(),
  });

  r.get(
    '/api/portfolio/overview/figures',
    {
      config: { access: access.lender() },
      schema: {
        tags,
        summary: "The overview's figures: total liability, each category's clients and amount, the risk split",
        description:
          "Without yearMonth: every active client's latest completed report (trends' current month shows the same). yearMonth=LAST_30_DAYS: those completed in the last 30 days (the dashboard's figures); YYYY-MM: completed in that month. Money in cents; windowLabel names the window (decision 266).",
        querystring: portfolioFiguresQuerySchema,
        response: { 200: portfolioFiguresSchema },
      },
    },
    async (request) => getOverviewFigures(request.query, await caller(request)),
  );

  for (const { list, summary, page, monitored } of LISTS) {
    const rule = access.lender(monitored ? { monitored: true } : {});
    const sortable = `Sortable by ${PORTFOLIO_SORT_FIELDS[list].join(', ')} (sort=field or field,desc).`;

    r.get(
      `/api/portfolio/${list}`,
      {
        config: { access: rule },
        schema: {
          tags,
          summary,
          description: `Server-paginated (page from 0, size 1-100). ${sortable}`,
          querystring: portfolioQuerySchema,
          response: { 200: page },
        },
      },
      async (request) => listPortfolio(list, request.query, await caller(request)),
    );

    r.get(
      `/api/portfolio/${list}/export`,
      {
        config: { access: rule },
        schema: {
          tags,
          summary: `CSV of the whole filtered ${list} list, streamed (UTF-8 with BOM; times ISO 8601 in the user's zone, named in the header)`,
          querystring: portfolioExportQuerySchema,
        },
      },
      async (request, reply) => {
        const csv = exportPortfolio(list, request.query, await caller(request));
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="portfolio-${list}.csv"`)
          .send(csv);
      },
    );
  }
}
