import {
  formStageText,
  type PortfolioClientRow,
  type PortfolioList,
  type PortfolioOrderRow,
  type PortfolioOverviewRow,
  rejectionReasonLabel,
} from '@taxlens/contracts';
import type { CsvColumn } from '../../platform/csv.js';

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

export type ListRow = PortfolioClientRow | PortfolioOrderRow | PortfolioOverviewRow;

export function toListRow(list: PortfolioList, r: Row): ListRow {
  if (list === 'orders') return orderRow(r);
  if (list === 'overview') return overviewRow(r);
  return clientRow(r);
}

const clientColumns: CsvColumn<PortfolioClientRow>[] = [
  { header: 'Client ID', type: 'text', value: (c) => c.id },
  { header: 'Client', type: 'text', value: (c) => c.businessName },
  { header: 'Type', type: 'text', value: (c) => c.clientType },
  { header: 'Tax ID', type: 'text', value: (c) => `${c.taxIdKind} ***${c.taxIdLast4}` },
  { header: 'Status', type: 'text', value: (c) => c.status },
  { header: 'Monitoring', type: 'text', value: (c) => c.monitoringFrequency },
  { header: 'Form 8821 Expires', type: 'date', value: (c) => c.authorizationExpiresOn },
  { header: 'Created', type: 'time', value: (c) => c.createdAt },
];

const orderColumns: CsvColumn<PortfolioOrderRow>[] = [
  { header: 'Order ID', type: 'text', value: (o) => o.id },
  { header: 'Client ID', type: 'text', value: (o) => o.clientId },
  { header: 'Client', type: 'text', value: (o) => o.businessName },
  { header: 'Report Type', type: 'text', value: (o) => o.reportType },
  { header: 'Delivery', type: 'text', value: (o) => o.delivery },
  { header: 'Status', type: 'text', value: (o) => o.status },
  { header: 'Placed By', type: 'text', value: (o) => o.placedBy },
  { header: 'Placed', type: 'time', value: (o) => o.createdAt },
  { header: 'Completed', type: 'time', value: (o) => o.completedAt },
  { header: 'Rejected', type: 'time', value: (o) => o.rejectedAt },
  {
    header: 'Rejection Reason',
    type: 'text',
    value: (o) => (o.rejectionCode ? rejectionReasonLabel(o.rejectionCode) : null),
  },
];

const overviewColumns: CsvColumn<PortfolioOverviewRow>[] = [
  { header: 'Report ID', type: 'text', value: (o) => o.reportId },
  { header: 'Client ID', type: 'text', value: (o) => o.clientId },
  { header: 'Client', type: 'text', value: (o) => o.businessName },
  { header: 'Report Date', type: 'date', value: (o) => o.reportDate },
  { header: 'Currency', type: 'text', value: () => 'USD' },
  { header: 'Total Liability', type: 'money', value: (o) => o.totalLiability },
  { header: 'Risk', type: 'text', value: (o) => o.riskLevel },
  { header: 'Categories', type: 'text', value: (o) => o.categories.join(' ') },
];

/** The lists that show each client's form's stage (decision 287), on screen and in their exports. */
export const LISTS_WITH_FORM_STAGE: readonly PortfolioList[] = ['incomplete-auth', 'expiring-forms'];

// After the expiry, as the lists' tables show it; the same words as their column.
const formStageColumn: CsvColumn<PortfolioClientRow> = {
  header: 'Form 8821 Stage',
  type: 'text',
  value: (c) => (c.formStage ? formStageText(c.formStage, c.formRejectionCode) : null),
};
const withFormStage = (columns: CsvColumn<PortfolioClientRow>[]) => {
  const at = columns.findIndex((c) => c.header === 'Form 8821 Expires') + 1;
  return [...columns.slice(0, at), formStageColumn, ...columns.slice(at)];
};

/** The CSV columns of a list: the columns its table shows, plus ids a spreadsheet can join on. */
export function csvColumnsOf(list: PortfolioList): CsvColumn<ListRow>[] {
  // Each list's rows are of its own shape (toListRow): the columns match them by construction.
  const columns =
    list === 'orders'
      ? orderColumns
      : list === 'overview'
        ? overviewColumns
        : LISTS_WITH_FORM_STAGE.includes(list)
          ? withFormStage(clientColumns)
          : clientColumns;
  return columns as unknown as CsvColumn<ListRow>[];
}
