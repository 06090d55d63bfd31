import { EMAIL_CODE } from '@taxlens/contracts';
import type { Database } from '../../db/connection.js';
import { enqueue } from '../../platform/outbox/enqueue.js';
import { issueOneTimeCode, verifyOneTimeCode } from './one-time-code.js';

type SmsPurpose = 'LOGIN_SMS' | 'SETUP_SMS';

/** Issues a fresh code for the purpose and queues the text message that carries it. */
export async function issueSmsCode(
  db: Database,
  input: { secret: string; now: Date; productName: string; userId: string; phone: string; purpose: SmsPurpose },
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const code = await issueOneTimeCode(tx, {
      secret: input.secret,
      now: input.now,
      userId: input.userId,
      purpose: input.purpose,
    });
    const what = input.purpose === 'LOGIN_SMS' ? 'sign-in code' : 'verification code';
    await enqueue(
      tx,
      {
        channel: 'sms',
        payload: {
          to: input.phone,
          text: `Your ${input.productName} Portal ${what} is ${code}. It is valid for ${EMAIL_CODE.validMinutes} minutes.`,
        },
      },
      input.now,
    );
  });
}

export function verifySmsCode(
  db: Database,
  input: { secret: string; now: Date; userId: string; code: string; purpose: SmsPurpose },
): Promise<boolean> {
  return verifyOneTimeCode(db, input);
}
