import type { Database } from '../../db/connection.js';
import { businessDay } from '../../domain/business-day.js';
import type { Job } from '../../platform/jobs/runner.js';
import { recordEvent } from '../../platform/events/record-event.js';
import { describeMissingAuthorization } from '../notifications/index.js';
import { insertIncompleteAuthAlert, listIncompleteAuthorizations, takeAdvisoryXactLock } from './repo.js';

/** A client whose authorization stays incomplete is reminded about again after this many days. */
const REMINDER_DAYS = 30;
const DAY_MS = 86_400_000;
/** pg_advisory_xact_lock key of this job (any constant unique among the portal's advisory locks). */
const REMINDER_LOCK = 741_852_964;

/**
 * Monitored clients that cannot be monitored for want of an 8821 (none on file, or its covered
 * periods have all ended) get an INCOMPLETE_AUTH alert and a MISSING_AUTH mail, again every
 * REMINDER_DAYS while it lasts. Rejected forms are told by their own REJECTED_8821 mail. A run holds
 * a transaction advisory lock: two instances never remind about the same client twice. Locking the
 * client rows is not enough, as the "already reminded" test reads the alerts table: a run whose
 * statement began before another committed would still see no alert and remind again.
 */
export async function remindIncompleteAuthorizations(db: Database, now: Date): Promise<number> {
  // An 8821 ended once its expiry day is over on the Eastern calendar (decision 324).
  const today = businessDay(now);
  const since = new Date(now.getTime() - REMINDER_DAYS * DAY_MS);
  return db.transaction().execute(async (trx) => {
    // Waits for a concurrent run to commit; the select below then sees its alerts (read committed).
    await takeAdvisoryXactLock(trx, REMINDER_LOCK);
    const rows = await listIncompleteAuthorizations(trx, today, since);
    for (const c of rows) {
      const note = describeMissingAuthorization(c.authorization_expires_on);
      const alertId = await insertIncompleteAuthAlert(trx, {
        lenderId: c.lender_id,
        clientId: c.id,
        title: `Authorization incomplete: ${c.business_name}`,
        body: `${note} Upload a new form to keep monitoring this client.`,
        now,
      });
      const payload = { clientId: c.id, reportId: null, alertIds: [alertId], cause: 'INCOMPLETE_AUTH' as const };
      await recordEvent(trx, { type: 'alert.raised', lenderId: c.lender_id, payload }, now);
    }
    return rows.length;
  });
}

export function createAuthorizationReminderJob(intervalMs = DAY_MS): Job {
  return {
    name: 'authorization-reminders',
    intervalMs,
    run: async (db, now) => void (await remindIncompleteAuthorizations(db, now)),
  };
}
