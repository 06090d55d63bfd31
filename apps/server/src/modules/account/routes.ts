import { keepaliveResponseSchema, userSchema } from '@taxlens/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { sessionTtlSeconds } from '../../config.js';
import { access } from '../../platform/access.js';
import { principalOf } from '../../platform/access-plugin.js';
import { extendSession } from '../../platform/session-store.js';
import { getCachedUserView } from './cached-user-view.js';

export async function registerAccountRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];

  r.get(
    '/api/myaccount/get',
    {
      config: { access: access.session({ early: 'notices' }) },
      schema: { tags, summary: 'The signed-in user', response: { 200: userSchema } },
    },
    async (request) => {
      const p = principalOf(request);
      return getCachedUserView(ctx, p.userId, p.lender?.id ?? null);
    },
  );

  r.get(
    '/api/myaccount/keepalive',
    {
      config: { access: access.session({ early: 'notices' }) },
      schema: { tags, summary: 'Extends the idle expiry of this session', response: { 200: keepaliveResponseSchema } },
    },
    async (request) => {
      const expiresAt = await extendSession(
        ctx.db,
        principalOf(request).sessionId,
        ctx.clock.now(),
        sessionTtlSeconds(ctx.config),
      );
      return { expiresAt: expiresAt.toISOString() };
    },
  );
}
