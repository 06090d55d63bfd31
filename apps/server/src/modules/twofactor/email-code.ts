import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { EMAIL_CODE } from '@taxlens/contracts';
import type { Database } from '../../db/connection.js';
import { enqueue } from '../../platform/outbox/enqueue.js';

const PURPOSE = 'LOGIN_EMAIL';

function hashCode(secret: string, userId: string, code: string): string {
  return createHmac('sha256', secret).update(`${userId}:${code}`).digest('hex');
}

/** Issues a fresh 6-digit code (older ones stop working) and queues the mail that carries it. */
export async function issueEmailCode(
  db: Database,
  input: { secret: string; now: Date; productName: string; user: { id: string; email: string; first_name: string } },
): Promise<void> {
  const code = String(randomInt(0, 10 ** EMAIL_CODE.digits)).padStart(EMAIL_CODE.digits, '0');
  const expiresAt = new Date(input.now.getTime() + EMAIL_CODE.validMinutes * 60_000);
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('one_time_codes')
      .set({ used_at: input.now })
      .where('user_id', '=', input.user.id)
      .where('purpose', '=', PURPOSE)
      .where('used_at', 'is', null)
      .execute();
    await tx
      .insertInto('one_time_codes')
      .values({ user_id: input.user.id, purpose: PURPOSE, code_hash: hashCode(input.secret, input.user.id, code), expires_at: expiresAt })
      .execute();
    await enqueue(tx, {
      channel: 'mail',
      payload: {
        to: input.user.email,
        subject: `Your ${input.productName} sign-in code`,
        text: `Hello ${input.user.first_name},\n\nYour ${input.productName} Portal sign-in code is ${code}.\nIt is valid for ${EMAIL_CODE.validMinutes} minutes and can be used once.\n\nIf you did not try to sign in, change your password and contact support.`,
      },
    }, input.now);
  });
}

/**
 * Checks a code: the newest live one, single use, voided after the fifth wrong try.
 * The attempt is counted before comparing, so parallel guesses cannot exceed the limit.
 */
export async function verifyEmailCode(
  db: Database,
  input: { secret: string; now: Date; userId: string; code: string },
): Promise<boolean> {
  if (!/^\d{6}$/.test(input.code)) return false;
  const live = await db
    .updateTable('one_time_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', (eb) =>
      eb
        .selectFrom('one_time_codes')
        .select('id')
        .where('user_id', '=', input.userId)
        .where('purpose', '=', PURPOSE)
        .where('used_at', 'is', null)
        .where('expires_at', '>', input.now)
        .orderBy('created_at', 'desc')
        .limit(1),
    )
    .where('attempts', '<', EMAIL_CODE.maxAttempts)
    .returning(['id', 'code_hash'])
    .executeTakeFirst();
  if (!live) return false;
  const expected = Buffer.from(live.code_hash, 'hex');
  const given = Buffer.from(hashCode(input.secret, input.userId, input.code), 'hex');
  if (!timingSafeEqual(expected, given)) return false;
  const used = await db
    .updateTable('one_time_codes')
    .set({ used_at: input.now })
    .where('id', '=', live.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}
