import { reportIdParamsSchema } from '@taxlens/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { access } from '../../platform/access.js';
import { lenderOf } from '../../platform/access-plugin.js';
import { notFound } from '../../platform/errors.js';
import { sendPdf } from '../../platform/storage/send-pdf.js';

/** The PDF operations generated for a completed report, of the selected lender only. */
async function readReportPdf(ctx: AppContext, lenderId: string, reportId: string): Promise<{ bytes: Buffer; name: string }> {
  const row = await ctx.db
    .selectFrom('report_documents as d')
    .innerJoin('stored_files as f', (j) => j.onRef('f.id', '=', 'd.file_id').onRef('f.lender_id', '=', 'd.lender_id'))
    .innerJoin('reports as r', (j) => j.onRef('r.id', '=', 'd.report_id').onRef('r.lender_id', '=', 'd.lender_id'))
    .select(['f.storage_key', 'f.original_name'])
    .where('d.report_id', '=', reportId)
    .where('d.lender_id', '=', lenderId)
    .where('r.status', '=', 'COMPLETED')
    .executeTakeFirst();
  const bytes = row ? await ctx.storage.get(row.storage_key) : null;
  if (!row || !bytes) throw notFound('The report PDF');
  return { bytes, name: row.original_name };
}

export async function registerReportPdfRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get('/api/reports/:reportId/pdf', {
    // A download link, so no CSRF header (decision 001); it changes nothing.
    config: { access: access.lender({ csrf: false }) },
    schema: { tags: ['reports'], summary: "A completed report's PDF (another lender's report answers 404)", params: reportIdParamsSchema, response: { 200: z.any() } },
  }, async (request, reply) => {
    const file = await readReportPdf(ctx, lenderOf(request).id, request.params.reportId);
    return sendPdf(reply, file, 'attachment');
  });
}
