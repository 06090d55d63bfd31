import type { LoginResponse } from '@taxlens/contracts';
import type { AppContext } from '../../app-context.js';
import { sessionTtlSeconds } from '../../config.js';
import { recordAudit } from '../../platform/audit.js';
import { hashPassword, verifyPassword } from '../../platform/passwords.js';
import { enforceWhitelist } from '../../platform/ip-whitelist-check.js';
import { createSession, type NewSession } from '../../platform/session-store.js';
import { getUserView, issueExpiredPasswordPass } from '../account/index.js';
import { mailUnlockLink } from '../account-tokens/index.js';
import { belongsToSsoLender, defaultLenderFor } from '../lenders/index.js';
import {
  clearSecondFactorFailures,
  countSecondFactorFailure,
  needsSecondFactor,
  startSecondFactor,
  verifySecondFactor,
} from '../twofactor/index.js';
import {
  badCredentials,
  badSecondFactor,
  CredentialsExpiredError,
  missingSecondFactor,
  secondFactorBlocked,
  singleSignOnRequired,
  tooManyAttempts,
} from './login-errors.js';
import type { FirstPassPasswords } from './first-pass-passwords.js';
import {
  clearPairFailures,
  countAccountFailure,
  countPairFailure,
  isAccountGuarded,
  isPairRefused,
} from './login-throttle.js';
import { mailNewDeviceSignIn } from './new-device-mail.js';
import { findGlobalRole, findUserByUsername, markSignedIn } from './repo.js';

export type LoginInput = {
  username: string;
  password: string;
  secondPass: boolean;
  f2aType: string | undefined;
  f2aToken: string | undefined;
  ip: string;
  userAgent: string | null;
  /** The user a valid device cookie of this browser names (decision 131), or null. */
  deviceUserId: string | null;
};

/** What a sign-in keeps between requests on this instance. */
export type LoginMemory = { firstPass: FirstPassPasswords };

// Unknown usernames still pay for one hash check, so response time does not reveal them.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword('not-a-real-password-0'));

/**
 * Checks the password (throttled, never locking the owner out), the expiry and the second factor;
 * opens a new session. Every answer that is not a success on the password looks the same
 * (decision 130): unknown user, wrong password, refused address and guarded account.
 */
export async function login(
  ctx: AppContext,
  memory: LoginMemory,
  input: LoginInput,
): Promise<LoginResponse & { session: NewSession }> {
  const { db } = ctx;
  const now = ctx.clock.now();
  const limit = await ctx.rateLimits.hit(`login:${input.ip}`, ctx.config.loginRateLimitPerMinute, 60, now);
  if (limit.limited) throw tooManyAttempts(Math.ceil((limit.resetAt.getTime() - now.getTime()) / 1000));
  // Refused before anything is evaluated, whether or not the username exists.
  if (await isPairRefused(ctx, input.username, input.ip)) throw badCredentials();
  const user = await findUserByUsername(db, input.username);
  // The lender's identity provider is the only way in for its users (they may have no password here).
  if (user?.status === 'ACTIVE' && (await belongsToSsoLender(db, user.id))) {
    await verifyPassword(await getDummyHash(), input.password);
    throw singleSignOnRequired();
  }
  if (!user?.password_hash || user.status !== 'ACTIVE') {
    await verifyPassword(await getDummyHash(), input.password);
    await countPairFailure(ctx, input.username, input.ip);
    throw badCredentials();
  }
  const audit = (action: string, details?: Record<string, unknown>) =>
    recordAudit(db, {
      userId: user.id,
      lenderId: null,
      action,
      targetType: 'user',
      targetId: user.id,
      ip: input.ip,
      ...(details ? { details } : {}),
    });
  const trustedDevice = input.deviceUserId === user.id;
  // A second pass whose password this instance checked on the first pass is not hashed again.
  const checkedOnFirstPass =
    input.secondPass && memory.firstPass.matches(user.id, user.password_hash, input.password, now);
  const passwordRight = checkedOnFirstPass || (await verifyPassword(user.password_hash, input.password));
  // Checked after the one verification, so a guarded account costs and answers as a wrong password does.
  const guarded = !trustedDevice && (await isAccountGuarded(ctx, user.id));
  if (!passwordRight || guarded) {
    await countPairFailure(ctx, input.username, input.ip);
    if (!trustedDevice && (await countAccountFailure(ctx, user.id))) {
      await db.transaction().execute((tx) => mailUnlockLink(ctx, tx, user));
      ctx.outbox.kick();
    }
    await audit('auth.login_failed', { reason: passwordRight ? 'untrusted-browser' : 'password' });
    throw badCredentials();
  }
  await clearPairFailures(ctx, input.username, input.ip);
  // Before any code is sent: a refused address learns nothing more than that the password was right.
  await enforceWhitelist(db, { userId: user.id, globalRole: user.global_role, lenderId: null }, input.ip, 'sign-in');
  if (user.password_expires_at && new Date(user.password_expires_at) <= now) {
    throw new CredentialsExpiredError(await issueExpiredPasswordPass(ctx, user.id));
  }
  if (needsSecondFactor(user)) {
    // Blocked after too many wrong answers: no code is sent or checked until the factor is reset.
    if (user.f2a_blocked_at) throw secondFactorBlocked();
    if (!input.secondPass) {
      memory.firstPass.remember(user.id, user.password_hash, input.password, now);
      throw missingSecondFactor(user.f2a_type, await startSecondFactor(ctx, user));
    }
    if (!input.f2aToken) throw missingSecondFactor(user.f2a_type);
    const typeMatches = !input.f2aType || input.f2aType === user.f2a_type;
    if (!typeMatches || !(await verifySecondFactor(ctx, user, input.f2aToken))) {
      await audit('auth.second_factor_failed', { f2aType: user.f2a_type });
      if (await countSecondFactorFailure(ctx, user, input.ip)) throw secondFactorBlocked();
      throw badSecondFactor(user.f2a_type);
    }
    await clearSecondFactorFailures(db, user.id);
  }
  memory.firstPass.forget(user.id);
  const lenderId = await defaultLenderFor(db, user.id, user.global_role);
  // A user without a method gets a session that reaches only the enrolment set (decision 126).
  const secondFactor = needsSecondFactor(user) ? user.f2a_type : null;
  const signedIn = await openSignedInSession(ctx, {
    userId: user.id,
    lenderId,
    ip: input.ip,
    userAgent: input.userAgent,
    secondFactor,
    details: { method: 'PASSWORD', f2aType: user.f2a_type, newDevice: !trustedDevice },
  });
  // Only once the sign-in stands (the lender's address rules may still refuse it).
  if (!trustedDevice) await mailNewDeviceSignIn(ctx, user, input);
  return signedIn;
}

/**
 * The end of every successful sign-in (password or single sign-on): a new session, the last
 * sign-in time, the audit row, and the same response (user, csrf, lender) the web app continues from.
 */
export async function openSignedInSession(
  ctx: AppContext,
  input: {
    userId: string;
    lenderId: string | null;
    ip: string;
    userAgent: string | null;
    secondFactor: string | null;
    details: Record<string, unknown>;
  },
): Promise<LoginResponse & { session: NewSession }> {
  const { db } = ctx;
  const now = ctx.clock.now();
  const user = await findGlobalRole(db, input.userId);
  await enforceWhitelist(
    db,
    { userId: input.userId, globalRole: user.global_role, lenderId: input.lenderId },
    input.ip,
    'sign-in',
  );
  const session = await createSession(db, {
    userId: input.userId,
    lenderId: input.lenderId,
    ip: input.ip,
    userAgent: input.userAgent,
    now,
    ttlSeconds: sessionTtlSeconds(ctx.config),
    secondFactor: input.secondFactor,
    // Every sign-in proved who it is (password and second factor, or the identity provider): step-up counts from here.
    provenAt: now,
  });
  await markSignedIn(db, input.userId, now);
  await recordAudit(db, {
    userId: input.userId,
    lenderId: null,
    action: 'auth.login',
    targetType: 'user',
    targetId: input.userId,
    ip: input.ip,
    details: input.details,
  });
  const view = await getUserView(db, input.userId, input.lenderId);
  return { user: view, csrf: { token: session.csrfToken }, lender: view.selectedLender, session };
}
