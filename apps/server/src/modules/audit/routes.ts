import { auditFiltersSchema, auditPageSchema, auditQuerySchema } from '@taxlens/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { access } from '../../platform/access.js';
import { lenderOf, principalOf } from '../../platform/access-plugin.js';
import { exportAudit, getAuditFilters, listAudit } from './service.js';

/** The lender admin's Audit Log (decision 072): who did what and when in the selected lender. */
export async function registerAuditRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['audit'];
  const rule = access.lender({ roles: ['ROLE_LENDERADMIN'] });
  const viewer = (request: Parameters<typeof lenderOf>[0]) => ({
    lenderId: lenderOf(request).id,
    userId: principalOf(request).userId,
  });

  r.get(
    '/api/audit-log',
    {
      config: { access: rule },
      schema: {
        tags,
        summary:
          "The selected lender's audit rows, newest first (page from 0; from/to are dates in the viewer's time zone)",
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    async (request) => listAudit(ctx.db, viewer(request), request.query),
  );

  r.get(
    '/api/audit-log/filters',
    {
      config: { access: rule },
      schema: {
        tags,
        summary: "The users and actions present in this lender's audit rows",
        response: { 200: auditFiltersSchema },
      },
    },
    async (request) => getAuditFilters(ctx.db, lenderOf(request).id),
  );

  r.get(
    '/api/audit-log/export',
    {
      config: { access: rule },
      schema: {
        tags,
        summary: 'CSV of the filtered audit rows (at most 50,000)',
        querystring: auditQuerySchema.omit({ page: true, size: true }),
      },
    },
    async (request, reply) => {
      const csv = await exportAudit(ctx.db, viewer(request), request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .send(csv);
    },
  );
}
