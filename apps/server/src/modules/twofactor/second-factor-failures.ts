import { SECOND_FACTOR_LIMIT } from '@taxlens/contracts';
import type { AppContext } from '../../app-context.js';
import { recordAudit } from '../../platform/audit.js';
import { mailSecondFactorResetLink } from '../account-tokens/index.js';
import { blockSecondFactor, incrementSecondFactorFailures } from './second-factor-repo.js';

export { clearSecondFactorFailures } from './second-factor-repo.js';

type FailingUser = { id: string; email: string; first_name: string };

/**
 * Counts one more consecutive wrong second-factor answer on the user row (one count across codes,
 * addresses and instances). The answer that reaches the limit blocks the second factor and mails
 * the reset link; only that one, since the increment is a single statement. True once blocked.
 */
export async function countSecondFactorFailure(ctx: AppContext, user: FailingUser, ip: string): Promise<boolean> {
  const now = ctx.clock.now();
  const blocked = await ctx.db.transaction().execute(async (tx) => {
    const failures = await incrementSecondFactorFailures(tx, user.id);
    if (failures !== SECOND_FACTOR_LIMIT.maxConsecutiveFailures)
      return failures > SECOND_FACTOR_LIMIT.maxConsecutiveFailures;
    await blockSecondFactor(tx, user.id, now);
    await mailSecondFactorResetLink(ctx, tx, user);
    await recordAudit(tx, {
      userId: user.id,
      lenderId: null,
      action: 'auth.second_factor_blocked',
      targetType: 'user',
      targetId: user.id,
      ip,
    });
    return true;
  });
  if (blocked) ctx.outbox.kick();
  return blocked;
}
