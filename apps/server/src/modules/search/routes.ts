import { typeaheadQuerySchema, typeaheadResultSchema } from '@taxlens/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { access } from '../../platform/access.js';
import { lenderOf } from '../../platform/access-plugin.js';
import { findOrderableClientsByName } from './repo.js';

export async function registerSearchRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/typeahead/clients/placeorder', {
    config: { access: access.lender() },
    schema: {
      tags: ['search'],
      summary: "Clients of the selected lender whose name contains the text (the header's Place Order box)",
      description: 'Archived and closed clients are left out: they cannot be ordered for.',
      querystring: typeaheadQuerySchema,
      response: { 200: typeaheadResultSchema },
    },
  }, async (request) => {
    const rows = await findOrderableClientsByName(ctx.db, lenderOf(request).id, request.query.value, request.query.size);
    return rows.map((c) => ({ key: c.id, value: c.business_name }));
  });
}
