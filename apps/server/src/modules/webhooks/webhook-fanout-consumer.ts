import type { EventConsumer } from '../../platform/events/event-consumers.js';
import { realLenderOfSandbox } from '../lenders/index.js';
import { insertWebhookMessage } from './delivery-repo.js';
import { listSubscribedEndpoints } from './repo.js';
import { webhookBody } from './webhook-message.js';

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
      const endpoints = await listSubscribedEndpoints(trx, ownerId, event.test, event.type);
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
