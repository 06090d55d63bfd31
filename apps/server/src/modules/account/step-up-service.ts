import { STEP_UP_FAILED, type StepUpOptions, type StepUpRequest, type StepUpResult } from '@taxlens/contracts';
import type { AppContext } from '../../app-context.js';
import { recordAudit } from '../../platform/audit.js';
import { AppError, notFound } from '../../platform/errors.js';
import { verifyPassword } from '../../platform/passwords.js';
import type { Principal } from '../../platform/principal.js';
import { recordProof } from '../../platform/step-up.js';
import { needsSecondFactor, startSecondFactor, verifySecondFactor } from '../twofactor/index.js';
import { findStepUpUser } from './repo.js';

/** Proof attempts per user in a window: a stolen session must not become a password-guessing oracle. */
export const STEP_UP_ATTEMPTS = { max: 10, windowSeconds: 15 * 60 } as const;
/** Codes mailed or texted for step-up per user in a window (no mail floods). */
export const STEP_UP_CODES = { max: 3, windowSeconds: 15 * 60 } as const;

async function loadUser(ctx: AppContext, userId: string) {
  const user = await findStepUpUser(ctx.db, userId);
  if (!user) throw notFound('The user');
  return user;
}

const tooMany = (resetAt: Date, now: Date) =>
  new AppError(
    429,
    [{ key: 'TOO_MANY_REQUESTS', value: 'Too many attempts. Please wait a few minutes and try again.' }],
    {
      'retry-after': String(Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000))),
    },
  );

async function limit(ctx: AppContext, key: string, rule: { max: number; windowSeconds: number }): Promise<void> {
  const now = ctx.clock.now();
  const hit = await ctx.rateLimits.hit(key, rule.max, rule.windowSeconds, now);
  if (hit.limited) throw tooMany(hit.resetAt, now);
}

/** What the confirm dialog may offer this user; single-sign-on users confirm at their identity provider. */
export async function getStepUpOptions(
  ctx: AppContext,
  principal: Principal,
  ssoUrl: string | null,
): Promise<StepUpOptions> {
  const user = await loadUser(ctx, principal.userId);
  return {
    password: Boolean(user.password_hash) && !ssoUrl,
    f2aType: user.f2a_type as StepUpOptions['f2aType'],
    ssoUrl,
  };
}

/** Sends the e-mailed or texted code (or prepares the WebAuthn challenge) of the user's own method. */
export async function sendStepUpCode(ctx: AppContext, principal: Principal): Promise<StepUpOptions> {
  const user = await loadUser(ctx, principal.userId);
  if (!needsSecondFactor(user))
    throw AppError.of(400, 'VALIDATION_ERROR', 'You have no second factor set up: confirm with your password.');
  await limit(ctx, `step-up-code:${user.id}`, STEP_UP_CODES);
  const challenge = await startSecondFactor(ctx, user);
  return {
    password: Boolean(user.password_hash),
    f2aType: user.f2a_type as StepUpOptions['f2aType'],
    ssoUrl: null,
    ...(challenge ? { challenge } : {}),
  };
}

/** Checks the current password or a code of the user's method; a success marks the session proven. */
export async function proveIdentity(
  ctx: AppContext,
  principal: Principal,
  input: StepUpRequest,
  ip: string,
): Promise<StepUpResult> {
  await limit(ctx, `step-up:${principal.userId}`, STEP_UP_ATTEMPTS);
  const user = await loadUser(ctx, principal.userId);
  const method = input.password !== undefined ? 'PASSWORD' : user.f2a_type;
  const proven =
    input.password !== undefined
      ? Boolean(user.password_hash) && (await verifyPassword(user.password_hash as string, input.password))
      : needsSecondFactor(user) && (await verifySecondFactor(ctx, user, input.code ?? ''));
  const audit = (action: string) =>
    recordAudit(ctx.db, {
      userId: user.id,
      lenderId: principal.lender?.id ?? null,
      action,
      targetType: 'user',
      targetId: user.id,
      ip,
      details: { method },
    });
  if (!proven) {
    await audit('auth.step_up_failed');
    throw AppError.of(
      403,
      STEP_UP_FAILED,
      input.password !== undefined ? 'The password is not correct.' : 'The code is not correct or has expired.',
    );
  }
  const provenUntil = await recordProof(ctx.db, principal.sessionId, ctx.clock.now());
  await audit('auth.step_up');
  return { provenUntil: provenUntil.toISOString() };
}
