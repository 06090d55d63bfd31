import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { DEMO_PASSWORD, DEMO_USERS } from '../seed/demo-users.js';
import { access } from '../../platform/access.js';
import { notFound } from '../../platform/errors.js';
import { hashPassword } from '../../platform/passwords.js';
import { createInvitation } from '../../modules/account/index.js';
import { findUserIdByUsername, resetUserSignIn } from './repo.js';

const DAY_MS = 86_400_000;
const params = z.object({ username: z.string().max(100) });

/**
 * Demo mode only (demo/register-demo-routes.ts): puts a demo user's sign-in back to its seeded
 * state, so browser journeys that set up two-factor or change a password stay independent; and
 * sends an invited demo user an invitation, as Manage Users will.
 */
export async function registerDemoUserRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  async function resetDemoUser(username: string): Promise<string> {
    const demo = DEMO_USERS.find((u) => u.username === username);
    const user = demo && (await findUserIdByUsername(ctx.db, username));
    if (!demo || !user) throw notFound('The demo user');
    const passwordHash = demo.invited ? null : await hashPassword(DEMO_PASSWORD);
    await ctx.db.transaction().execute(async (tx) => {
      await resetUserSignIn(tx, user.id, {
        passwordHash,
        passwordExpiresAt: demo.passwordExpired ? new Date(ctx.clock.now().getTime() - DAY_MS) : null,
        f2aType: demo.f2aType,
        status: demo.invited ? 'INVITED' : 'ACTIVE',
      });
    });
    await ctx.rateLimits.reset([`totp:${user.id}`, `sms-setup:${user.id}`]);
    return user.id;
  }

  r.post(
    '/dev/demo-users/:username/reset',
    {
      config: { access: access.public() },
      schema: { hide: true, params },
    },
    async (request) => {
      await resetDemoUser(request.params.username);
      return { reset: request.params.username };
    },
  );

  r.post(
    '/dev/demo-users/:username/invite',
    {
      config: { access: access.public() },
      schema: { hide: true, params },
    },
    async (request) => {
      const userId = await resetDemoUser(request.params.username);
      await createInvitation(ctx, userId);
      await ctx.outbox.drain();
      return { invited: request.params.username };
    },
  );
}
