import { sql } from 'kysely';
import type { EventConsumer } from '../../platform/events/event-consumers.js';
import { realLenderOfSandbox } from '../lenders/index.js';
import { insertWebhookMessage, webhookBody } from './webhook-message.js';

/**
 * The consumer of the event stream that gives each enabled endpoint subscribed to an event its own
 * message, in the transaction that moves past the event (so once per endpoint and event). Test
 * events (those of a sandbox lender, decision 189) go only to its real lender's endpoints marked
 * for test, and live events only to the lender's other endpoints.
 */
export function createWebhookFanoutConsumer(): EventConsumer {
  return {
    name: 'webhooks',
    async handle(trx, event, now) {
      const ownerId = event.test ? await realLenderOfSandbox(trx, event.lenderId) : event.lenderId;
      if (!ownerId) return;
      const endpoints = await trx
        .selectFrom('webhook_endpoints')
        .select('id')
        .where('lender_id', '=', ownerId)
        .where('status', '=', 'ENABLED')
        .where('for_test', '=', event.test)
        .where(sql<boolean>`${event.type} = any(event_types)`)
        .execute();
      if (endpoints.length === 0) return;
      const body = webhookBody(event.type, event.occurredAt, event.payload as object);
      for (const endpoint of endpoints) {
        await insertWebhookMessage(
          trx,
          {
            endpointId: endpoint.id,
            lenderId: ownerId,
            eventId: event.id,
            webhookId: event.eventId,
            eventType: event.type,
            body,
          },
          now,
        );
      }
    },
  };
}
