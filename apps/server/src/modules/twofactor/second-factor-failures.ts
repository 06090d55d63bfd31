import { SECOND_FACTOR_LIMIT } from '@taxlens/contracts';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/connection.js';
import { recordAudit } from '../../platform/audit.js';
import { mailSecondFactorResetLink } from '../account-tokens/index.js';

type FailingUser = { id: string; email: string; first_name: string };

/**
 * Counts one more consecutive wrong second-factor answer on the user row (one count across codes,
 * addresses and instances). The answer that reaches the limit blocks the second factor and mails
 * the reset link; only that one, since the increment is a single statement. True once blocked.
 */
export async function countSecondFactorFailure(ctx: AppContext, user: FailingUser, ip: string): Promise<boolean> {
  const now = ctx.clock.now();
  const blocked = await ctx.db.transaction().execute(async (tx) => {
    const row = await tx
      .updateTable('users')
      .set((eb) => ({ f2a_failures: eb('f2a_failures', '+', 1) }))
      .where('id', '=', user.id)
      .returning('f2a_failures')
      .executeTakeFirstOrThrow();
    if (row.f2a_failures !== SECOND_FACTOR_LIMIT.maxConsecutiveFailures)
      return row.f2a_failures > SECOND_FACTOR_LIMIT.maxConsecutiveFailures;
    await tx.updateTable('users').set({ f2a_blocked_at: now }).where('id', '=', user.id).execute();
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

/** A right answer ends the run of failures. Writes only when there was one. */
export async function clearSecondFactorFailures(db: Database, userId: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ f2a_failures: 0 })
    .where('id', '=', userId)
    .where('f2a_failures', '>', 0)
    .execute();
}
