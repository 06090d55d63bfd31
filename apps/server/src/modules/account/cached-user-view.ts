import type { User } from '@taxlens/contracts';
import type { AppContext } from '../../app-context.js';
import { accountViewKey } from '../../platform/caller-cache.js';
import { shareAnswer } from '../../platform/shared-answers.js';
import { getUserView } from './service.js';

/**
 * The account view is read on every page load: remembered per user and selected lender until the
 * database announces a change to either (docs/decisions/146). Its every input (the user, their
 * memberships, security keys, the lender and its capabilities, the number of lenders) is covered by
 * migration 020's triggers.
 */
export async function getCachedUserView(
  ctx: Pick<AppContext, 'db' | 'callers'>,
  userId: string,
  lenderId: string | null,
): Promise<User> {
  const key = accountViewKey(userId, lenderId);
  const cached = ctx.callers.accounts.get(key);
  if (cached) return cached;
  const generation = ctx.callers.accounts.generation();
  // Shared: every caller of this user and lender gets this one object, serialised once (decision 243).
  const view = shareAnswer(await getUserView(ctx.db, userId, lenderId));
  ctx.callers.accounts.put(key, view, { userId, lenderId }, generation);
  return view;
}
