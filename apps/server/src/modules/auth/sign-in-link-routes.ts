import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { access } from '../../platform/access.js';
import { recordAudit } from '../../platform/audit.js';
import { AppError } from '../../platform/errors.js';
import { consumeSecondFactorResetLink, findUnlockLinkUser } from '../account-tokens/index.js';
import { resetSecondFactor } from '../twofactor/index.js';
import { setDeviceCookie } from './device-cookie.js';

const linkQuery = z.object({ token: z.string().min(1).max(200) });
const linkUsed = () =>
  AppError.of(400, 'TOKEN_INVALID', 'This link is no longer valid: it was used already or has expired.');

/**
 * The two links sign-in mails (decisions 131, 132). They are opened straight from the mail, so they
 * are GETs that act and then send the browser to the login page; what they do is safe even when a
 * mail scanner opens them first: the unlock link only marks the opening browser as known, and the
 * reset link only takes the user back to setting up a second factor, which needs the mailbox again.
 */
export async function registerSignInLinkRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  r.get(
    '/api/myaccount/unlock',
    {
      config: { access: access.public() },
      schema: {
        tags,
        summary:
          'The mailed unlock link: marks this browser as known to the account (device cookie), then goes to the login page',
        querystring: linkQuery,
      },
    },
    async (request, reply) => {
      const userId = await findUnlockLinkUser(ctx, request.query.token);
      if (!userId) throw linkUsed();
      setDeviceCookie(request, reply, ctx.config.sessionSecret, userId);
      await recordAudit(ctx.db, {
        userId,
        lenderId: null,
        action: 'auth.unlock_link_opened',
        targetType: 'user',
        targetId: userId,
        ip: request.ip,
      });
      return reply.redirect('/auth/login', 303);
    },
  );

  r.get(
    '/api/myaccount/twofactor/reset',
    {
      config: { access: access.public() },
      schema: {
        tags,
        summary:
          'The mailed link that resets a blocked second factor (single use); the user sets one up again at the next sign-in',
        querystring: linkQuery,
      },
    },
    async (request, reply) => {
      const now = ctx.clock.now();
      const userId = await ctx.db.transaction().execute(async (tx) => {
        const owner = await consumeSecondFactorResetLink(tx, request.query.token, now);
        if (owner) {
          await resetSecondFactor(tx, owner, { productName: ctx.config.productName, now });
          await recordAudit(tx, {
            userId: owner,
            lenderId: null,
            action: 'auth.second_factor_reset_by_link',
            targetType: 'user',
            targetId: owner,
            ip: request.ip,
          });
        }
        return owner;
      });
      if (!userId) throw linkUsed();
      await ctx.callers.settle();
      ctx.outbox.kick();
      return reply.redirect('/auth/login', 303);
    },
  );
}
