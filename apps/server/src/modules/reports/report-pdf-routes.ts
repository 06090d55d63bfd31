import { reportEvidenceSchema, reportIdParamsSchema, reportViewSchema, toSafeFileName } from '@taxlens/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { access } from '../../platform/access.js';
import { lenderOf, principalOf } from '../../platform/access-plugin.js';
import { sendPdf } from '../../platform/storage/send-pdf.js';
import { getReportEvidence } from './report-evidence.js';
import { getExplainedReport, getReportView, readerTimeZone } from './report-view.js';
import { renderReportPdf } from './report-pdf.js';

/** A completed report's PDF for one reader (the portal's download and /api/v1's), named after the client and date. */
export async function renderReportPdfFor(ctx: AppContext, lenderId: string, userId: string, reportId: string) {
  const report = await getExplainedReport(ctx.db, ctx.config.piiKey, lenderId, reportId);
  const timeZone = await readerTimeZone(ctx.db, userId);
  const bytes = await renderReportPdf(report, {
    productName: ctx.config.productName,
    timeZone,
    generatedAt: ctx.clock.now(),
  });
  return { bytes, name: toSafeFileName(`${report.businessName} ${report.reportDate}.pdf`, 'report.pdf') };
}

/** A completed report of the selected lender: its page's data and its PDF, rendered for the reader when downloaded. */
export async function registerReportPdfRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/reports/:reportId',
    {
      config: { access: access.lender() },
      schema: {
        tags: ['reports'],
        summary:
          "One completed report: lender, client (masked tax id), type, periods and findings (another lender's report answers 404)",
        params: reportIdParamsSchema,
        response: { 200: reportViewSchema },
      },
    },
    async (request) => getReportView(ctx.db, lenderOf(request).id, request.params.reportId),
  );

  r.get(
    '/api/reports/:reportId/evidence',
    {
      config: { access: access.lender() },
      schema: {
        tags: ['reports'],
        summary:
          "A completed report's evidence per period, in words (TC, form, period), with the collection stage, the dates a lender acts on and a one-sentence explanation; empty when typed by hand (another lender's report answers 404)",
        params: reportIdParamsSchema,
        response: { 200: reportEvidenceSchema },
      },
    },
    async (request) => getReportEvidence(ctx.db, ctx.config.piiKey, lenderOf(request).id, request.params.reportId),
  );

  r.get(
    '/api/reports/:reportId/pdf',
    {
      // A download link, so no CSRF header (decision 001); it changes nothing.
      config: { access: access.lender({ csrf: false }) },
      schema: {
        tags: ['reports'],
        summary:
          "A completed report's PDF, rendered when downloaded with the generated-at time in the reader's zone (another lender's report answers 404)",
        params: reportIdParamsSchema,
        response: { 200: z.any() },
      },
    },
    async (request, reply) => {
      return sendPdf(
        reply,
        await renderReportPdfFor(ctx, lenderOf(request).id, principalOf(request).userId, request.params.reportId),
        'attachment',
      );
    },
  );
}
