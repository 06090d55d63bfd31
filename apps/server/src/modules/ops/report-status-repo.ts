import type { CategoryCode, CompleteReportInput, RejectReportInput, RiskLevel } from '@taxlens/contracts';
import type { Database } from '../../db/connection.js';

// SQL of a report's life in operations (start, reject, complete): the report, its order and its client follow.

export async function setOrderStatus(
  trx: Database,
  orderId: string | null,
  lenderId: string,
  status: 'IN_PROGRESS' | 'COMPLETED' | 'REJECTED',
  now: Date,
) {
  if (!orderId) return;
  await trx
    .updateTable('orders')
    .set({ status, updated_at: now })
    .where('id', '=', orderId)
    .where('lender_id', '=', lenderId)
    .execute();
}

export async function markReportStarted(trx: Database, reportId: string, now: Date): Promise<void> {
  await trx.updateTable('reports').set({ status: 'IN_PROGRESS', started_at: now }).where('id', '=', reportId).execute();
}

export async function markReportRejected(
  trx: Database,
  reportId: string,
  input: { code: RejectReportInput['code']; note: RejectReportInput['note']; now: Date },
): Promise<void> {
  await trx
    .updateTable('reports')
    .set({ status: 'REJECTED', rejection_code: input.code, rejection_note: input.note, rejected_at: input.now })
    .where('id', '=', reportId)
    .execute();
}

/** The client is REJECTED and its authorization cleared, unless archived or closed. */
export async function rejectClient(trx: Database, lenderId: string, clientId: string, now: Date): Promise<void> {
  await trx
    .updateTable('clients')
    .set({ status: 'REJECTED', authorization_expires_on: null, updated_at: now })
    .where('id', '=', clientId)
    .where('lender_id', '=', lenderId)
    .where('status', 'not in', ['ARCHIVED', 'CLOSED'])
    .execute();
}

export async function markReportCompleted(
  trx: Database,
  reportId: string,
  input: {
    reportDate: string;
    periods: CompleteReportInput['periods'];
    totalLiabilityCents: number;
    categories: CategoryCode[];
    riskLevel: RiskLevel;
    irsName: string | null;
    now: Date;
  },
): Promise<void> {
  const { now } = input;
  await trx
    .updateTable('reports')
    .set((eb) => ({
      status: 'COMPLETED',
      report_date: input.reportDate,
      periods: JSON.stringify(input.periods),
      total_liability_cents: input.totalLiabilityCents,
      categories: input.categories,
      risk_level: input.riskLevel,
      irs_name: input.irsName,
      completed_at: now,
      started_at: eb.fn.coalesce('started_at', eb.val(now)),
    }))
    .where('id', '=', reportId)
    .execute();
}

/** A PENDING or REJECTED client becomes ACTIVE with its completed report. */
export async function activateClient(trx: Database, lenderId: string, clientId: string, now: Date): Promise<void> {
  await trx
    .updateTable('clients')
    .set({ status: 'ACTIVE', updated_at: now })
    .where('id', '=', clientId)
    .where('lender_id', '=', lenderId)
    .where('status', 'in', ['PENDING', 'REJECTED'])
    .execute();
}
