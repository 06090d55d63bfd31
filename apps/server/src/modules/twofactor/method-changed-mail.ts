import type { Database } from '../../db/connection.js';
import { enqueue } from '../../platform/outbox/enqueue.js';
import { findUserMailbox } from './second-factor-repo.js';

const METHOD_NAMES: Record<string, string> = {
  EMAIL_TOTP: 'a one-time code by e-mail',
  SMS_TOTP: 'a one-time code by text message',
  AUTHENTICATOR_APP: 'an authenticator app',
  WEBAUTHN: 'a security key or passkey',
  OFF: 'none (it was reset; you will set it up again at your next sign-in)',
};

/**
 * Every change of a user's second factor is told to the mailbox on file, in the change's own
 * transaction: if the owner did not make it, they learn at once (decision 126).
 */
export async function queueMethodChangedMail(
  tx: Database,
  input: { userId: string; method: string; productName: string; now: Date },
): Promise<void> {
  const user = await findUserMailbox(tx, input.userId);
  await enqueue(
    tx,
    {
      channel: 'mail',
      payload: {
        to: user.email,
        subject: `Your ${input.productName} two-factor method was changed`,
        text: `Hello ${user.first_name},\n\nThe two-factor method of your ${input.productName} Portal account is now ${METHOD_NAMES[input.method] ?? input.method}.\n\nIf you did not make this change, reset your password at once and contact support.`,
      },
    },
    input.now,
  );
}
