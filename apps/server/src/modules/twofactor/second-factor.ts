import type { AppContext } from '../../app-context.js';
import { issueEmailCode, verifyEmailCode } from './email-code.js';

type SecondFactorUser = { id: string; email: string; first_name: string; f2a_type: string };

/** Methods that need a second pass. OFF signs in on the password alone (the web app then asks for setup). */
export function needsSecondFactor(user: SecondFactorUser): boolean {
  return user.f2a_type !== 'OFF';
}

/** First pass: send or prepare what the user needs to answer (the e-mailed code). */
export async function startSecondFactor(ctx: AppContext, user: SecondFactorUser): Promise<void> {
  if (user.f2a_type === 'EMAIL_TOTP') {
    await issueEmailCode(ctx.db, {
      secret: ctx.config.sessionSecret,
      now: ctx.clock.now(),
      productName: ctx.config.productName,
      user,
    });
    ctx.outbox.kick();
  }
}

/** Second pass: true when the token answers the user's method. Methods not built yet never pass. */
export async function verifySecondFactor(ctx: AppContext, user: SecondFactorUser, token: string): Promise<boolean> {
  if (user.f2a_type === 'EMAIL_TOTP') {
    return verifyEmailCode(ctx.db, { secret: ctx.config.sessionSecret, now: ctx.clock.now(), userId: user.id, code: token });
  }
  return false;
}
