import type { Insertable } from 'kysely';
import type { Database } from '../../db/connection.js';
import type { AwaitingBill, OrdersTable } from '../../db/schema-portfolio.js';
import { recordAudit } from '../../platform/audit.js';
import { recordEvent } from '../../platform/events/record-event.js';
import type { WaitedOn, WaitingOrders } from '../esign/index.js';
import { dueTime } from '../../domain/due-time.js';
import { queueOrderChecks } from '../form-check/index.js';

// The life of an order placed "awaiting signature" (docs/decisions/213): it waits on a signature
// request of its client with no report (so no queue entry) and no invoice line; it enters the queue
// when the form becomes usable, or is cancelled, unbilled, when the request ends without one.
// Every change is a conditional update of rows still AWAITING_SIGNATURE, locked first: a replay of
// the same end (a retried job, a second instance) finds nothing left and does nothing.

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

const lockAwaiting = (trx: Database, r: Pick<WaitedOn, 'id' | 'lender_id' | 'pairIds'>) =>
  trx
    .selectFrom('orders')
    .selectAll()
    .where('lender_id', '=', r.lender_id)
    .where('signature_request_id', 'in', r.pairIds?.length ? r.pairIds : [r.id])
    .where('status', '=', AWAITING)
    .orderBy('id')
    .forUpdate()
    .execute();

/**
 * The request's form became usable: each order waiting on it gets the signed form (the 8821 on
 * file), a due time counted from now, its report (so operations see it in the queue) and its
 * invoice line, and order.placed goes on the stream as for any order entering the queue.
 */
export async function enqueueAwaitingOrders(trx: Database, r: WaitedOn, now: Date): Promise<string[]> {
  const waiting = await lockAwaiting(trx, r);
  if (waiting.length === 0) return [];
  if (!r.signed_file_id) throw new Error(`Signature request ${r.id} became usable without a signed file`);
  const file = await trx
    .selectFrom('stored_files')
    .select('original_name')
    .where('id', '=', r.signed_file_id)
    .executeTakeFirstOrThrow();
  // Archiving closes a client to orders (decision 021): an order still waiting then is cancelled, not queued.
  const client = await trx
    .selectFrom('clients')
    .select('status')
    .where('id', '=', r.client_id)
    .where('lender_id', '=', r.lender_id)
    .executeTakeFirstOrThrow();
  if (client.status === 'ARCHIVED' || client.status === 'CLOSED') {
    await cancelAwaitingOrders(trx, r, 'The client was archived before the form was signed.', now);
    return [];
  }
  const queued: string[] = [];
  for (const o of waiting) {
    const dueAt = dueTime(o.delivery, now);
    const moved = await trx
      .updateTable('orders')
      .set({
        status: 'PENDING',
        form_file_id: r.signed_file_id,
        spouse_form_file_id: r.spouseFileId ?? null,
        form_name: o.form_name ?? file.original_name,
        due_at: dueAt,
        awaiting_bill: null,
        updated_at: now,
      })
      .where('id', '=', o.id)
      .where('status', '=', AWAITING)
      .returning('id')
      .executeTakeFirst();
    if (!moved) continue;
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
    const bill = o.awaiting_bill;
    if (bill) {
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
    const payload = {
      orderIds: [o.id],
      bundleOrderId: o.bundle_order_id,
      reportType: o.report_type,
      delivery: o.delivery,
      dueAt: dueAt.toISOString(),
    };
    await recordEvent(trx, { type: 'order.placed', lenderId: o.lender_id, payload }, now);
    await recordAudit(trx, {
      userId: null,
      lenderId: o.lender_id,
      action: 'ORDER_QUEUED_AFTER_SIGNATURE',
      targetType: 'order',
      targetId: o.id,
      ip: null,
      details: {
        signatureRequestId: r.id,
        fileId: r.signed_file_id,
        ...(r.spouseFileId ? { spouseFileId: r.spouseFileId } : {}),
      },
    });
    // The e-signed form is checked too, after the order entered the queue (issue 48).
    await queueOrderChecks(trx, o.lender_id, null, [{ orderId: o.id }], now);
    queued.push(o.id);
  }
  return queued;
}

/** The request ended without a usable form: each order waiting on it is cancelled, never billed, with the reason the lender reads. */
export async function cancelAwaitingOrders(trx: Database, r: WaitedOn, reason: string, now: Date): Promise<string[]> {
  const waiting = await lockAwaiting(trx, r);
  const cancelled: string[] = [];
  for (const o of waiting) {
    const done = await trx
      .updateTable('orders')
      .set({ status: 'CANCELLED', cancel_reason: reason, cancelled_at: now, awaiting_bill: null, updated_at: now })
      .where('id', '=', o.id)
      .where('status', '=', AWAITING)
      .returning('id')
      .executeTakeFirst();
    if (!done) continue;
    await recordAudit(trx, {
      userId: null,
      lenderId: o.lender_id,
      action: 'ORDER_CANCELLED',
      targetType: 'order',
      targetId: o.id,
      ip: null,
      details: { signatureRequestId: r.id, reason },
    });
    cancelled.push(o.id);
  }
  return cancelled;
}

/** A request replaced by a new one (the lender resent to fix a detail): its awaiting orders wait on the new request. */
export async function moveAwaitingOrders(
  trx: Database,
  lenderId: string,
  fromIds: readonly string[],
  toId: string,
  now: Date,
): Promise<void> {
  if (fromIds.length === 0) return;
  const moved = await trx
    .updateTable('orders')
    .set({ signature_request_id: toId, updated_at: now })
    .where('lender_id', '=', lenderId)
    .where('signature_request_id', 'in', fromIds)
    .where('status', '=', AWAITING)
    .returning('id')
    .execute();
  for (const o of moved) {
    await recordAudit(trx, {
      userId: null,
      lenderId,
      action: 'ORDER_AWAITS_NEW_SIGNATURE_REQUEST',
      targetType: 'order',
      targetId: o.id,
      ip: null,
      details: { signatureRequestId: toId, replaced: fromIds },
    });
  }
}

/** These orders as e-sign sees them: registered at start (modules/index.ts). */
export const awaitingOrders: WaitingOrders = {
  enqueue: enqueueAwaitingOrders,
  cancel: cancelAwaitingOrders,
  move: moveAwaitingOrders,
};
