import { taxPeriodsSchema } from '@taxlens/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { access } from '../../platform/access.js';
import { notFound } from '../../platform/errors.js';
import { deriveReport } from '../reports/derive-report.js';
import { onReportCompleted } from '../report-events/report-events.js';

const params = z.object({ clientId: z.uuid() });
const body = z.object({ periods: taxPeriodsSchema, irsName: z.string().trim().min(1).max(200).optional() });

/**
 * Demo mode only (never registered in production): completes a client's oldest open report (order
 * or monitoring) the way the operations console does, so browser journeys can follow a report's
 * consequences (alerts, mail, dashboards) on clients they created, without the console's screens.
 */
export async function registerDevReportRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  if (ctx.config.production) return;
  app.withTypeProvider<ZodTypeProvider>().post('/dev/clients/:clientId/complete-open-report', {
    config: { access: access.public() },
    schema: { hide: true, params, body },
  }, async (request) => {
    const now = ctx.clock.now();
    const reportDate = now.toISOString().slice(0, 10);
    return ctx.db.transaction().execute(async (trx) => {
      const report = await trx
        .selectFrom('reports')
        .select(['id', 'kind', 'order_id', 'lender_id'])
        .where('client_id', '=', request.params.clientId)
        .where('status', 'in', ['PENDING', 'IN_PROGRESS'])
        .orderBy('created_at')
        .limit(1)
        .executeTakeFirst();
      if (!report) throw notFound('An open report of the client');
      const derived = deriveReport(request.body.periods, reportDate);
      await trx
        .updateTable('reports')
        .set((eb) => ({
          status: 'COMPLETED',
          started_at: eb.fn.coalesce('started_at', eb.val(now)),
          completed_at: now,
          report_date: reportDate,
          periods: JSON.stringify(request.body.periods),
          total_liability_cents: derived.totalLiabilityCents,
          categories: derived.categories,
          risk_level: derived.riskLevel,
          irs_name: request.body.irsName ?? null,
        }))
        .where('id', '=', report.id)
        .execute();
      if (report.order_id) await trx.updateTable('orders').set({ status: 'COMPLETED', updated_at: now }).where('id', '=', report.order_id).execute();
      await trx.updateTable('clients').set({ status: 'ACTIVE', updated_at: now }).where('id', '=', request.params.clientId).where('status', '=', 'PENDING').execute();
      await onReportCompleted(trx, report.id);
      return { reportId: report.id, kind: report.kind };
    });
  });
}
