import type { RejectionReason, ReportKind, ReportStatus, ReportTypeCode, TaxPeriod } from '@taxlens/contracts';
import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import { deriveReport } from '../../../domain/derive-report.js';
import type { ReportsTable } from '../../../db/schema-portfolio.js';
import { toIsoDate } from './sequence.js';

/** What a report adds to its order; every field defaults consistently with the status. */
export type ReportDetails = {
  id?: string;
  periods?: TaxPeriod[];
  /** 'YYYY-MM-DD'; defaults to the completion day (UTC). */
  reportDate?: string;
  rejectionCode?: RejectionReason;
  rejectionNote?: string | null;
  createdAt?: Date;
  startedAt?: Date | null;
  completedAt?: Date | null;
  rejectedAt?: Date | null;
};

export type ReportInput = ReportDetails & {
  lenderId: string;
  clientId: string;
  /** Required for kind ORDER (the default when given), absent for MONITORING. */
  orderId?: string | null;
  kind?: ReportKind;
  reportType?: ReportTypeCode;
  status?: ReportStatus;
};

export type ReportRow = Insertable<ReportsTable> & { id: string };

export type CreatedReport = {
  id: string;
  status: ReportStatus;
  totalLiabilityCents: number;
  categories: string[];
  riskLevel: string | null;
};

/** Every income-tax return of the last three years filed, nothing owed. */
export function cleanPeriods(reportDate: string): TaxPeriod[] {
  const year = Number(reportDate.slice(0, 4));
  return [1, 2, 3].map((back) => ({
    form: '1120S' as const,
    period: String(year - back),
    filed: true,
    filedOn: `${year - back + 1}-03-10` <= reportDate ? `${year - back + 1}-03-10` : null,
    balanceCents: 0,
    installmentAgreement: false,
    iaInDefault: false,
    lienFiledOn: null,
    levyNoticeOn: null,
  }));
}

/** The row to insert; a COMPLETED report carries the figures derive-report computes from its periods. */
export function buildReportRow(input: ReportInput, now: Date = new Date()): ReportRow {
  const status = input.status ?? 'PENDING';
  const createdAt = input.createdAt ?? now;
  const started = status === 'PENDING' ? null : (input.startedAt ?? createdAt);
  const completedAt = status === 'COMPLETED' ? (input.completedAt ?? now) : null;
  const rejectedAt = status === 'REJECTED' ? (input.rejectedAt ?? now) : null;
  const base: ReportRow = {
    id: input.id ?? randomUUID(),
    lender_id: input.lenderId,
    client_id: input.clientId,
    order_id: input.orderId ?? null,
    kind: input.kind ?? (input.orderId ? 'ORDER' : 'MONITORING'),
    report_type: input.reportType ?? 'TAXLENS',
    status,
    rejection_code: status === 'REJECTED' ? (input.rejectionCode ?? 'SIGNATURE_MISSING_DECLINED') : null,
    rejection_note: status === 'REJECTED' ? (input.rejectionNote ?? null) : null,
    created_at: createdAt,
    started_at: started,
    completed_at: completedAt,
    rejected_at: rejectedAt,
  };
  if (!completedAt) return base;
  const reportDate = input.reportDate ?? toIsoDate(completedAt);
  const periods = input.periods ?? cleanPeriods(reportDate);
  const derived = deriveReport(periods, reportDate);
  return {
    ...base,
    report_date: reportDate,
    periods: JSON.stringify(periods),
    total_liability_cents: derived.totalLiabilityCents,
    categories: derived.categories,
    risk_level: derived.riskLevel,
  };
}

export function describeReport(row: ReportRow): CreatedReport {
  return {
    id: row.id,
    status: row.status ?? 'PENDING',
    totalLiabilityCents: row.total_liability_cents ?? 0,
    categories: row.categories ?? [],
    riskLevel: row.risk_level ?? null,
  };
}
