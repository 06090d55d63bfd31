import type { Database } from '../../db/connection.js';

// SQL of the reports module (docs/decisions/269).

/** The lender's data-version counters (migration 014), or nothing before the lender's first write. */
export async function findLenderDataVersionRow(db: Database, lenderId: string) {
  return db
    .selectFrom('lender_data_versions')
    .select(['version', 'clients_version', 'orders_version', 'latest_reports_version', 'settled_version'])
    .where('lender_id', '=', lenderId)
    .executeTakeFirst();
}

/**
 * One completed report of the lender with its client's and lender's names, and its transcript facts (sealed,
 * decision 272) when it was completed from transcripts.
 */
export async function findCompletedReport(db: Database, lenderId: string, reportId: string) {
  return db
    .selectFrom('reports as r')
    .innerJoin('clients as c', (j) => j.onRef('c.id', '=', 'r.client_id').onRef('c.lender_id', '=', 'r.lender_id'))
    .innerJoin('lenders as l', 'l.id', 'r.lender_id')
    .leftJoin('report_transcript_facts as f', (j) =>
      j.onRef('f.report_id', '=', 'r.id').onRef('f.lender_id', '=', 'r.lender_id'),
    )
    .select([
      'f.facts_sealed',
      'r.id',
      'r.client_id',
      'r.report_type',
      'r.report_date',
      'r.completed_at',
      'r.total_liability_cents',
      'r.risk_level',
      'r.categories',
      'r.periods',
      'l.company_name',
      'c.business_name',
      'c.tax_id_kind',
      'c.tax_id_last4',
    ])
    .where('r.id', '=', reportId)
    .where('r.lender_id', '=', lenderId)
    .where('r.status', '=', 'COMPLETED')
    .executeTakeFirst();
}

/** The user's profile zone, when the user exists. */
export async function findUserTimeZone(db: Database, userId: string) {
  return db.selectFrom('users').select('time_zone').where('id', '=', userId).executeTakeFirst();
}

/** The client's latest order with its report, locked for the resubmission. */
export async function lockLatestOrderWithReport(trx: Database, lenderId: string, clientId: string) {
  return trx
    .selectFrom('orders as o')
    .innerJoin('reports as r', (j) => j.onRef('r.order_id', '=', 'o.id').onRef('r.lender_id', '=', 'o.lender_id'))
    .select(['o.id as order_id', 'o.status', 'o.delivery', 'r.id as report_id', 'r.status as report_status'])
    .where('o.lender_id', '=', lenderId)
    .where('o.client_id', '=', clientId)
    .orderBy('o.created_at', 'desc')
    .orderBy('r.created_at', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
}

export async function reopenOrder(
  trx: Database,
  input: { lenderId: string; orderId: string; fileId: string; dueAt: Date; now: Date },
): Promise<void> {
  await trx
    .updateTable('orders')
    .set({ status: 'PENDING', form_file_id: input.fileId, due_at: input.dueAt, updated_at: input.now })
    .where('id', '=', input.orderId)
    .where('lender_id', '=', input.lenderId)
    .execute();
}

export async function reopenReport(trx: Database, reportId: string): Promise<void> {
  await trx
    .updateTable('reports')
    .set({ status: 'PENDING', rejection_code: null, rejection_note: null, rejected_at: null, started_at: null })
    .where('id', '=', reportId)
    .execute();
}

export async function hasCompletedReport(trx: Database, lenderId: string, clientId: string): Promise<boolean> {
  const completed = await trx
    .selectFrom('reports')
    .select('id')
    .where('client_id', '=', clientId)
    .where('lender_id', '=', lenderId)
    .where('status', '=', 'COMPLETED')
    .limit(1)
    .executeTakeFirst();
  return completed !== undefined;
}

/** A REJECTED client becomes `status` again; any other status stays. */
export async function reviveRejectedClient(
  trx: Database,
  input: { lenderId: string; clientId: string; status: 'ACTIVE' | 'PENDING'; now: Date },
): Promise<void> {
  await trx
    .updateTable('clients')
    .set({ status: input.status, updated_at: input.now })
    .where('id', '=', input.clientId)
    .where('lender_id', '=', input.lenderId)
    .where('status', '=', 'REJECTED')
    .execute();
}

export async function insertResubmittedEvent(
  trx: Database,
  input: { lenderId: string; reportId: string; userId: string; fileId: string; now: Date },
): Promise<void> {
  await trx
    .insertInto('report_events')
    .values({
      report_id: input.reportId,
      lender_id: input.lenderId,
      type: 'RESUBMITTED',
      user_id: input.userId,
      details: JSON.stringify({ fileId: input.fileId }),
      created_at: input.now,
    })
    .execute();
}
