import type { Database } from '../../db/connection.js';
import type { EventConsumer } from '../../platform/events/event-consumers.js';
import { realLenderOfSandbox } from '../lenders/index.js';
import { insertWebhookMessage } from './delivery-repo.js';
import { listSubscribedEndpoints } from './repo.js';
import { webhookBody } from './webhook-message.js';

type Endpoints = Awaited<ReturnType<typeof listSubscribedEndpoints>>;

/**
 * The endpoints are looked up once per lender, test flag and event type in a batch's transaction
 * (the key is the transaction): an import's batch of 50 `client.created` asks once, not 50 times
 * (decision 292). Nothing a handler writes changes endpoints, so the answer holds for the batch.
 */
const endpointsOfBatch = new WeakMap<Database, Map<string, Promise<Endpoints>>>();

function subscribedEndpoints(trx: Database, ownerId: string, test: boolean, type: string): Promise<Endpoints> {
  let known = endpointsOfBatch.get(trx);
  if (!known) endpointsOfBatch.set(trx, (known = new Map()));
  const key = `${ownerId} ${test} ${type}`;
  let endpoints = known.get(key);
  if (!endpoints) known.set(key, (endpoints = listSubscribedEndpoints(trx, ownerId, test, type)));
  return endpoints;
}

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
      const endpoints = await subscribedEndpoints(trx, ownerId, event.test, event.type);
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
