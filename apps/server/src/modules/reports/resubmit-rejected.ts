import type { Database } from '../../db/connection.js';
import { dueTime } from '../../domain/due-time.js';
import {
  hasCompletedReport,
  insertResubmittedEvent,
  lockLatestOrderWithReport,
  reopenOrder,
  reopenReport,
  reviveRejectedClient,
} from './repo.js';

/**
 * A new 8821 for a client whose latest order was rejected sends that order back to operations
 * (decision 080): the order and its report are PENDING again with the new form and a due time
 * counted from now, and the client waits for its report. Nothing happens when the latest order is
 * not rejected or the client already has an open order. Runs in the replacement's transaction.
 */
export async function reopenRejectedOrder(
  trx: Database,
  input: { lenderId: string; clientId: string; fileId: string; userId: string; now: Date },
): Promise<string | null> {
  const latest = await lockLatestOrderWithReport(trx, input.lenderId, input.clientId);
  if (!latest || latest.status !== 'REJECTED' || latest.report_status !== 'REJECTED') return null;
  const { now } = input;
  await reopenOrder(trx, {
    lenderId: input.lenderId,
    orderId: latest.order_id,
    fileId: input.fileId,
    dueAt: dueTime(latest.delivery, now),
    now,
  });
  await reopenReport(trx, latest.report_id);
  const completed = await hasCompletedReport(trx, input.lenderId, input.clientId);
  await reviveRejectedClient(trx, {
    lenderId: input.lenderId,
    clientId: input.clientId,
    status: completed ? 'ACTIVE' : 'PENDING',
    now,
  });
  await insertResubmittedEvent(trx, {
    lenderId: input.lenderId,
    reportId: latest.report_id,
    userId: input.userId,
    fileId: input.fileId,
    now,
  });
  return latest.report_id;
}
