import type { Database } from '../../db/connection.js';
import { enqueue } from '../../platform/outbox/enqueue.js';
import { listLenderAdminEmails } from './repo.js';

/** Tells the lender's admins that an endpoint was disabled (written in the caller's transaction). */
export function createEndpointDisabledMailer(config: { publicUrl: string; productName: string }) {
  return async (trx: Database, endpoint: { id: string; lender_id: string; url: string }, now: Date): Promise<void> => {
    const admins = await listLenderAdminEmails(trx, endpoint.lender_id);
    const link = `${config.publicUrl.replace(/\/$/, '')}/webhooks`;
    for (const admin of admins) {
      await enqueue(
        trx,
        {
          channel: 'mail',
          payload: {
            to: admin.email,
            subject: `${config.productName}: webhook endpoint disabled`,
            text: `Every delivery to the webhook endpoint ${endpoint.url} failed for 5 days, so it has been disabled. No further events are sent to it.\n\nCheck the endpoint, then enable it again and replay the failed messages: ${link}`,
          },
        },
        now,
      );
    }
  };
}
