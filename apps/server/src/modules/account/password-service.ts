import {
  ACCOUNT_MAIL_LIMIT,
  ERROR_KEYS,
  INVITATION_DAYS,
  type Invitation,
  RESET_LINK_MINUTES,
} from '@taxlens/contracts';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/connection.js';
import { recordAudit } from '../../platform/audit.js';
import { AppError, notFound } from '../../platform/errors.js';
import { enqueue } from '../../platform/outbox/enqueue.js';
import { assertAcceptablePassword } from '../../platform/password-policy/password-policy.js';
import { hashPassword } from '../../platform/passwords.js';
import { deleteUserSessions } from '../../platform/session-repo.js';
import { consumeAccountToken, findTokenUser, issueAccountToken } from '../account-tokens/index.js';
import { findUserByUsername, findUserRow, listActiveUsersByEmail, setPasswordHash } from './repo.js';

/** Minutes an expired-password sign-in may take to choose the new password. */
export const EXPIRED_PASSWORD_PASS_MINUTES = 10;
const NEUTRAL_USERNAME = 'If an account uses that e-mail address, we have sent its username there.';
const NEUTRAL_PASSWORD =
  'If that username belongs to an active account, we have e-mailed a link to reset its password.';

type PasswordPayload = { newPassword: string; confirmPassword: string };

const linkUsed = () =>
  AppError.of(
    400,
    'TOKEN_INVALID',
    'This link is no longer valid: it was used already or has expired. Please request a new one.',
  );

async function throttle(ctx: AppContext, ip: string): Promise<void> {
  const now = ctx.clock.now();
  const limit = await ctx.rateLimits.hit(`account:${ip}`, ctx.config.loginRateLimitPerMinute, 60, now);
  if (limit.limited) {
    throw new AppError(
      429,
      [
        {
          key: ERROR_KEYS.tooManyRequests,
          value: 'Too many requests from your address. Please wait a minute and try again.',
        },
      ],
      {
        'retry-after': String(Math.ceil((limit.resetAt.getTime() - now.getTime()) / 1000)),
      },
    );
  }
}

/**
 * At most 3 reset or username-reminder mails per recipient in 15 minutes, counted in the shared
 * store so every instance sees one count (decision 133). The caller answers the same either way.
 */
async function mayMail(ctx: AppContext, email: string): Promise<boolean> {
  const hit = await ctx.rateLimits.hit(
    `account-mail:${email.trim().toLowerCase()}`,
    ACCOUNT_MAIL_LIMIT.perRecipient,
    ACCOUNT_MAIL_LIMIT.windowMinutes * 60,
    ctx.clock.now(),
  );
  return !hit.limited;
}

async function loadUser(db: Database, userId: string) {
  const user = await findUserRow(db, userId);
  if (!user) throw notFound('The user');
  return user;
}

/**
 * Stores a new password (argon2id), lifts expiry and lockout, and ends the user's other sessions.
 * Settings and user management call this too; `keepSessionId` keeps the caller's own session.
 */
export async function storeNewPassword(
  tx: Database,
  input: { userId: string; newPassword: string; keepSessionId?: string; activate?: boolean },
): Promise<void> {
  await setPasswordHash(tx, input.userId, {
    passwordHash: await hashPassword(input.newPassword),
    activate: input.activate,
  });
  await deleteUserSessions(tx, input.userId, input.keepSessionId);
}

/** Issued when a correct password has expired: lets that browser (an HttpOnly cookie) set a new one. */
export function issueExpiredPasswordPass(ctx: AppContext, userId: string): Promise<string> {
  return issueAccountToken(ctx.db, {
    userId,
    purpose: 'EXPIRED_PASSWORD',
    now: ctx.clock.now(),
    validMinutes: EXPIRED_PASSWORD_PASS_MINUTES,
  });
}

/** POST /myaccount/updatepassword/required: the forced change, proven by the pass from the sign-in. */
export async function changeExpiredPassword(
  ctx: AppContext,
  input: PasswordPayload & { username: string; pass: string | undefined; ip: string },
): Promise<{ username: string }> {
  await throttle(ctx, input.ip);
  const now = ctx.clock.now();
  const userId = input.pass ? await findTokenUser(ctx.db, input.pass, 'EXPIRED_PASSWORD', now) : null;
  const user = userId ? await loadUser(ctx.db, userId) : null;
  if (!user || user.username.toLowerCase() !== input.username.trim().toLowerCase()) {
    throw AppError.of(
      400,
      'PASSWORD_CHANGE_EXPIRED',
      'Your time to change the password has run out. Please sign in again with your current password.',
    );
  }
  await assertAcceptablePassword({ ...input, currentHash: user.password_hash });
  await ctx.db.transaction().execute(async (tx) => {
    if (!(await consumeAccountToken(tx, input.pass as string, 'EXPIRED_PASSWORD', now))) throw linkUsed();
    await storeNewPassword(tx, { userId: user.id, newPassword: input.newPassword });
  });
  await recordAudit(ctx.db, {
    userId: user.id,
    lenderId: null,
    action: 'account.password_changed',
    targetType: 'user',
    targetId: user.id,
    ip: input.ip,
    details: { via: 'expired' },
  });
  return { username: user.username };
}

/** POST /myaccount/forgotusername: mails the usernames of that address; the answer never says whether any exist. */
export async function forgotUsername(ctx: AppContext, email: string, ip: string): Promise<{ message: string }> {
  await throttle(ctx, ip);
  const users = await listActiveUsersByEmail(ctx.db, email.trim());
  const first = users[0];
  if (first && (await mayMail(ctx, first.email))) {
    const names = users.map((u) => `  ${u.username}`).join('\n');
    await enqueue(
      ctx.db,
      {
        channel: 'mail',
        payload: {
          to: first.email,
          subject: `Your ${ctx.config.productName} Portal username`,
          text: `Hello ${first.first_name},\n\nThe ${ctx.config.productName} Portal username${users.length > 1 ? 's' : ''} for this e-mail address:\n${names}\n\nSign in at ${ctx.config.publicUrl}/auth/login\n\nIf you did not ask for this, you can ignore this message.`,
        },
      },
      ctx.clock.now(),
    );
    ctx.outbox.kick();
  }
  return { message: NEUTRAL_USERNAME };
}

/** POST /myaccount/forgotpassword: mails a single-use reset link valid one hour; the answer is always the same. */
export async function forgotPassword(ctx: AppContext, username: string, ip: string): Promise<{ message: string }> {
  await throttle(ctx, ip);
  const user = await findUserByUsername(ctx.db, username.trim());
  if (user && user.status === 'ACTIVE' && user.password_hash && (await mayMail(ctx, user.email))) {
    const now = ctx.clock.now();
    await ctx.db.transaction().execute(async (tx) => {
      const token = await issueAccountToken(tx, {
        userId: user.id,
        purpose: 'RESET',
        now,
        validMinutes: RESET_LINK_MINUTES,
      });
      await enqueue(
        tx,
        {
          channel: 'mail',
          payload: {
            to: user.email,
            subject: `Reset your ${ctx.config.productName} Portal password`,
            text: `Hello ${user.first_name},\n\nTo choose a new password, open this link within ${RESET_LINK_MINUTES} minutes. It works once.\n\n${ctx.config.publicUrl}/auth/reset-password?token=${token}\n\nIf you did not ask for this, you can ignore this message: your password stays as it is.`,
          },
        },
        now,
      );
    });
    await recordAudit(ctx.db, {
      userId: user.id,
      lenderId: null,
      action: 'account.reset_requested',
      targetType: 'user',
      targetId: user.id,
      ip,
    });
    ctx.outbox.kick();
  }
  return { message: NEUTRAL_PASSWORD };
}

/** POST /myaccount/updatepassword/fromtoken: the reset link's page. The password is checked before the link is used up. */
export async function resetPasswordFromToken(
  ctx: AppContext,
  input: PasswordPayload & { token: string; ip: string },
): Promise<{ username: string }> {
  await throttle(ctx, input.ip);
  const now = ctx.clock.now();
  const userId = await findTokenUser(ctx.db, input.token, 'RESET', now);
  if (!userId) throw linkUsed();
  const user = await loadUser(ctx.db, userId);
  await assertAcceptablePassword({ ...input, currentHash: user.password_hash });
  await ctx.db.transaction().execute(async (tx) => {
    if (!(await consumeAccountToken(tx, input.token, 'RESET', now))) throw linkUsed();
    await storeNewPassword(tx, { userId, newPassword: input.newPassword });
  });
  await recordAudit(ctx.db, {
    userId,
    lenderId: null,
    action: 'account.password_changed',
    targetType: 'user',
    targetId: userId,
    ip: input.ip,
    details: { via: 'reset' },
  });
  return { username: user.username };
}

// ---- Invitations (Manage Users sends them; see createInvitation) ----

/**
 * Invites a user created with status INVITED: a single-use activation link valid 7 days, mailed in
 * the same transaction. Manage Users calls this; answers the token (tests and audit use it).
 */
export async function createInvitation(ctx: AppContext, userId: string): Promise<{ token: string }> {
  const user = await loadUser(ctx.db, userId);
  if (user.status !== 'INVITED')
    throw AppError.of(
      409,
      ERROR_KEYS.conflict,
      'Only an invited user who has not activated the account can be sent an invitation.',
    );
  const now = ctx.clock.now();
  const token = await ctx.db.transaction().execute(async (tx) => {
    const issued = await issueAccountToken(tx, {
      userId,
      purpose: 'INVITATION',
      now,
      validMinutes: INVITATION_DAYS * 24 * 60,
    });
    await enqueue(
      tx,
      {
        channel: 'mail',
        payload: {
          to: user.email,
          subject: `You are invited to the ${ctx.config.productName} Portal`,
          text: `Hello ${user.first_name},\n\nAn account was created for you on the ${ctx.config.productName} Portal (username ${user.username}).\nTo activate it and choose your password, open this link within ${INVITATION_DAYS} days. It works once.\n\n${ctx.config.publicUrl}/auth/activate?token=${issued}\n`,
        },
      },
      now,
    );
    return issued;
  });
  ctx.outbox.kick();
  return { token };
}

async function invitedUser(ctx: AppContext, token: string) {
  const userId = await findTokenUser(ctx.db, token, 'INVITATION', ctx.clock.now());
  const user = userId ? await loadUser(ctx.db, userId) : null;
  if (!user || user.status !== 'INVITED') throw notFound('The invitation');
  return user;
}

/** GET /myaccount/get/{id}: who the invitation is for (404 once used or expired). */
export async function getInvitation(ctx: AppContext, token: string): Promise<Invitation> {
  const user = await invitedUser(ctx, token);
  return { username: user.username, email: user.email, firstName: user.first_name, lastName: user.last_name };
}

/** POST /myaccount/portal/create/{id}: sets the first password and activates the account. */
export async function activateAccount(
  ctx: AppContext,
  input: PasswordPayload & { token: string; ip: string },
): Promise<{ username: string }> {
  await throttle(ctx, input.ip);
  const user = await invitedUser(ctx, input.token);
  await assertAcceptablePassword({ ...input, currentHash: null });
  await ctx.db.transaction().execute(async (tx) => {
    if (!(await consumeAccountToken(tx, input.token, 'INVITATION', ctx.clock.now()))) throw notFound('The invitation');
    await storeNewPassword(tx, { userId: user.id, newPassword: input.newPassword, activate: true });
  });
  await recordAudit(ctx.db, {
    userId: user.id,
    lenderId: null,
    action: 'account.activated',
    targetType: 'user',
    targetId: user.id,
    ip: input.ip,
  });
  return { username: user.username };
}
