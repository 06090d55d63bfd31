import type { Database } from '../../db/connection.js';
import { disableFailingEndpoint, firstFailureSinceSuccess } from './delivery-repo.js';
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
  const firstFailure = await firstFailureSinceSuccess(trx, endpointId);
  if (!firstFailure || now.getTime() - new Date(firstFailure).getTime() < DISABLE_AFTER_MS) return;
  const endpoint = await disableFailingEndpoint(trx, endpointId, now);
  if (endpoint) await mailDisabled(trx, endpoint, now);
}
