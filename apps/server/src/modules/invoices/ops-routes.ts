import { opsBillingSchema, pricingScheduleSchema } from '@taxlens/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { access } from '../../platform/access.js';
import { principalOf } from '../../platform/access-plugin.js';
import { getLenderBilling, markInvoicePaid, updatePricing } from './ops-service.js';
import { renderInvoice } from './service.js';

// The operations console: the provider's staff only, for any lender.
const OPS = access.session({ roles: ['ROLE_ADMIN'] });
const lenderParams = z.object({ lenderId: z.uuid() });
const invoiceParams = z.object({ lenderId: z.uuid(), invoiceId: z.uuid() });

export async function registerBillingOpsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['operations'];
  const actor = (request: Parameters<typeof principalOf>[0]) => ({
    db: ctx.db,
    userId: principalOf(request).userId,
    ip: request.ip,
    now: ctx.clock.now(),
  });

  r.get(
    '/api/ops/lenders/:lenderId/billing',
    {
      config: { access: OPS },
      schema: {
        tags,
        summary: "A lender's pricing schedule and invoices",
        params: lenderParams,
        response: { 200: opsBillingSchema },
      },
    },
    async (request) => getLenderBilling(ctx.db, request.params.lenderId),
  );

  r.put(
    '/api/ops/lenders/:lenderId/pricing',
    {
      config: { access: OPS },
      schema: {
        tags,
        summary: "Replace prices of the lender's pricing schedule (cents); audited",
        params: lenderParams,
        body: pricingScheduleSchema,
        response: { 200: opsBillingSchema },
      },
    },
    async (request) => updatePricing(actor(request), request.params.lenderId, request.body),
  );

  r.post(
    '/api/ops/lenders/:lenderId/invoices/:invoiceId/paid',
    {
      config: { access: OPS },
      schema: {
        tags,
        summary: 'Mark an invoice paid; audited',
        params: invoiceParams,
        response: { 200: opsBillingSchema },
      },
    },
    async (request) => markInvoicePaid(actor(request), request.params.lenderId, request.params.invoiceId),
  );

  r.get(
    '/api/ops/lenders/:lenderId/invoices/:invoiceId/pdf',
    {
      config: { access: { ...OPS, csrf: false } },
      schema: { tags, summary: 'Any invoice of the lender as PDF (opened in a new tab)', params: invoiceParams },
    },
    async (request, reply) => {
      const { pdf, number } = await renderInvoice(
        ctx.db,
        request.params.lenderId,
        { id: request.params.invoiceId },
        ctx.config.productName,
        ctx.clock.now(),
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${number}.pdf"`)
        .send(Buffer.from(pdf));
    },
  );
}
