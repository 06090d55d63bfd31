import type { DomainEventType } from '@taxlens/contracts';
import type { EventConsumer } from '../../platform/events/event-consumers.js';
import { markMonthsChanged } from './repo.js';
import { monthOf, monthsBetween, periodKey } from './trend-month.js';

/** The events that change a month's figures: a report, a rejected 8821, an alert, an archived client. */
const CHANGING = new Set<DomainEventType>(['report.completed', 'order.rejected', 'alert.raised', 'client.archived']);

/**
 * Keeps the monthly snapshots current (decision 200): an event marks its month and every month since
 * as due, in the transaction that moves the consumer past it; the trends job recomputes them, so a
 * burst of completions costs one computation per lender-month. Test events change nothing.
 */
export function createTrendsConsumer(): EventConsumer {
  return {
    name: 'trends',
    types: CHANGING,
    handle: async (trx, event, now) => {
      if (event.test) return;
      const months = monthsBetween(monthOf(event.occurredAt), monthOf(now));
      await markMonthsChanged(trx, event.lenderId, months.map(periodKey));
    },
  };
}
