import type { Database } from '../../db/connection.js';
import { dueTime } from '../../domain/due-time.js';

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
  const latest = await trx
    .selectFrom('orders as o')
    .innerJoin('reports as r', (j) => j.onRef('r.order_id', '=', 'o.id').onRef('r.lender_id', '=', 'o.lender_id'))
    .select(['o.id as order_id', 'o.status', 'o.delivery', 'r.id as report_id', 'r.status as report_status'])
    .where('o.lender_id', '=', input.lenderId)
    .where('o.client_id', '=', input.clientId)
    .orderBy('o.created_at', 'desc')
    .orderBy('r.created_at', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
  if (!latest || latest.status !== 'REJECTED' || latest.report_status !== 'REJECTED') return null;
  const { now } = input;
  await trx
    .updateTable('orders')
    .set({ status: 'PENDING', form_file_id: input.fileId, due_at: dueTime(latest.delivery, now), updated_at: now })
    .where('id', '=', latest.order_id)
    .where('lender_id', '=', input.lenderId)
    .execute();
  await trx
    .updateTable('reports')
    .set({ status: 'PENDING', rejection_code: null, rejection_note: null, rejected_at: null, started_at: null })
    .where('id', '=', latest.report_id)
    .execute();
  const completed = await trx
    .selectFrom('reports')
    .select('id')
    .where('client_id', '=', input.clientId)
    .where('lender_id', '=', input.lenderId)
    .where('status', '=', 'COMPLETED')
    .limit(1)
    .executeTakeFirst();
  await trx
    .updateTable('clients')
    .set({ status: completed ? 'ACTIVE' : 'PENDING', updated_at: now })
    .where('id', '=', input.clientId)
    .where('lender_id', '=', input.lenderId)
    .where('status', '=', 'REJECTED')
    .execute();
  await trx
    .insertInto('report_events')
    .values({
      report_id: latest.report_id,
      lender_id: input.lenderId,
      type: 'RESUBMITTED',
      user_id: input.userId,
      details: JSON.stringify({ fileId: input.fileId }),
      created_at: now,
    })
    .execute();
  return latest.report_id;
}
