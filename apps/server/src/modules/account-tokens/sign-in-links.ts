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
export function mailUnlockLink(ctx: AppContext, tx: Database, user: Recipient): Promise<void> {
  const name = ctx.config.productName;
  return mailTokenLink(ctx, tx, user, {
    purpose: 'UNLOCK',
    validHours: LOGIN_THROTTLE.unlockLinkHours,
    path: '/api/myaccount/unlock',
    subject: `Sign-in to your ${name} Portal account is limited`,
    text: (link) =>
      `Hello ${user.first_name},\n\nThere were ${LOGIN_THROTTLE.accountFailures} failed sign-in attempts on your ${name} Portal account from browsers you have not signed in with before. To protect it, only browsers you signed in with before can sign in for the next ${LOGIN_THROTTLE.accountWindowHours} hours.\n\nTo sign in from another browser, open this link in it within ${LOGIN_THROTTLE.unlockLinkHours} hours:\n\n${link}\n\nIf the attempts were not yours, consider changing your password.`,
  });
}

/** The user an unlock link belongs to, while it is valid. Not used up: opening it again in the owner's other browser works too. */
export function findUnlockLinkUser(ctx: AppContext, token: string): Promise<string | null> {
  return findTokenUser(ctx.db, token, 'UNLOCK', ctx.clock.now());
}

/** Mails the link that resets a second factor blocked after too many wrong answers (decision 132). Runs in the caller's transaction. */
export function mailSecondFactorResetLink(ctx: AppContext, tx: Database, user: Recipient): Promise<void> {
  const name = ctx.config.productName;
  return mailTokenLink(ctx, tx, user, {
    purpose: 'F2A_RESET',
    validHours: SECOND_FACTOR_LIMIT.resetLinkHours,
    path: '/api/myaccount/twofactor/reset',
    subject: `Your ${name} Portal second factor is blocked`,
    text: (link) =>
      `Hello ${user.first_name},\n\nAfter ${SECOND_FACTOR_LIMIT.maxConsecutiveFailures} wrong verification codes in a row, the second factor of your ${name} Portal account is blocked.\n\nTo reset it and set it up again at your next sign-in, open this link within ${SECOND_FACTOR_LIMIT.resetLinkHours} hours. It works once.\n\n${link}\n\nYour administrator can also reset it. If the codes were not yours, change your password: someone knows it.`,
  });
}

/** Issues a single-purpose account token and queues the mail carrying its link, in the caller's transaction. */
async function mailTokenLink(
  ctx: AppContext,
  tx: Database,
  user: Recipient,
  link: {
    purpose: 'UNLOCK' | 'F2A_RESET';
    validHours: number;
    path: string;
    subject: string;
    text: (url: string) => string;
  },
): Promise<void> {
  const now = ctx.clock.now();
  const token = await issueAccountToken(tx, {
    userId: user.id,
    purpose: link.purpose,
    now,
    validMinutes: link.validHours * 60,
  });
  const url = `${ctx.config.publicUrl}${link.path}?token=${token}`;
  await enqueue(tx, { channel: 'mail', payload: { to: user.email, subject: link.subject, text: link.text(url) } }, now);
}

/** Uses up a second-factor reset link; the user it belongs to, or null. */
export function consumeSecondFactorResetLink(tx: Database, token: string, now: Date): Promise<string | null> {
  return consumeAccountToken(tx, token, 'F2A_RESET', now);
}
