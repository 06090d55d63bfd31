import { sql } from 'kysely';
import type { Database } from '../../db/connection.js';
import { DISABLE_AFTER_MS } from './retry-schedule.js';

/**
 * Disables an endpoint once every attempt for 5 days has failed: its last success (if any) is older
 * than the first failed attempt after it, and that failure is at least 5 days old. Its admins are
 * told in the same transaction (the mail goes through the outbox).
 */
export async function disableEndpointIfFailing(
  trx: Database,
  endpointId: string,
  now: Date,
  mailDisabled: (trx: Database, endpoint: { id: string; lender_id: string; url: string }, now: Date) => Promise<void>,
): Promise<void> {
  const { rows } = await sql<{ first_failure: Date | null }>`
    select min(a.attempted_at) as first_failure
    from webhook_attempts a join webhook_messages m on m.id = a.message_id
    where m.endpoint_id = ${endpointId} and not a.succeeded
      and a.attempted_at > coalesce((
        select max(s.attempted_at) from webhook_attempts s join webhook_messages sm on sm.id = s.message_id
        where sm.endpoint_id = ${endpointId} and s.succeeded), '-infinity'::timestamptz)`.execute(trx);
  const firstFailure = rows[0]?.first_failure;
  if (!firstFailure || now.getTime() - new Date(firstFailure).getTime() < DISABLE_AFTER_MS) return;
  const endpoint = await trx
    .updateTable('webhook_endpoints')
    .set({ status: 'DISABLED', disabled_reason: 'Every delivery failed for 5 days.', updated_at: now })
    .where('id', '=', endpointId)
    .where('status', '=', 'ENABLED')
    .returning(['id', 'lender_id', 'url'])
    .executeTakeFirst();
  if (endpoint) await mailDisabled(trx, endpoint, now);
}
