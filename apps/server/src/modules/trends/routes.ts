import {
  clientIdParamsSchema,
  clientLiabilityHistorySchema,
  trendBundlesSchema,
  trendMoversResponseSchema,
  trendsQuerySchema,
  trendsResponseSchema,
} from '@taxlens/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { access } from '../../platform/access.js';
import { lenderOf } from '../../platform/access-plugin.js';
import { toCsv } from '../../platform/csv.js';
import { listBundles } from './read-repo.js';
import { getClientLiabilityHistory, getMovers, getTrends } from './service.js';
import { historyCsvColumns, MONTH_CSV_COLUMNS, MOVER_CSV_COLUMNS } from './trend-csv.js';

const sendCsv = (reply: FastifyReply, csv: string, fileName: string) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(csv);

const RANGE_TEXT =
  'Months are calendar months in Eastern time (YYYY-MM); without from/to, the current month and the 23 before it. One filter: clientType, bundleId or risk, or clientType with risk.';

export async function registerTrendRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['trends'];
  const lender = access.lender();

  r.get(
    '/api/trends',
    {
      config: { access: lender },
      schema: {
        tags,
        summary: 'Portfolio trends: figures per month',
        description: `${RANGE_TEXT} A month's figures come from each followed client's latest report completed by the month's end, with the liability, categories and risk that report carries (decision 266); the current month's are as of asOf and equal GET /api/portfolio/overview/figures (every active client's latest report). Money in cents.`,
        querystring: trendsQuerySchema,
        response: { 200: trendsResponseSchema },
      },
    },
    async (request) => getTrends(ctx.db, lenderOf(request).id, request.query, ctx.clock.now()),
  );

  r.get(
    '/api/trends/export',
    {
      config: { access: lender },
      schema: {
        tags,
        summary: 'Portfolio trends as CSV: a row per month (the table view)',
        description: RANGE_TEXT,
        querystring: trendsQuerySchema,
      },
    },
    async (request, reply) => {
      const trends = await getTrends(ctx.db, lenderOf(request).id, request.query, ctx.clock.now());
      return sendCsv(reply, toCsv(MONTH_CSV_COLUMNS, trends.months, 'UTC'), `trends_${trends.from}_${trends.to}.csv`);
    },
  );

  r.get(
    '/api/trends/bundles',
    {
      config: { access: lender },
      schema: {
        tags,
        summary: "The lender's bundles, by name (the bundle filter)",
        response: { 200: trendBundlesSchema },
      },
    },
    async (request) => listBundles(ctx.db, lenderOf(request).id),
  );

  r.get(
    '/api/trends/movers',
    {
      config: { access: lender },
      schema: {
        tags,
        summary: 'The 20 clients whose liability rose most and the 20 whose liability fell most over the months',
        description: `${RANGE_TEXT} Each client's latest report before the first month against its latest report at the end of the last; the risk filter does not apply.`,
        querystring: trendsQuerySchema,
        response: { 200: trendMoversResponseSchema },
      },
    },
    async (request) => getMovers(ctx.db, lenderOf(request).id, request.query, ctx.clock.now()),
  );

  r.get(
    '/api/trends/movers/export',
    {
      config: { access: lender },
      schema: {
        tags,
        summary: 'The risers and fallers as CSV',
        description: RANGE_TEXT,
        querystring: trendsQuerySchema,
      },
    },
    async (request, reply) => {
      const movers = await getMovers(ctx.db, lenderOf(request).id, request.query, ctx.clock.now());
      const rows = [
        ...movers.risers.map((m) => ({ ...m, direction: 'Riser' })),
        ...movers.fallers.map((m) => ({ ...m, direction: 'Faller' })),
      ];
      return sendCsv(reply, toCsv(MOVER_CSV_COLUMNS, rows, 'UTC'), `trend_movers_${movers.from}_${movers.to}.csv`);
    },
  );

  r.get(
    '/api/clients/:id/liability-history',
    {
      config: { access: lender },
      schema: {
        tags,
        summary: "A client's balance per tax period on each of its completed reports",
        description:
          'Oldest report first; balances in cents keyed by "FORM PERIOD". Another lender\'s client answers 404.',
        params: clientIdParamsSchema,
        response: { 200: clientLiabilityHistorySchema },
      },
    },
    async (request) => getClientLiabilityHistory(ctx.db, lenderOf(request).id, request.params.id),
  );

  r.get(
    '/api/clients/:id/liability-history/export',
    {
      config: { access: lender },
      schema: {
        tags,
        summary: "A client's liability history as CSV: a row per report, a column per tax period",
        params: clientIdParamsSchema,
      },
    },
    async (request, reply) => {
      const history = await getClientLiabilityHistory(ctx.db, lenderOf(request).id, request.params.id);
      return sendCsv(
        reply,
        toCsv(historyCsvColumns(history.periods), history.reports, 'UTC'),
        'client_liability_history.csv',
      );
    },
  );
}
