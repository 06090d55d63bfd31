import type { ReportTypeCode } from '@taxlens/contracts';
import type { Insertable } from 'kysely';
import type { Database } from '../../db/connection.js';
import type { AwaitingBill, OrdersTable } from '../../db/schema-portfolio.js';

// SQL of the orders placed "awaiting signature" (docs/decisions/213). Every change is conditional on
// the order still being AWAITING_SIGNATURE: a replay finds nothing left and does nothing.

const AWAITING = 'AWAITING_SIGNATURE' as const;

/** Inserts one order that waits on `signatureRequestId`; `bill` is its future invoice line (null: never billed, a sandbox). */
export async function insertAwaitingOrder(
  trx: Database,
  values: Insertable<OrdersTable>,
  signatureRequestId: string,
  bill: AwaitingBill | null,
) {
  return trx
    .insertInto('orders')
    .values({
      ...values,
      status: AWAITING,
      signature_request_id: signatureRequestId,
      form_file_id: null,
      due_at: null,
      awaiting_bill: bill ? JSON.stringify(bill) : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The lender's orders still waiting on one of these requests, locked, by id. */
export async function lockAwaitingOrders(trx: Database, lenderId: string, requestIds: readonly string[]) {
  return trx
    .selectFrom('orders')
    .selectAll()
    .where('lender_id', '=', lenderId)
    .where('signature_request_id', 'in', requestIds)
    .where('status', '=', AWAITING)
    .orderBy('id')
    .forUpdate()
    .execute();
}

export async function findFileName(trx: Database, fileId: string) {
  return trx.selectFrom('stored_files').select('original_name').where('id', '=', fileId).executeTakeFirstOrThrow();
}

export async function findClientStatus(trx: Database, lenderId: string, clientId: string) {
  return trx
    .selectFrom('clients')
    .select('status')
    .where('id', '=', clientId)
    .where('lender_id', '=', lenderId)
    .executeTakeFirstOrThrow();
}

/** The awaiting order enters the queue with its signed form; false when it no longer awaits. */
export async function queueAwaitingOrder(
  trx: Database,
  orderId: string,
  input: { formFileId: string; spouseFormFileId: string | null; formName: string; dueAt: Date; now: Date },
): Promise<boolean> {
  const moved = await trx
    .updateTable('orders')
    .set({
      status: 'PENDING',
      form_file_id: input.formFileId,
      spouse_form_file_id: input.spouseFormFileId,
      form_name: input.formName,
      due_at: input.dueAt,
      awaiting_bill: null,
      updated_at: input.now,
    })
    .where('id', '=', orderId)
    .where('status', '=', AWAITING)
    .returning('id')
    .executeTakeFirst();
  return moved !== undefined;
}

export async function insertOrderReport(
  trx: Database,
  o: { lender_id: string; client_id: string; id: string; report_type: ReportTypeCode },
  now: Date,
): Promise<void> {
  await trx
    .insertInto('reports')
    .values({
      lender_id: o.lender_id,
      client_id: o.client_id,
      order_id: o.id,
      kind: 'ORDER',
      report_type: o.report_type,
      created_at: now,
    })
    .execute();
}

export async function insertAwaitingBill(
  trx: Database,
  o: { lender_id: string; id: string },
  bill: AwaitingBill,
  now: Date,
): Promise<void> {
  await trx
    .insertInto('invoice_lines')
    .values({
      lender_id: o.lender_id,
      order_id: o.id,
      line_date: now,
      description: bill.description,
      product_code: bill.productCode,
      amount_cents: bill.amountCents,
      created_at: now,
    })
    .execute();
}

/** Cancels the awaiting order, never billed; false when it no longer awaits. */
export async function cancelAwaitingOrder(trx: Database, orderId: string, reason: string, now: Date): Promise<boolean> {
  const done = await trx
    .updateTable('orders')
    .set({ status: 'CANCELLED', cancel_reason: reason, cancelled_at: now, awaiting_bill: null, updated_at: now })
    .where('id', '=', orderId)
    .where('status', '=', AWAITING)
    .returning('id')
    .executeTakeFirst();
  return done !== undefined;
}

/** The lender's orders awaiting one of `fromIds` wait on `toId` instead; returns their ids. */
export async function repointAwaitingOrders(
  trx: Database,
  lenderId: string,
  fromIds: readonly string[],
  toId: string,
  now: Date,
) {
  return trx
    .updateTable('orders')
    .set({ signature_request_id: toId, updated_at: now })
    .where('lender_id', '=', lenderId)
    .where('signature_request_id', 'in', fromIds)
    .where('status', '=', AWAITING)
    .returning('id')
    .execute();
}
