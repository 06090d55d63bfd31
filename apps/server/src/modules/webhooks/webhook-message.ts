import type { Database } from '../../db/connection.js';

/**
 * The body every delivery of a message carries, as the Standard Webhooks specification shapes it:
 * `{ type, timestamp, data }`; written once, so attempts and replays send the same bytes (only the
 * signature headers are made anew).
 */
export const webhookBody = (type: string, occurredAt: Date, data: object): string =>
  JSON.stringify({ type, timestamp: occurredAt.toISOString(), data });

export async function insertWebhookMessage(
  trx: Database,
  message: {
    endpointId: string;
    lenderId: string;
    eventId: number | null;
    webhookId: string;
    eventType: string;
    body: string;
  },
  now: Date,
): Promise<string | undefined> {
  const row = await trx
    .insertInto('webhook_messages')
    .values({
      endpoint_id: message.endpointId,
      lender_id: message.lenderId,
      event_id: message.eventId,
      webhook_id: message.webhookId,
      event_type: message.eventType,
      body: message.body,
      next_attempt_at: now,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['endpoint_id', 'webhook_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}
