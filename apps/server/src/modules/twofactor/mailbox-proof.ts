import { ERROR_KEYS, EMAIL_CODE } from '@taxlens/contracts';
import type { AppContext } from '../../app-context.js';
import { recordAudit } from '../../platform/audit.js';
import { AppError } from '../../platform/errors.js';
import { enqueue } from '../../platform/outbox/enqueue.js';
import type { Principal } from '../../platform/principal.js';
import { markMailboxProven } from '../../platform/session-repo.js';
import { issueOneTimeCode, verifyOneTimeCode } from './one-time-code.js';
import { findUserMailbox } from './second-factor-repo.js';

/** Setup codes mailed per user in a window (each mail is a message to a real person). */
const SETUP_CODE_SENDS = { max: 5, windowSeconds: 900 } as const;
/** How long an entered setup code lets this session enrol a method. */
export const MAILBOX_PROOF_MINUTES = 15;

/**
 * Decision 126: a session that has not passed a second factor (a password is all it proved) may
 * enrol a method only after proving the mailbox on file, so a stolen password alone cannot attach
 * the thief's authenticator. A session past the gate needs no mailbox proof.
 */
export function requireEnrolmentProof(caller: Principal, now: Date): void {
  if (caller.secondFactorPassed) return;
  const provenAt = caller.mailboxProvenAt?.getTime() ?? 0;
  if (now.getTime() - provenAt > MAILBOX_PROOF_MINUTES * 60_000) {
    throw AppError.of(
      403,
      ERROR_KEYS.mailboxProofRequired,
      'First confirm your e-mail address: enter the setup code we e-mail to you.',
    );
  }
}

/** Mails a fresh setup code to the address on file (never to an address the caller names). */
export async function sendSetupCode(ctx: AppContext, caller: Principal): Promise<{ sentTo: string }> {
  const now = ctx.clock.now();
  const limit = await ctx.rateLimits.hit(
    `setup-code:${caller.userId}`,
    SETUP_CODE_SENDS.max,
    SETUP_CODE_SENDS.windowSeconds,
    now,
  );
  if (limit.limited)
    throw AppError.of(
      429,
      ERROR_KEYS.tooManyRequests,
      'Too many setup codes were sent. Please wait a few minutes and try again.',
    );
  const user = await findUserMailbox(ctx.db, caller.userId);
  await ctx.db.transaction().execute(async (tx) => {
    const code = await issueOneTimeCode(tx, {
      secret: ctx.config.sessionSecret,
      now,
      userId: caller.userId,
      purpose: 'SETUP_EMAIL',
    });
    await enqueue(
      tx,
      {
        channel: 'mail',
        payload: {
          to: user.email,
          subject: `Your ${ctx.config.productName} two-factor setup code`,
          text: `Hello ${user.first_name},\n\nYour ${ctx.config.productName} Portal two-factor setup code is ${code}.\nIt is valid for ${EMAIL_CODE.validMinutes} minutes and can be used once.\n\nIf you are not setting up two-factor authentication, someone knows your password: change it now and contact support.`,
        },
      },
      now,
    );
  });
  ctx.outbox.kick();
  return { sentTo: maskEmail(user.email) };
}

/** Checks the mailed setup code; this session may then enrol a method for a while. */
export async function verifySetupCode(ctx: AppContext, caller: Principal, code: string, ip: string): Promise<void> {
  const now = ctx.clock.now();
  const ok = await verifyOneTimeCode(ctx.db, {
    secret: ctx.config.sessionSecret,
    now,
    userId: caller.userId,
    code: code.trim(),
    purpose: 'SETUP_EMAIL',
  });
  if (!ok)
    throw AppError.of(
      400,
      ERROR_KEYS.badF2aToken,
      'That code is wrong or has expired. Check the e-mail, or send a new code.',
    );
  await markMailboxProven(ctx.db, caller.sessionId, now);
  await recordAudit(ctx.db, {
    userId: caller.userId,
    lenderId: null,
    action: 'twofactor.mailbox_proven',
    targetType: 'user',
    targetId: caller.userId,
    ip,
  });
}

/** `jane.doe@bank.example` -> `j•••@bank.example`: enough to recognise, not to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at > 0 ? `${email[0]}•••${email.slice(at)}` : '•••';
}
