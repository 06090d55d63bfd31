import {
  type PortfolioClientRow,
  type PortfolioList,
  type PortfolioOrderRow,
  type PortfolioOverviewRow,
  rejectionReasonLabel,
} from '@taxlens/contracts';
import { toCsv } from '../../platform/csv.js';

type Row = Record<string, unknown>;
const iso = (v: unknown): string => new Date(v as string | Date).toISOString();
const isoOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : iso(v));
const dateOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : String(v).slice(0, 10));

function clientRow(r: Row): PortfolioClientRow {
  return {
    id: String(r.id),
    businessName: String(r.business_name),
    clientType: String(r.client_type),
    taxIdKind: String(r.tax_id_kind),
    taxIdLast4: String(r.tax_id_last4),
    status: String(r.status),
    monitoringFrequency: String(r.monitoring_frequency),
    authorizationExpiresOn: dateOrNull(r.authorization_expires_on),
    createdAt: iso(r.created_at),
  };
}

function orderRow(r: Row): PortfolioOrderRow {
  return {
    id: String(r.id),
    clientId: String(r.client_id),
    businessName: String(r.business_name),
    reportType: String(r.report_type),
    delivery: String(r.delivery),
    status: String(r.status),
    placedBy: String(r.placed_by),
    reportId: r.report_id ? String(r.report_id) : null,
    createdAt: iso(r.created_at),
    completedAt: isoOrNull(r.completed_at),
    rejectedAt: isoOrNull(r.rejected_at),
    rejectionCode: r.rejection_code ? String(r.rejection_code) : null,
  };
}

function overviewRow(r: Row): PortfolioOverviewRow {
  return {
    reportId: String(r.id),
    clientId: String(r.client_id),
    businessName: String(r.business_name),
    reportDate: String(r.report_date).slice(0, 10),
    totalLiability: Number(r.total_liability_cents),
    riskLevel: String(r.risk_level),
    categories: (r.categories as string[]) ?? [],
  };
}

export function toListRow(list: PortfolioList, r: Row) {
  if (list === 'orders') return orderRow(r);
  if (list === 'overview') return overviewRow(r);
  return clientRow(r);
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The CSV of a list: the columns its table shows, plus ids a spreadsheet can join on. */
export function toCsvExport(list: PortfolioList, rows: unknown[]): string {
  if (list === 'orders') {
    return toCsv(
      ['Order ID', 'Client ID', 'Client', 'Report Type', 'Delivery', 'Status', 'Placed By', 'Placed', 'Completed', 'Rejected', 'Rejection Reason'],
      (rows as PortfolioOrderRow[]).map((o) => [o.id, o.clientId, o.businessName, o.reportType, o.delivery, o.status, o.placedBy, o.createdAt, o.completedAt, o.rejectedAt, o.rejectionCode ? rejectionReasonLabel(o.rejectionCode) : '']),
    );
  }
  if (list === 'overview') {
    return toCsv(
      ['Report ID', 'Client ID', 'Client', 'Report Date', 'Total Liability (USD)', 'Risk', 'Categories'],
      (rows as PortfolioOverviewRow[]).map((o) => [o.reportId, o.clientId, o.businessName, o.reportDate, dollars(o.totalLiability), o.riskLevel, o.categories.join(' ')]),
    );
  }
  return toCsv(
    ['Client ID', 'Client', 'Type', 'Tax ID', 'Status', 'Monitoring', 'Form 8821 Expires', 'Created'],
    (rows as PortfolioClientRow[]).map((c) => [c.id, c.businessName, c.clientType, `${c.taxIdKind} ***${c.taxIdLast4}`, c.status, c.monitoringFrequency, c.authorizationExpiresOn, c.createdAt]),
  );
}
