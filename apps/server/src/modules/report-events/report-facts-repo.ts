import type { Database } from '../../db/connection.js';

// SQL of the report events: the report an event is about, the one before it, the alerts they raise.

/** The report an event is about, with its client's current name. */
export async function findReportFacts(db: Database, reportId: string) {
  return db
    .selectFrom('reports as r')
    .innerJoin('clients as c', (j) => j.onRef('c.id', '=', 'r.client_id').onRef('c.lender_id', '=', 'r.lender_id'))
    .select([
      'r.id',
      'r.lender_id',
      'r.client_id',
      'r.order_id',
      'r.kind',
      'r.status',
      'r.periods',
      'r.total_liability_cents',
      'r.risk_level',
      'r.irs_name',
      'r.completed_at',
      'r.rejected_at',
      'r.rejection_code',
      'c.business_name',
    ])
    .where('r.id', '=', reportId)
    .executeTakeFirst();
}
export type ReportFacts = NonNullable<Awaited<ReturnType<typeof findReportFacts>>>;

/** The client's completed report before this one (by completion time), if any. */
export async function findPreviousCompletedReport(db: Database, report: ReportFacts) {
  return db
    .selectFrom('reports')
    .select(['id', 'periods', 'total_liability_cents', 'risk_level'])
    .where('client_id', '=', report.client_id)
    .where('lender_id', '=', report.lender_id)
    .where('status', '=', 'COMPLETED')
    .where('id', '<>', report.id)
    .where('completed_at', '<=', report.completed_at ?? new Date())
    .orderBy('completed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export type AlertDraft = { type: 'HIGH_RISK' | 'LENDER_ALERT' | 'CLIENT_RENAMED'; title: string; body: string };

/** Lender-wide alerts (no user) on the report's client. */
/** Writes the alerts and answers their ids, in the drafts' order. */
export async function insertAlerts(
  db: Database,
  report: ReportFacts,
  alerts: AlertDraft[],
  at: Date,
): Promise<string[]> {
  if (alerts.length === 0) return [];
  const rows = await db
    .insertInto('alerts')
    .values(
      alerts.map((a) => ({
        lender_id: report.lender_id,
        client_id: report.client_id,
        report_id: report.id,
        user_id: null,
        portal_alert_type: a.type,
        title: a.title,
        body: a.body,
        created_at: at,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** The client takes the name on the IRS record. */
export async function renameClient(db: Database, report: ReportFacts, name: string, at: Date): Promise<void> {
  await db
    .updateTable('clients')
    .set({ business_name: name, updated_at: at })
    .where('id', '=', report.client_id)
    .where('lender_id', '=', report.lender_id)
    .execute();
}
