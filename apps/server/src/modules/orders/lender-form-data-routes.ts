import { lenderFormDataSchema } from '@taxlens/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { access } from '../../platform/access.js';
import { lenderOf } from '../../platform/access-plugin.js';
import { getLenderFormData } from './lender-form-data.js';

/**
 * GET /api/lenders/formdata, under the lenders tag but answered here: what it adds to the lender is
 * what the lender may order, and lenders sit below orders (docs/decisions/247).
 */
export async function registerLenderFormDataRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/lenders/formdata',
    {
      config: { access: access.lender() },
      schema: {
        tags: ['lenders'],
        summary:
          "The selected lender's form data in one answer: type, capabilities, deliveries it may order, notification groups",
        response: { 200: lenderFormDataSchema },
      },
    },
    async (request) => getLenderFormData(ctx.db, lenderOf(request).id),
  );
}
