import type { Database } from '../../db/connection.js';
import { rejectionReasonLabel } from '@taxlens/contracts';
import { recordEvent } from '../../platform/events/record-event.js';
import { compareReports, type ReportLines } from './compare-reports.js';
import { applyIrsName } from './irs-name.js';
import { type AlertDraft, findPreviousCompletedReport, findReportFacts, insertAlerts } from './report-facts-repo.js';

/**
 * What follows a report's completion or rejection by operations, run inside the same transaction
 * as the status change so nothing is lost: monitoring comparisons, alerts and the events that mail the lender.
 * The operations console calls these after writing the report's new status (decision 092). A report completed
 * from transcripts passes the lines its facts were read from, which the alerts name (decision 281).
 */
export async function onReportCompleted(trx: Database, reportId: string, lines?: ReportLines): Promise<void> {
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
          {
            periods: previous.periods,
            totalLiabilityCents: previous.total_liability_cents,
            riskLevel: previous.risk_level,
          },
          { periods: report.periods, totalLiabilityCents: report.total_liability_cents, riskLevel: report.risk_level },
          lines,
        ),
      );
    }
  }
  if (renamed) alerts.push(renamed);
  const alertIds = await insertAlerts(trx, report, alerts, at);
  const lenderId = report.lender_id;
  await recordEvent(
    trx,
    {
      type: 'report.completed',
      lenderId,
      payload: { clientId: report.client_id, orderId: report.order_id, reportId: report.id },
    },
    at,
  );
  if (alertIds.length > 0) {
    await recordEvent(
      trx,
      {
        type: 'alert.raised',
        lenderId,
        payload: { clientId: report.client_id, reportId: report.id, alertIds, cause: 'REPORT' },
      },
      at,
    );
  }
}

/** The REJECTED alert itself is written by the operations console; this adds the event (and so the mail). */
export async function onReportRejected(trx: Database, reportId: string): Promise<void> {
  const report = await findReportFacts(trx, reportId);
  if (!report || report.status !== 'REJECTED') return;
  const at = report.rejected_at ?? new Date();
  const reasonCode = report.rejection_code;
  await recordEvent(
    trx,
    {
      type: 'order.rejected',
      lenderId: report.lender_id,
      payload: {
        clientId: report.client_id,
        orderId: report.order_id,
        reportId: report.id,
        reasonCode,
        reasonLabel: reasonCode ? rejectionReasonLabel(reasonCode) : null,
      },
    },
    at,
  );
}
