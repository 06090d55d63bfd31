import type { Database } from '../../db/connection.js';
import { deleteUserSessions } from '../../platform/session-repo.js';
import { queueMethodChangedMail } from './method-changed-mail.js';
import { clearSecondFactor } from './second-factor-repo.js';

/**
 * Takes a user back to no second factor (set up again at the next sign-in) and lifts a block after
 * too many wrong answers. The user's sessions end: one opened with the old factor must not outlive it;
 * the mailbox on file is told. Runs in the caller's transaction (a lender admin's reset, or the mailed reset link).
 */
export async function resetSecondFactor(
  tx: Database,
  userId: string,
  mail: { productName: string; now: Date },
): Promise<void> {
  await clearSecondFactor(tx, userId);
  await deleteUserSessions(tx, userId);
  // Decision 126: every change of second factor is told to the mailbox on file.
  await queueMethodChangedMail(tx, { userId, method: 'OFF', ...mail });
}
