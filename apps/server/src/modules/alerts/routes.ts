import { alertIdParamsSchema, alertsPageSchema, alertsQuerySchema, totalUnreadSchema } from '@taxlens/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { access } from '../../platform/access.js';
import { lenderOf, principalOf } from '../../platform/access-plugin.js';
import { dismissAlert, getTotalUnread, listAlerts } from './service.js';

export async function registerAlertRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['alerts'];
  const caller = (request: FastifyRequest) => ({
    db: ctx.db,
    lenderId: lenderOf(request).id,
    userId: principalOf(request).userId,
    now: ctx.clock.now(),
  });

  r.get(
    '/api/notifications/portal/alerts/totalunread',
    {
      // Polled every 10 s: a poll is not user activity and must not keep an idle session alive.
      config: { access: access.lender(), passive: true },
      schema: {
        tags,
        summary: 'Number of alerts not yet dismissed (for the bell)',
        response: { 200: totalUnreadSchema },
      },
    },
    async (request) => getTotalUnread(caller(request)),
  );

  r.get(
    '/api/notifications/portal/alerts',
    {
      config: { access: access.lender() },
      schema: {
        tags,
        summary: 'Alerts not yet dismissed, newest first, 10 per page (page from 0), optionally of one alertType',
        description:
          "Alerts for everyone at the lender and the user's own. Listing marks them viewed; viewedAt is the first view.",
        querystring: alertsQuerySchema,
        response: { 200: alertsPageSchema },
      },
    },
    async (request) => listAlerts(caller(request), request.query.alertType, request.query.page),
  );

  r.patch(
    '/api/notifications/portal/alerts/:alertId/acknowledge',
    {
      config: { access: access.lender() },
      schema: {
        tags,
        summary: 'Dismiss an alert (404 when it is not one of yours)',
        params: alertIdParamsSchema,
        response: { 200: alertIdParamsSchema },
      },
    },
    async (request) => {
      await dismissAlert(caller(request), request.params.alertId);
      return { alertId: request.params.alertId };
    },
  );
}
