import { activeSessionSchema, settingsPayloadSchema, signInEventSchema, userSettingsSchema } from '@taxlens/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { access } from '../../platform/access.js';
import { lenderOf, principalOf } from '../../platform/access-plugin.js';
import { requireRecentProof } from '../../platform/step-up.js';
import { applySettings, getSettings } from './service.js';
import { endOtherSessions, endSession, listActiveSessions } from './sessions.js';
import { listSignInHistory } from './sign-in-history.js';

/** Spec 1 §2 "Account settings" and §7 "Settings": one's own settings and active sessions. */
export async function registerSettingsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['settings'];

  r.get(
    '/api/myaccount/settings',
    {
      config: { access: access.lender() },
      schema: {
        tags,
        summary: "The signed-in user's settings (username omitted for single-sign-on lenders)",
        response: { 200: userSettingsSchema },
      },
    },
    async (request) => getSettings(ctx.db, principalOf(request).userId, lenderOf(request).sso),
  );

  r.post(
    '/api/myaccount/update',
    {
      config: { access: access.lender() },
      schema: {
        tags,
        summary: "Saves the signed-in user's settings",
        description:
          'Fields hidden by the capabilities are ignored; locked ones are refused when changed. A password change needs currentPassword and ends the other sessions.',
        body: settingsPayloadSchema,
        response: { 200: userSettingsSchema },
      },
    },
    async (request) => {
      const p = principalOf(request);
      const lender = lenderOf(request);
      return applySettings(
        ctx,
        {
          userId: p.userId,
          lenderId: lender.id,
          sso: lender.sso,
          own: true,
          actorId: p.userId,
          sessionId: p.sessionId,
          ip: request.ip,
        },
        request.body,
      );
    },
  );

  r.get(
    '/api/myaccount/sessions',
    {
      config: { access: access.session() },
      schema: {
        tags,
        summary: "The signed-in user's active sessions",
        response: { 200: z.array(activeSessionSchema) },
      },
    },
    async (request) => {
      const p = principalOf(request);
      return listActiveSessions(ctx.db, p.userId, p.sessionId, ctx.clock.now());
    },
  );

  r.get(
    '/api/myaccount/signins',
    {
      config: { access: access.session() },
      schema: {
        tags,
        summary: "The signed-in user's newest sign-in events (time, address, method, result), newest first",
        response: { 200: z.array(signInEventSchema) },
      },
    },
    async (request) => listSignInHistory(ctx.db, principalOf(request).userId),
  );

  r.delete(
    '/api/myaccount/sessions/:sessionId',
    {
      config: { access: access.session() },
      schema: {
        tags,
        summary: "Signs out one of the user's own sessions",
        description: 'Needs a recent step-up (ASVS 3.3.4; 403 STEP_UP_REQUIRED otherwise).',
        params: z.object({ sessionId: z.string().min(1).max(100) }),
        response: { 200: z.object({}) },
      },
    },
    async (request) => {
      const p = principalOf(request);
      await requireRecentProof(ctx, p);
      await endSession(ctx.db, {
        userId: p.userId,
        lenderId: p.lender?.id ?? null,
        id: request.params.sessionId,
        ip: request.ip,
      });
      return {};
    },
  );

  r.post(
    '/api/myaccount/sessions/end-others',
    {
      config: { access: access.session() },
      schema: {
        tags,
        summary: 'Signs out every other session of the user',
        description: 'Needs a recent step-up (ASVS 3.3.4; 403 STEP_UP_REQUIRED otherwise).',
        response: { 200: z.object({}) },
      },
    },
    async (request) => {
      const p = principalOf(request);
      await requireRecentProof(ctx, p);
      await endOtherSessions(ctx.db, {
        userId: p.userId,
        lenderId: p.lender?.id ?? null,
        keepSessionId: p.sessionId,
        ip: request.ip,
      });
      return {};
    },
  );
}
