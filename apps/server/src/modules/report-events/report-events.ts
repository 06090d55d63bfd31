import type { Database } from '../../db/connection.js';
import { enqueueNotification } from '../notifications/notify.js';
import { compareReports } from './compare-reports.js';
import { applyIrsName } from './irs-name.js';
import { type AlertDraft, findPreviousCompletedReport, findReportFacts, insertAlerts } from './report-facts.js';

/**
 * What follows a report's completion or rejection by operations, run inside the same transaction
 * as the status change so nothing is lost: monitoring comparisons, alerts and notification mail.
 * The operations console calls these after writing the report's new status (decision 092).
 */
export async function onReportCompleted(trx: Database, reportId: string): Promise<void> {
  const report = await findReportFacts(trx, reportId);
  if (!report || report.status !== 'COMPLETED') return;
  const at = report.completed_at ?? new Date();
  const alerts: AlertDraft[] = [];
  const renamed = await applyIrsName(trx, report, at);
  const name = renamed ? (report.irs_name ?? report.business_name).trim() : report.business_name;
  if (report.kind === 'MONITORING') {
    const previous = await findPreviousCompletedReport(trx, report);
    if (previous) {
      alerts.push(
        ...compareReports(
          name,
          { periods: previous.periods, totalLiabilityCents: previous.total_liability_cents, riskLevel: previous.risk_level },
          { periods: report.periods, totalLiabilityCents: report.total_liability_cents, riskLevel: report.risk_level },
        ),
      );
    }
  }
  if (renamed) alerts.push(renamed);
  await insertAlerts(trx, report, alerts, at);
  const event = { lenderId: report.lender_id, clientId: report.client_id, reportId: report.id, orderId: report.order_id };
  await enqueueNotification(trx, { ...event, type: 'REPORT_COMPLETED' }, at);
  if (alerts.length > 0) {
    await enqueueNotification(trx, { ...event, type: 'LENDER_ALERT', alerts: alerts.map(({ title, body }) => ({ title, body })) }, at);
  }
}

/** The REJECTED alert itself is written by the operations console; this adds the mail. */
export async function onReportRejected(trx: Database, reportId: string): Promise<void> {
  const report = await findReportFacts(trx, reportId);
  if (!report || report.status !== 'REJECTED') return;
  const at = report.rejected_at ?? new Date();
  await enqueueNotification(trx, { type: 'REJECTED_8821', lenderId: report.lender_id, clientId: report.client_id, reportId: report.id, orderId: report.order_id }, at);
}
