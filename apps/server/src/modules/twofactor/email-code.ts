import { EMAIL_CODE } from '@taxlens/contracts';
import type { Database } from '../../db/connection.js';
import { enqueue } from '../../platform/outbox/enqueue.js';
import { issueOneTimeCode, verifyOneTimeCode } from './one-time-code.js';

/** Issues a fresh sign-in code (older ones stop working) and queues the mail that carries it. */
export async function issueEmailCode(
  db: Database,
  input: { secret: string; now: Date; productName: string; user: { id: string; email: string; first_name: string } },
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const code = await issueOneTimeCode(tx, {
      secret: input.secret,
      now: input.now,
      userId: input.user.id,
      purpose: 'LOGIN_EMAIL',
    });
    await enqueue(
      tx,
      {
        channel: 'mail',
        payload: {
          to: input.user.email,
          subject: `Your ${input.productName} sign-in code`,
          text: `Hello ${input.user.first_name},\n\nYour ${input.productName} Portal sign-in code is ${code}.\nIt is valid for ${EMAIL_CODE.validMinutes} minutes and can be used once.\n\nIf you did not try to sign in, change your password and contact support.`,
        },
      },
      input.now,
    );
  });
}

export function verifyEmailCode(
  db: Database,
  input: { secret: string; now: Date; userId: string; code: string },
): Promise<boolean> {
  return verifyOneTimeCode(db, { ...input, purpose: 'LOGIN_EMAIL' });
}
