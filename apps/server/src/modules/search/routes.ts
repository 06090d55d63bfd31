import { searchPageSchema, searchQuerySchema, typeaheadQuerySchema, typeaheadResultSchema } from '@taxlens/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { access } from '../../platform/access.js';
import { lenderOf } from '../../platform/access-plugin.js';
import { toClientSummary } from '../clients/index.js';
import { findOrderableClientsByName, SEARCH_COUNT_LIMIT, searchClients } from './repo.js';

export async function registerSearchRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/typeahead/clients/placeorder',
    {
      config: { access: access.lender() },
      schema: {
        tags: ['search'],
        summary: "Clients of the selected lender whose name contains the text (the header's Place Order box)",
        description: 'Archived and closed clients are left out: they cannot be ordered for.',
        querystring: typeaheadQuerySchema,
        response: { 200: typeaheadResultSchema },
      },
    },
    async (request) => {
      const rows = await findOrderableClientsByName(
        ctx.db,
        lenderOf(request).id,
        request.query.value,
        request.query.size,
      );
      return rows.map((c) => ({ key: c.id, value: c.business_name }));
    },
  );

  r.get(
    '/api/portal/search',
    {
      config: { access: access.lender() },
      schema: {
        tags: ['search'],
        summary: 'Search the selected lender’s clients by name, full tax id, its last four digits or status',
        description: `Pages are zero-based, newest clients first. totalElements stops counting at ${SEARCH_COUNT_LIMIT}.`,
        querystring: searchQuerySchema,
        response: { 200: searchPageSchema },
      },
    },
    async (request) => {
      const { keyword, page, size } = request.query;
      const { rows, total } = await searchClients(ctx.db, ctx.config.piiKey, lenderOf(request).id, keyword, page, size);
      return {
        content: rows.map((row) => {
          const c = toClientSummary(row);
          return { id: c.id, businessName: c.businessName, ein: c.ein, ssn: c.ssn, status: c.status };
        }),
        page: { size, number: page, totalElements: total, totalPages: Math.ceil(total / size) },
      };
    },
  );
}
