import type { AppContext } from '../../app-context.js';
import { decryptPii } from '../../platform/pii.js';
import { issueEmailCode, verifyEmailCode } from './email-code.js';
import { acceptTotpStep, findSecondFactors } from './second-factor-repo.js';
import { issueSmsCode, verifySmsCode } from './sms-code.js';
import { matchTotpStep } from './totp.js';
import { decodeAssertionToken, finishAssertion, startAssertion } from './webauthn.js';

type SecondFactorUser = { id: string; email: string; first_name: string; f2a_type: string };

/** Authenticator-app guesses allowed per user in a window (codes are 6 digits: guessing must stay hopeless). */
export const TOTP_ATTEMPTS = { max: 5, windowSeconds: 300 } as const;

/** Methods that need a second pass. OFF signs in on the password alone (the web app then asks for setup). */
export function needsSecondFactor(user: SecondFactorUser): boolean {
  return user.f2a_type !== 'OFF';
}

/**
 * First pass: send or prepare what the user needs to answer: the e-mailed or texted code, or
 * the WebAuthn challenge (returned, for the MISSING_F2A_TOKEN answer).
 */
export async function startSecondFactor(ctx: AppContext, user: SecondFactorUser): Promise<unknown> {
  const now = ctx.clock.now();
  if (user.f2a_type === 'EMAIL_TOTP') {
    await issueEmailCode(ctx.db, { secret: ctx.config.sessionSecret, now, productName: ctx.config.productName, user });
    ctx.outbox.kick();
  } else if (user.f2a_type === 'SMS_TOTP') {
    const phone = (await findSecondFactors(ctx.db, user.id))?.sms_phone;
    if (phone) {
      await issueSmsCode(ctx.db, {
        secret: ctx.config.sessionSecret,
        now,
        productName: ctx.config.productName,
        userId: user.id,
        phone,
        purpose: 'LOGIN_SMS',
      });
      ctx.outbox.kick();
    }
  } else if (user.f2a_type === 'WEBAUTHN') {
    return startAssertion(ctx.db, ctx.config, user.id, now);
  }
  return undefined;
}

/** Checks an authenticator-app code against the confirmed secret: ±1 step, never a step twice. */
export async function verifyAuthenticatorCode(
  ctx: AppContext,
  userId: string,
  secretSealed: string,
  code: string,
): Promise<boolean> {
  const now = ctx.clock.now();
  const limit = await ctx.rateLimits.hit(`totp:${userId}`, TOTP_ATTEMPTS.max, TOTP_ATTEMPTS.windowSeconds, now);
  if (limit.limited) return false;
  const step = await matchTotpStep(decryptPii(ctx.config.piiKey, secretSealed), code, now);
  return step !== null && (await acceptTotpStep(ctx.db, userId, step));
}

/** Second pass: true when the token answers the user's method. */
export async function verifySecondFactor(ctx: AppContext, user: SecondFactorUser, token: string): Promise<boolean> {
  const now = ctx.clock.now();
  const secret = ctx.config.sessionSecret;
  switch (user.f2a_type) {
    case 'EMAIL_TOTP':
      return verifyEmailCode(ctx.db, { secret, now, userId: user.id, code: token });
    case 'SMS_TOTP':
      return verifySmsCode(ctx.db, { secret, now, userId: user.id, code: token, purpose: 'LOGIN_SMS' });
    case 'AUTHENTICATOR_APP': {
      const sealed = (await findSecondFactors(ctx.db, user.id))?.totp_secret;
      return sealed ? verifyAuthenticatorCode(ctx, user.id, sealed, token) : false;
    }
    case 'WEBAUTHN': {
      const assertion = decodeAssertionToken(token);
      return assertion ? finishAssertion(ctx.db, ctx.config, user.id, assertion, now) : false;
    }
    default:
      return false;
  }
}
