import { completeReportSchema } from '@taxlens/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { access } from '../../platform/access.js';
import { notFound } from '../../platform/errors.js';
import { completeReport } from '../../modules/ops/index.js';
import { findFirstOperator, findOldestOpenReport } from './repo.js';

const params = z.object({ clientId: z.uuid() });

/**
 * Demo mode only (demo/register-demo-routes.ts): completes a client's oldest open report (order
 * or monitoring) through the operations console's own completion, acting as the first operations
 * user, so browser journeys can follow a report's consequences (alerts, mail, dashboards) on
 * clients they created without switching to the console.
 */
export async function registerDevReportRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/dev/clients/:clientId/complete-open-report',
    {
      config: { access: access.public() },
      schema: { hide: true, params, body: completeReportSchema },
    },
    async (request) => {
      const report = await findOldestOpenReport(ctx.db, request.params.clientId);
      if (!report) throw notFound('An open report of the client');
      const operator = await findFirstOperator(ctx.db);
      if (!operator) throw notFound('An operations user');
      await completeReport(ctx, { userId: operator.id, ip: request.ip }, report.id, request.body);
      return { reportId: report.id, kind: report.kind };
    },
  );
}
