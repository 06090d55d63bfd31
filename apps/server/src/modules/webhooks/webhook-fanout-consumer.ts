import { sql } from 'kysely';
import type { EventConsumer } from '../../platform/events/event-consumers.js';
import { insertWebhookMessage, webhookBody } from './webhook-message.js';

/**
 * The consumer of the event stream that gives each enabled endpoint subscribed to an event its own
 * message, in the transaction that moves past the event (so once per endpoint and event). Test
 * events go only to endpoints marked for test, and live events only to the others.
 */
export function createWebhookFanoutConsumer(): EventConsumer {
  return {
    name: 'webhooks',
    async handle(trx, event, now) {
      const endpoints = await trx
        .selectFrom('webhook_endpoints')
        .select('id')
        .where('lender_id', '=', event.lenderId)
        .where('status', '=', 'ENABLED')
        .where('for_test', '=', event.test)
        .where(sql<boolean>`${event.type} = any(event_types)`)
        .execute();
      if (endpoints.length === 0) return;
      const body = webhookBody(event.type, event.occurredAt, event.payload as object);
      for (const endpoint of endpoints) {
        await insertWebhookMessage(trx, { endpointId: endpoint.id, lenderId: event.lenderId, eventId: event.id, webhookId: event.eventId, eventType: event.type, body }, now);
      }
    },
  };
}
