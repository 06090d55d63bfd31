import type { Database } from '../connection.js';

const ORDER_COLUMNS = [
  'orders.id',
  'orders.client_id',
  'clients.business_name',
  'orders.report_type',
  'orders.delivery',
  'orders.status',
  'orders.record_of_account',
  'orders.tax_return_transcripts',
  'orders.wage_income',
  'orders.on_demand',
  'orders.form_name',
  'orders.bundle_order_id',
  'orders.created_at',
  'orders.due_at',
  'orders.signature_request_id',
  'orders.cancel_reason',
] as const;

/** Orders of the lender with their client's name; callers (the orders and /api/v1 repositories) add the filter and order. */
export function selectOrders(db: Database, lenderId: string) {
  return db
    .selectFrom('orders')
    .innerJoin('clients', 'clients.id', 'orders.client_id')
    .select(ORDER_COLUMNS)
    .where('orders.lender_id', '=', lenderId);
}
