import { CATEGORY_LABELS, maskTaxId, REPORT_TYPES, type ReportView } from '@taxlens/contracts';
import type { Database } from '../../db/connection.js';
import { notFound } from '../../platform/errors.js';
import { findCompletedReport, findUserTimeZone } from './repo.js';

/** One completed report of the selected lender, as its page and its PDF show it; any other id answers 404. */
export async function getReportView(db: Database, lenderId: string, reportId: string): Promise<ReportView> {
  const r = await findCompletedReport(db, lenderId, reportId);
  if (!r || !r.completed_at) throw notFound('The report');
  return {
    id: r.id,
    lenderName: r.company_name,
    clientId: r.client_id,
    businessName: r.business_name,
    maskedTaxId: maskTaxId(r.tax_id_last4, r.tax_id_kind),
    reportType: r.report_type,
    reportTypeLabel: REPORT_TYPES.find((t) => t.code === r.report_type)?.label ?? r.report_type,
    reportDate: r.report_date ?? new Date(r.completed_at).toISOString().slice(0, 10),
    completedAt: new Date(r.completed_at).toISOString(),
    totalLiabilityCents: Number(r.total_liability_cents),
    riskLevel: r.risk_level ?? 'LOW',
    findings: (r.categories ?? []).map((c) => CATEGORY_LABELS[c] ?? c),
    periods: r.periods ?? [],
  };
}

/** The reader's profile zone: the times a person reads are shown in it. */
export async function readerTimeZone(db: Database, userId: string): Promise<string> {
  const row = await findUserTimeZone(db, userId);
  return row?.time_zone ?? 'America/New_York';
}
