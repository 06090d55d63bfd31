import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { EMAIL_CODE } from '@taxlens/contracts';
import type { Database } from '../../db/connection.js';
import { storeSingleUseSecret } from '../../platform/single-use-secrets.js';
import { countCodeAttempt, markCodeUsed } from './one-time-code-repo.js';

/** What a code is for: sign-in by e-mail or SMS, proving a phone during SMS setup, or the mailbox before enrolling. */
export type CodePurpose = 'LOGIN_EMAIL' | 'LOGIN_SMS' | 'SETUP_SMS' | 'SETUP_EMAIL';

function hashCode(secret: string, userId: string, code: string): string {
  return createHmac('sha256', secret).update(`${userId}:${code}`).digest('hex');
}

/**
 * Issues a fresh 6-digit code from the CSPRNG, valid 10 minutes, stored only as a keyed hash;
 * older live codes of the same purpose stop working. Runs in the caller's transaction, which also
 * queues the message that carries the code.
 */
export async function issueOneTimeCode(
  tx: Database,
  input: { secret: string; now: Date; userId: string; purpose: CodePurpose },
): Promise<string> {
  const code = String(randomInt(0, 10 ** EMAIL_CODE.digits)).padStart(EMAIL_CODE.digits, '0');
  await storeSingleUseSecret(tx, 'one_time_codes', {
    userId: input.userId,
    purpose: input.purpose,
    hash: hashCode(input.secret, input.userId, code),
    now: input.now,
    validMinutes: EMAIL_CODE.validMinutes,
  });
  return code;
}

/**
 * Checks a code: the newest live one, single use, voided after the fifth wrong try.
 * The attempt is counted before comparing, so parallel guesses cannot exceed the limit.
 */
export async function verifyOneTimeCode(
  db: Database,
  input: { secret: string; now: Date; userId: string; purpose: CodePurpose; code: string },
): Promise<boolean> {
  if (!/^\d{6}$/.test(input.code)) return false;
  const live = await countCodeAttempt(db, {
    userId: input.userId,
    purpose: input.purpose,
    now: input.now,
    maxAttempts: EMAIL_CODE.maxAttempts,
  });
  if (!live) return false;
  const expected = Buffer.from(live.code_hash, 'hex');
  const given = Buffer.from(hashCode(input.secret, input.userId, input.code), 'hex');
  if (!timingSafeEqual(expected, given)) return false;
  return markCodeUsed(db, live.id, input.now);
}
