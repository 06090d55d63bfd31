import { eulaResponseSchema, noticeIdParamsSchema } from '@taxlens/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { access } from '../../platform/access.js';
import { principalOf } from '../../platform/access-plugin.js';
import { acceptNotice, getPendingNotices } from './service.js';

export async function registerNoticeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notices'];

  r.get(
    '/api/eula',
    {
      config: { access: access.session({ early: 'notices' }) },
      schema: { tags, summary: 'Notices (EULA) the user has yet to accept', response: { 200: eulaResponseSchema } },
    },
    async (request) => {
      const p = principalOf(request);
      return { pending: await getPendingNotices(ctx.db, p.userId, p.lender?.id ?? null) };
    },
  );

  r.post(
    '/api/eula/:noticeId/accept',
    {
      config: { access: access.session({ early: 'notices' }) },
      schema: {
        tags,
        summary: 'Accept one pending notice',
        params: noticeIdParamsSchema,
        response: { 200: eulaResponseSchema },
      },
    },
    async (request) => {
      const p = principalOf(request);
      const pending = await acceptNotice(ctx.db, {
        userId: p.userId,
        lenderId: p.lender?.id ?? null,
        noticeId: request.params.noticeId,
        ip: request.ip,
      });
      return { pending };
    },
  );
}
