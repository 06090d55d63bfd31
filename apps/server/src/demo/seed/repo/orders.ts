import type { Database } from '../../../db/connection.js';
import { buildOrder, type CreatedOrder, type OrderInput } from '../factories/orders.js';
import { insertInChunks } from './insert-in-chunks.js';

export async function createOrder(db: Database, input: OrderInput): Promise<CreatedOrder> {
  const [created] = await createOrders(db, [input]);
  return created!;
}

/** Orders and their reports in a few statements. */
export async function createOrders(db: Database, inputs: OrderInput[]): Promise<CreatedOrder[]> {
  const built = inputs.map((input) => buildOrder(input));
  await insertInChunks(
    db,
    'orders',
    built.map((b) => b.order),
  );
  await insertInChunks(
    db,
    'reports',
    built.flatMap((b) => (b.report ? [b.report] : [])),
  );
  return built.map(({ order, report }, i) => ({
    id: order.id,
    status: inputs[i]!.status ?? 'PENDING',
    reportId: report?.id ?? null,
  }));
}
