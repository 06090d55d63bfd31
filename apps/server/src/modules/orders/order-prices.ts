import { sql } from 'kysely';
import type { Database } from '../../db/connection.js';

/**
 * Each order with what it is billed (the sum of its invoice lines, written at ordering from the
 * shared priceOrder), added only when the lender's showprices capability is ACTIVE: without it the
 * answer carries no price at all (docs/decisions/165).
 */
export async function withOrderPrices<T extends { id: string }>(db: Database, lenderId: string, orders: T[]): Promise<(T & { priceCents?: number })[]> {
  if (orders.length === 0 || !(await showsPrices(db, lenderId))) return orders;
  const rows = await db
    .selectFrom('invoice_lines')
    .select(['order_id', sql<string>`sum(amount_cents)`.as('cents')])
    .where('lender_id', '=', lenderId)
    .where('order_id', 'in', orders.map((o) => o.id))
    .groupBy('order_id')
    .execute();
  const cents = new Map(rows.map((r) => [r.order_id, Number(r.cents)]));
  return orders.map((o) => (cents.has(o.id) ? { ...o, priceCents: cents.get(o.id)! } : o));
}

async function showsPrices(db: Database, lenderId: string): Promise<boolean> {
  const row = await db
    .selectFrom('lender_capabilities')
    .select('state')
    .where('lender_id', '=', lenderId)
    .where('name', '=', 'showprices')
    .executeTakeFirst();
  return row?.state === 'ACTIVE';
}
