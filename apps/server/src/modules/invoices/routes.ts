import {
  INVOICE_ROLES,
  invoiceDashboardSchema,
  invoiceExportQuerySchema,
  invoiceViewQuerySchema,
} from '@taxlens/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { access } from '../../platform/access.js';
import { lenderOf } from '../../platform/access-plugin.js';
import { notFound } from '../../platform/errors.js';
import { exportInvoiceCsv, getInvoiceDashboard, renderInvoice } from './service.js';

// Spec 2 §6: invoices are for lender admins, sales and the provider's admins (INVOICE_ROLES).

export async function registerInvoiceRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['invoices'];

  r.get(
    '/api/invoice/dashboard',
    {
      config: { access: access.lender({ roles: INVOICE_ROLES }) },
      schema: {
        tags,
        summary: "This month's billing so far and the past invoices of the selected lender",
        response: { 200: invoiceDashboardSchema },
      },
    },
    async (request) => getInvoiceDashboard(ctx.db, lenderOf(request).id, ctx.clock.now()),
  );

  r.get(
    '/api/invoice/all',
    {
      config: { access: access.lender({ roles: INVOICE_ROLES }) },
      schema: {
        tags,
        summary:
          'CSV of one month: a row per order line (date, client, report type, delivery, add-ons, placed by, amount in USD)',
        querystring: invoiceExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { csv, filename } = await exportInvoiceCsv(ctx.db, lenderOf(request).id, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename(ctx.config.productName)}"`)
        .send(csv);
    },
  );

  // Opened in a new tab (a plain navigation cannot send X-CSRF-TOKEN); it only reads.
  r.get(
    '/api/lenders/:lenderId/invoice/:fbInvoiceId',
    {
      config: { access: access.lender({ roles: INVOICE_ROLES, csrf: false }) },
      schema: {
        tags,
        summary: 'An issued invoice as PDF (attachment=true downloads it)',
        params: z.object({ lenderId: z.uuid(), fbInvoiceId: z.string().min(1).max(80) }),
        querystring: invoiceViewQuerySchema,
      },
    },
    async (request, reply) => {
      const lender = lenderOf(request);
      if (request.params.lenderId !== lender.id) throw notFound('The invoice');
      const { pdf, number } = await renderInvoice(
        ctx.db,
        lender.id,
        { externalId: request.params.fbInvoiceId },
        ctx.config.productName,
        ctx.clock.now(),
      );
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `${request.query.attachment === 'true' ? 'attachment' : 'inline'}; filename="${number}.pdf"`,
        )
        .send(Buffer.from(pdf));
    },
  );
}
