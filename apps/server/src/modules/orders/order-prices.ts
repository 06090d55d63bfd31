import { isCapabilityActive } from '@taxlens/contracts';
import type { Database } from '../../db/connection.js';
import type { PrincipalLender } from '../../platform/principal.js';
import { sumInvoiceLinesOfOrders } from './repo.js';

/**
 * Each order with what it is billed (the sum of its invoice lines, written at ordering from the
 * shared priceOrder), added only when the lender's showprices capability is ACTIVE: without it the
 * answer carries no price at all (docs/decisions/165). The capability is the caller's, held in
 * memory and renewed by the change events (decision 229): no query when prices are not shown.
 */
export async function withOrderPrices<T extends { id: string }>(
  db: Database,
  lender: Pick<PrincipalLender, 'id' | 'capabilities'>,
  orders: T[],
): Promise<(T & { priceCents?: number })[]> {
  if (orders.length === 0 || !isCapabilityActive(lender.capabilities, 'showprices')) return orders;
  const rows = await sumInvoiceLinesOfOrders(
    db,
    lender.id,
    orders.map((o) => o.id),
  );
  const cents = new Map(rows.map((r) => [r.order_id, Number(r.cents)]));
  return orders.map((o) => (cents.has(o.id) ? { ...o, priceCents: cents.get(o.id)! } : o));
}
