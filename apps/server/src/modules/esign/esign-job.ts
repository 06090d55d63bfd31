import type { AppContext, WaitingOrders } from '../../app-context.js';
import type { Database } from '../../db/connection.js';
import type { Job } from '../../platform/jobs/runner.js';
import { DAY_MS, issueLink } from './link-token.js';
import { expireRequest } from './request-ends.js';
import { lockDueRequests, recordReminder } from './request-repo.js';
import { mailSigningLink } from './signer-mail.js';

/** Reminders go out this many days after sending (docs/decisions/198). */
export const REMINDER_DAYS = [2, 5] as const;

type MailConfig = { publicUrl: string; productName: string };

/**
 * Ends the open requests whose link has lived its days, and reminds the signers of the others at 2
 * and 5 days. A reminder carries a new link (only hashes are kept, so the first cannot be mailed
 * again); the links mailed before keep working. Rows are locked (SKIP LOCKED) so two instances never
 * act on one request twice; a repeated run finds nothing left to do.
 */
export async function runSignatureRequestJob(
  db: Database,
  { config, waitingOrders }: { config: MailConfig; waitingOrders: WaitingOrders },
  now: Date,
): Promise<{ expired: number; reminded: number }> {
  return db.transaction().execute(async (trx) => {
    const due = await lockDueRequests(trx, now, REMINDER_DAYS);
    let expired = 0;
    let reminded = 0;
    for (const r of due) {
      if (new Date(r.expires_at) <= now) {
        await expireRequest(trx, waitingOrders, r, now);
        expired += 1;
        continue;
      }
      // A request passed both reminder days while no job ran gets one reminder, not two.
      const ageDays = (now.getTime() - new Date(r.sent_at).getTime()) / DAY_MS;
      const sent = REMINDER_DAYS.filter((d) => d <= ageDays).length;
      const token = await issueLink(trx, r.id, now, false);
      await recordReminder(trx, r, sent, now);
      await mailSigningLink(
        trx,
        config,
        { signer: r, lenderName: r.company_name, token, expiresAt: new Date(r.expires_at), reminder: true },
        now,
      );
      reminded += 1;
    }
    return { expired, reminded };
  });
}

export function createSignatureRequestJob(
  ctx: Pick<AppContext, 'config' | 'waitingOrders'>,
  intervalMs = 15 * 60_000,
): Job {
  return {
    name: 'signature-requests',
    intervalMs,
    run: async (db, now) => void (await runSignatureRequestJob(db, ctx, now)),
  };
}
