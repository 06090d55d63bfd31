import type { Database } from '../../db/connection.js';
import { recordAudit } from '../../platform/audit.js';
import { type AlertDraft, type ReportFacts, renameClient } from './report-facts-repo.js';

const normalize = (name: string) => name.trim().replace(/\s+/g, ' ').toUpperCase();

/**
 * A completion may carry the business name on the IRS record (reports.irs_name, decision 092).
 * When it differs from the client's name, the client takes the IRS name and the lender is told
 * with a CLIENT_RENAMED alert. Returns that alert, or null when the names agree.
 */
export async function applyIrsName(db: Database, report: ReportFacts, at: Date): Promise<AlertDraft | null> {
  const irsName = report.irs_name?.trim().replace(/\s+/g, ' ');
  if (!irsName || normalize(irsName) === normalize(report.business_name)) return null;
  await renameClient(db, report, irsName, at);
  await recordAudit(db, {
    userId: null,
    lenderId: report.lender_id,
    action: 'CLIENT_RENAMED',
    targetType: 'client',
    targetId: report.client_id,
    ip: null,
    details: { reportId: report.id, from: report.business_name, to: irsName },
  });
  return {
    type: 'CLIENT_RENAMED',
    title: `Client renamed: ${irsName}`,
    body: `IRS records list this client as "${irsName}". We updated the name from "${report.business_name}".`,
  };
}
