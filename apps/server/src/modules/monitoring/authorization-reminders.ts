import { sql } from 'kysely';
import type { Database } from '../../db/connection.js';
import type { Job } from '../../platform/jobs/runner.js';
import { recordEvent } from '../../platform/events/record-event.js';
import { describeMissingAuthorization } from '../notifications/index.js';

/** A client whose authorization stays incomplete is reminded about again after this many days. */
const REMINDER_DAYS = 30;
const DAY_MS = 86_400_000;
/** pg_advisory_xact_lock key of this job (any constant unique among the portal's advisory locks). */
const REMINDER_LOCK = 741_852_964;

type Incomplete = { id: string; lender_id: string; business_name: string; authorization_expires_on: string | null };

/**
 * Monitored clients that cannot be monitored for want of an 8821 (none on file, or its covered
 * periods have all ended) get an INCOMPLETE_AUTH alert and a MISSING_AUTH mail, again every
 * REMINDER_DAYS while it lasts. Rejected forms are told by their own REJECTED_8821 mail. A run holds
 * a transaction advisory lock: two instances never remind about the same client twice. Locking the
 * client rows is not enough, as the "already reminded" test reads the alerts table: a run whose
 * statement began before another committed would still see no alert and remind again.
 */
export async function remindIncompleteAuthorizations(db: Database, now: Date): Promise<number> {
  const today = now.toISOString().slice(0, 10);
  const since = new Date(now.getTime() - REMINDER_DAYS * DAY_MS);
  return db.transaction().execute(async (trx) => {
    // Waits for a concurrent run to commit; the select below then sees its alerts (read committed).
    await sql`select pg_advisory_xact_lock(${REMINDER_LOCK})`.execute(trx);
    const result = await sql<Incomplete>`
      select c.id, c.lender_id, c.business_name, c.authorization_expires_on::text as authorization_expires_on
      from clients c join lenders l on l.id = c.lender_id
      where c.monitoring_frequency <> 'None' and l.monitor_type <> 'None' and c.status = 'ACTIVE' and l.sandbox_of is null
        and ((c.form_file_id is null and c.authorization_expires_on is null) or c.authorization_expires_on < ${today}::date)
        and not exists (select 1 from alerts a where a.client_id = c.id and a.lender_id = c.lender_id
          and a.portal_alert_type = 'INCOMPLETE_AUTH' and a.created_at > ${since})
      order by c.id`.execute(trx);
    for (const c of result.rows) {
      const note = describeMissingAuthorization(c.authorization_expires_on);
      const alert = await trx
        .insertInto('alerts')
        .values({
          lender_id: c.lender_id,
          client_id: c.id,
          report_id: null,
          user_id: null,
          portal_alert_type: 'INCOMPLETE_AUTH',
          title: `Authorization incomplete: ${c.business_name}`,
          body: `${note} Upload a new form to keep monitoring this client.`,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const payload = { clientId: c.id, reportId: null, alertIds: [alert.id], cause: 'INCOMPLETE_AUTH' as const };
      await recordEvent(trx, { type: 'alert.raised', lenderId: c.lender_id, payload }, now);
    }
    return result.rows.length;
  });
}

export function createAuthorizationReminderJob(intervalMs = DAY_MS): Job {
  return {
    name: 'authorization-reminders',
    intervalMs,
    run: async (db, now) => void (await remindIncompleteAuthorizations(db, now)),
  };
}
