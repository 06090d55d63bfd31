import { LOGIN_THROTTLE, SECOND_FACTOR_LIMIT } from '@taxlens/contracts';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/connection.js';
import { enqueue } from '../../platform/outbox/enqueue.js';
import { consumeAccountToken, findTokenUser, issueAccountToken } from './account-tokens.js';

type Recipient = { id: string; email: string; first_name: string };

/**
 * Mails the owner of an account that untrusted browsers failed on too often a link that lets the
 * browser opening it sign in (decision 131). Runs in the caller's transaction.
 */
export async function mailUnlockLink(ctx: AppContext, tx: Database, user: Recipient): Promise<void> {
  const now = ctx.clock.now();
  const token = await issueAccountToken(tx, { userId: user.id, purpose: 'UNLOCK', now, validMinutes: LOGIN_THROTTLE.unlockLinkHours * 60 });
  const name = ctx.config.productName;
  await enqueue(tx, {
    channel: 'mail',
    payload: {
      to: user.email,
      subject: `Sign-in to your ${name} Portal account is limited`,
      text: `Hello ${user.first_name},\n\nThere were ${LOGIN_THROTTLE.accountFailures} failed sign-in attempts on your ${name} Portal account from browsers you have not signed in with before. To protect it, only browsers you signed in with before can sign in for the next ${LOGIN_THROTTLE.accountWindowHours} hours.\n\nTo sign in from another browser, open this link in it within ${LOGIN_THROTTLE.unlockLinkHours} hours:\n\n${ctx.config.publicUrl}/api/myaccount/unlock?token=${token}\n\nIf the attempts were not yours, consider changing your password.`,
    },
  }, now);
}

/** The user an unlock link belongs to, while it is valid. Not used up: opening it again in the owner's other browser works too. */
export function findUnlockLinkUser(ctx: AppContext, token: string): Promise<string | null> {
  return findTokenUser(ctx.db, token, 'UNLOCK', ctx.clock.now());
}

/** Mails the link that resets a second factor blocked after too many wrong answers (decision 132). Runs in the caller's transaction. */
export async function mailSecondFactorResetLink(ctx: AppContext, tx: Database, user: Recipient): Promise<void> {
  const now = ctx.clock.now();
  const token = await issueAccountToken(tx, { userId: user.id, purpose: 'F2A_RESET', now, validMinutes: SECOND_FACTOR_LIMIT.resetLinkHours * 60 });
  const name = ctx.config.productName;
  await enqueue(tx, {
    channel: 'mail',
    payload: {
      to: user.email,
      subject: `Your ${name} Portal second factor is blocked`,
      text: `Hello ${user.first_name},\n\nAfter ${SECOND_FACTOR_LIMIT.maxConsecutiveFailures} wrong verification codes in a row, the second factor of your ${name} Portal account is blocked.\n\nTo reset it and set it up again at your next sign-in, open this link within ${SECOND_FACTOR_LIMIT.resetLinkHours} hours. It works once.\n\n${ctx.config.publicUrl}/api/myaccount/twofactor/reset?token=${token}\n\nYour administrator can also reset it. If the codes were not yours, change your password: someone knows it.`,
    },
  }, now);
}

/** Uses up a second-factor reset link; the user it belongs to, or null. */
export function consumeSecondFactorResetLink(tx: Database, token: string, now: Date): Promise<string | null> {
  return consumeAccountToken(tx, token, 'F2A_RESET', now);
}
