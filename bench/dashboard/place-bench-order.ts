import type { InProcessApp } from '../support/in-process-app.js';
import { makePdf, ORDER_CONTENT_TYPE, orderRequestPieces } from '../support/order-upload.js';

/**
 * A real order placement by the bench lender (POST /api/forms/upload8821, a small signed 8821), one
 * client per call: the clients are taken, once, among the lender's clients without an open order
 * (a client has at most one). The admin places them as its own order placer. Each placement writes the order, its report and its invoice line as
 * a lender's browser would.
 */
export async function orderPlacer(app: InProcessApp, lenderId: string, orders: number): Promise<() => Promise<void>> {
  const rows = await app.db
    .selectFrom('clients as c')
    .select('c.id')
    .where('c.lender_id', '=', lenderId)
    .where('c.status', 'not in', ['ARCHIVED', 'CLOSED'])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('orders as o')
            .select('o.id')
            .whereRef('o.client_id', '=', 'c.id')
            .where('o.status', 'in', ['PENDING', 'IN_PROGRESS', 'AWAITING_SIGNATURE']),
        ),
      ),
    )
    .limit(orders)
    .execute();
  const clients = rows.map((r) => r.id);
  const pdf = Buffer.from(await makePdf(4000));
  return async () => {
    const clientId = clients.shift();
    if (!clientId) throw new Error('The bench ran out of clients without an open order');
    const { head, tail } = orderRequestPieces(clientId, app.userId);
    const res = await app.post('/api/forms/upload8821', Buffer.concat([head, pdf, tail]), ORDER_CONTENT_TYPE);
    if (res.statusCode !== 201)
      throw new Error(`Placing a bench order answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  };
}
