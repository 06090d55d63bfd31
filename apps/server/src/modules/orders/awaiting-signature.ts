import type { Database } from '../../db/connection.js';
import { recordAudit } from '../../platform/audit.js';
import { recordEvent } from '../../platform/events/record-event.js';
import type { WaitedOn, WaitingOrders } from '../../app-context.js';
import { dueTime } from '../../domain/due-time.js';
import { queueOrderChecks } from '../form-check/index.js';
import {
  cancelAwaitingOrder,
  findClientStatus,
  findFileName,
  insertAwaitingBill,
  insertOrderReport,
  lockAwaitingOrders,
  queueAwaitingOrder,
  repointAwaitingOrders,
} from './awaiting-orders-repo.js';

// The life of an order placed "awaiting signature" (docs/decisions/213): it waits on a signature
// request of its client with no report (so no queue entry) and no invoice line; it enters the queue
// when the form becomes usable, or is cancelled, unbilled, when the request ends without one.
// Every change is a conditional update of rows still AWAITING_SIGNATURE, locked first: a replay of
// the same end (a retried job, a second instance) finds nothing left and does nothing.

const lockAwaiting = (trx: Database, r: Pick<WaitedOn, 'id' | 'lender_id' | 'pairIds'>) =>
  lockAwaitingOrders(trx, r.lender_id, r.pairIds?.length ? r.pairIds : [r.id]);

/**
 * The request's form became usable: each order waiting on it gets the signed form (the 8821 on
 * file), a due time counted from now, its report (so operations see it in the queue) and its
 * invoice line, and order.placed goes on the stream as for any order entering the queue.
 */
export async function enqueueAwaitingOrders(trx: Database, r: WaitedOn, now: Date): Promise<string[]> {
  const waiting = await lockAwaiting(trx, r);
  if (waiting.length === 0) return [];
  if (!r.signed_file_id) throw new Error(`Signature request ${r.id} became usable without a signed file`);
  const file = await findFileName(trx, r.signed_file_id);
  // Archiving closes a client to orders (decision 021): an order still waiting then is cancelled, not queued.
  const client = await findClientStatus(trx, r.lender_id, r.client_id);
  if (client.status === 'ARCHIVED' || client.status === 'CLOSED') {
    await cancelAwaitingOrders(trx, r, 'The client was archived before the form was signed.', now);
    return [];
  }
  const queued: string[] = [];
  for (const o of waiting) {
    const dueAt = dueTime(o.delivery, now);
    const moved = await queueAwaitingOrder(trx, o.id, {
      formFileId: r.signed_file_id,
      spouseFormFileId: r.spouseFileId ?? null,
      formName: o.form_name ?? file.original_name,
      dueAt,
      now,
    });
    if (!moved) continue;
    await insertOrderReport(trx, o, now);
    const bill = o.awaiting_bill;
    if (bill) await insertAwaitingBill(trx, o, bill, now);
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
    // The e-signed form is checked too, after the order entered the queue (decision 274).
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
    const done = await cancelAwaitingOrder(trx, o.id, reason, now);
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
  const moved = await repointAwaitingOrders(trx, lenderId, fromIds, toId, now);
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
