import type { FastifyBaseLogger } from 'fastify';
import type { EventConsumer } from '../../platform/events/event-consumers.js';

/**
 * Operations learn of new due orders from the log stream they read (docs/decisions/063): each
 * placed order is one log line, written at least once. Test orders (API test keys) are not theirs.
 */
export function createOperationsLogConsumer(log: FastifyBaseLogger): EventConsumer {
  return {
    name: 'operations-log',
    types: new Set(['order.placed']),
    async handle(_trx, event) {
      if (event.test) return;
      log.info(
        {
          eventId: event.eventId,
          opsEvent: { type: 'ORDER_PLACED', lenderId: event.lenderId, ...(event.payload as object) },
        },
        'operations event',
      );
    },
  };
}
