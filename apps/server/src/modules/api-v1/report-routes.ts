import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { lenderOf, principalOf } from '../../platform/access-plugin.js';
import { sendPdf } from '../../platform/storage/send-pdf.js';
import { dismissAlert, listAlertsAfter } from '../alerts/index.js';
import { requireOwnedRecord } from '../clients/index.js';
import { getExplainedReport, renderReportPdfFor } from '../reports/index.js';
import { decodeCursor, pageQuerySchema, pageSchema, toPage } from './cursor.js';
import { ALERT_EXAMPLE } from './examples.js';
import { answerOnce } from './idempotency.js';
import { readers, writers } from './operation.js';
import { alertListQuerySchema, alertSchema, idParamsSchema, reportSchema } from './schemas.js';

/** Reports (findings and PDF) and alerts of the caller's lender. */
export async function registerApiReportRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const params = idParamsSchema;

  r.get(
    '/reports/:id',
    {
      config: {
        access: readers,
        openapi: {
          operationId: 'getReport',
          summary: "A completed report's findings: tax periods, categories, risk",
          description:
            "A completed report's findings: tax periods, categories, risk. Each period also carries, beside its figures, the evidence lines it was read from (IRS transcript, TC, form, period), its collection stage, the dates a lender acts on (`stated` or `estimate`) and a one-sentence explanation. `entered` names the facts operations entered rather than read. A report completed by hand has empty evidence and null stage and dates.",
          tag: 'Reports',
          errors: [400, 404],
        },
      },
      schema: { params, response: { 200: reportSchema } },
    },
    async (request) => {
      const { notReported: _, ...report } = await getExplainedReport(
        ctx.db,
        ctx.config.piiKey,
        lenderOf(request).id,
        request.params.id,
      );
      return report;
    },
  );

  r.get(
    '/reports/:id/pdf',
    {
      config: {
        access: readers,
        openapi: {
          operationId: 'getReportPdf',
          summary: "A completed report's PDF",
          tag: 'Reports',
          errors: [400, 404],
          produces: 'application/pdf',
        },
      },
      schema: { params, response: { 200: z.any() } },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await renderReportPdfFor(ctx, lenderOf(request).id, principalOf(request).userId, request.params.id),
        'attachment',
      ),
  );

  const caller = (request: Parameters<typeof lenderOf>[0]) => ({
    db: ctx.db,
    lenderId: lenderOf(request).id,
    userId: principalOf(request).userId,
    now: ctx.clock.now(),
  });

  r.get(
    '/alerts',
    {
      config: {
        access: readers,
        openapi: {
          operationId: 'listAlerts',
          summary: 'Alerts not yet acknowledged, newest first',
          tag: 'Alerts',
          errors: [400],
          example: { data: [ALERT_EXAMPLE], next: null },
        },
      },
      schema: {
        querystring: pageQuerySchema.extend(alertListQuerySchema.shape),
        response: { 200: pageSchema(alertSchema) },
      },
    },
    async (request) => {
      const { limit, cursor, type } = request.query;
      const rows = await listAlertsAfter(caller(request), type, decodeCursor(cursor, 1)?.[0] ?? null, limit + 1);
      return toPage(
        request,
        rows,
        limit,
        (a) => [a.id],
        (a) => a,
      );
    },
  );

  r.post(
    '/alerts/:id/acknowledge',
    {
      config: {
        access: writers(),
        openapi: {
          operationId: 'acknowledgeAlert',
          summary: 'Acknowledge an alert (it leaves the list)',
          tag: 'Alerts',
          errors: [400, 404, 409, 422],
          example: { id: ALERT_EXAMPLE.id, acknowledged: true },
        },
      },
      // Another lender's alert answers 404 before the Idempotency-Key is asked for.
      preValidation: requireOwnedRecord(ctx.db, 'alerts', 'id'),
      schema: { params, response: { 200: z.object({ id: z.string(), acknowledged: z.literal(true) }) } },
    },
    async (request, reply) =>
      answerOnce(ctx, request, reply, request.params, async () => {
        await dismissAlert(caller(request), request.params.id);
        return { status: 200, body: { id: request.params.id, acknowledged: true } };
      }),
  );
}
