import { termsSchema } from '@taxlens/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { access } from '../../platform/access.js';
import { registerContentOpsRoutes } from './ops-routes.js';
import { getCurrentTerms } from './service.js';
import { registerWpRoutes } from './wp-routes.js';

export async function registerContentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await registerWpRoutes(app, ctx);
  await registerContentOpsRoutes(app, ctx);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/terms',
    {
      config: { access: access.session({ early: 'notices' }) },
      schema: {
        tags: ['content'],
        summary: 'The current Terms & Conditions (sanitized HTML) and its version',
        response: { 200: termsSchema },
      },
    },
    async () => getCurrentTerms(ctx.db),
  );
}
