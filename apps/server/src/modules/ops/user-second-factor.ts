import type { AppContext } from '../../app-context.js';
import { recordAudit } from '../../platform/audit.js';
import { notFound } from '../../platform/errors.js';
import { resetSecondFactor } from '../twofactor/index.js';
import type { Operator } from './report-lifecycle.js';
import * as repo from './repo.js';

/**
 * Operations staff reset any portal user's second factor, e.g. one blocked after too many wrong
 * codes (decision 132) whose lender has no admin at hand. The user sets one up again at the next sign-in.
 */
export async function resetUserSecondFactor(
  ctx: AppContext,
  operator: Operator,
  userId: string,
): Promise<{ userId: string }> {
  await ctx.db.transaction().execute(async (tx) => {
    const user = await repo.findUser(tx, userId);
    if (!user) throw notFound('The user');
    await resetSecondFactor(tx, userId, { productName: ctx.config.productName, now: ctx.clock.now() });
    await recordAudit(tx, {
      userId: operator.userId,
      lenderId: null,
      action: 'user.two_factor_reset',
      targetType: 'user',
      targetId: userId,
      ip: operator.ip,
      details: { by: 'operations' },
    });
  });
  await ctx.callers.settle();
  ctx.outbox.kick();
  return { userId };
}
