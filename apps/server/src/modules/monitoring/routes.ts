import { coveredPeriodsResultSchema, coveredPeriodsSchema } from '@taxlens/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { access } from '../../platform/access.js';
import { principalOf } from '../../platform/access-plugin.js';
import { recordCoveredPeriods } from './covered-periods.js';

export async function registerMonitoringRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().put(
    '/api/ops/clients/:clientId/authorization-periods',
    {
      config: { access: access.session({ roles: ['ROLE_ADMIN'] }) },
      schema: {
        tags: ['operations'],
        summary: "Records the tax periods written on the client's Form 8821 (operations console)",
        description:
          'The form then counts as authorization until the last day of the last period: it appears on /portfolio/expiring-forms within 60 days of that day and on /portfolio/incomplete-auth after it.',
        params: z.object({ clientId: z.uuid() }),
        body: coveredPeriodsSchema,
        response: { 200: coveredPeriodsResultSchema },
      },
    },
    async (request) =>
      recordCoveredPeriods(ctx.db, {
        clientId: request.params.clientId,
        periods: request.body.periods,
        userId: principalOf(request).userId,
        ip: request.ip,
      }),
  );
}
