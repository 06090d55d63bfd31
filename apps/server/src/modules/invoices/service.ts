import {
  ADD_ONS,
  BUSINESS_TIME_ZONE,
  DELIVERY_LABELS,
  type DeliveryCode,
  formatDateInZone,
  formatUsd,
  type InvoiceDashboard,
  parseMonth,
  productLabel,
  REPORT_TYPES,
} from '@taxlens/contracts';
import type { Database } from '../../db/connection.js';
import { type CsvColumn, toCsv } from '../../platform/csv.js';
import { notFound } from '../../platform/errors.js';
import { monthEndOf, monthLabel, monthOf, monthOfPeriod, monthStartOf, type BillingMonth } from './billing-month.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import * as repo from './repo.js';

export { closeMonth } from './month-close.js';
export { getAddOnPrices, getPricingSchedule, savePricingSchedule } from './pricing.js';

/** Billing dates are Eastern calendar dates (the billing month is an Eastern month), shown MM.dd.yyyy. */
const billingDate = (d: Date) => formatDateInZone(d, BUSINESS_TIME_ZONE);
const reportTypeLabel = (code: string | null) =>
  code ? (REPORT_TYPES.find((t) => t.code === code)?.label ?? code) : '';

/** GET /invoice/dashboard: this month so far (from its lines) and the issued invoices, newest first. */
export async function getInvoiceDashboard(db: Database, lenderId: string, now: Date): Promise<InvoiceDashboard> {
  const month = monthOf(now);
  const summary = await repo.summarizeLines(db, lenderId, monthStartOf(month), monthEndOf(month));
  const counts = new Map<string, number>();
  for (const row of summary)
    counts.set(productLabel(row.product_code), (counts.get(productLabel(row.product_code)) ?? 0) + Number(row.n));
  const invoices = await repo.listInvoices(db, lenderId);
  return {
    currentInvoice: {
      invoiceDate: monthLabel(month),
      productCounts: [...counts].map(([label, count]) => ({ label, count })),
      amount: summary.reduce((sum, row) => sum + Number(row.cents), 0),
    },
    pastInvoices: invoices.map((i) => ({
      invoiceDate: monthLabel(monthOfPeriod(i.period_month)),
      amount: Number(i.amount_cents),
      status: i.status,
      fbInvoiceId: i.external_id,
    })),
  };
}

type InvoiceCsvLine = repo.ExportLine;

/** Billing dates stay the billing month's calendar dates; the amount is a number, its currency beside it. */
const INVOICE_CSV_COLUMNS: CsvColumn<InvoiceCsvLine>[] = [
  { header: 'Date', type: 'text', value: (l) => billingDate(l.line_date) },
  { header: 'Client', type: 'text', value: (l) => l.business_name },
  { header: 'Report Type', type: 'text', value: (l) => reportTypeLabel(l.order_report_type ?? l.report_report_type) },
  {
    header: 'Delivery',
    type: 'text',
    value: (l) => (l.delivery ? DELIVERY_LABELS[l.delivery as DeliveryCode] : productLabel(l.product_code)),
  },
  { header: 'Add-ons', type: 'text', value: (l) => addOnLabels(l).join('; ') },
  { header: 'Placed By', type: 'text', value: (l) => [l.placed_by_first, l.placed_by_last].filter(Boolean).join(' ') },
  { header: 'Currency', type: 'text', value: () => 'USD' },
  { header: 'Amount', type: 'money', value: (l) => Number(l.amount_cents) },
];

/** GET /invoice/all: one row per line of the month (platform/csv.ts writes the cells by their column's type). */
export async function exportInvoiceCsv(
  db: Database,
  lenderId: string,
  query: { month: string; year: number },
): Promise<{ csv: string; filename: (product: string) => string }> {
  const month: BillingMonth = { year: query.year, month: parseMonth(query.month)! };
  const lines = await repo.listLinesWithOrders(db, lenderId, monthStartOf(month), monthEndOf(month));
  const [name, year] = monthLabel(month).split(' ');
  // No time column: the zone is never named.
  return {
    csv: toCsv(INVOICE_CSV_COLUMNS, lines, 'UTC'),
    filename: (product) => `${product}_${name}_${year}_invoice.csv`,
  };
}

function addOnLabels(line: repo.ExportLine): string[] {
  const ordered = {
    recordOfAccount: line.record_of_account,
    taxReturnTranscripts: line.tax_return_transcripts,
    wageIncome: line.wage_income,
  };
  return ADD_ONS.filter((a) => ordered[a.key]).map((a) => a.label);
}

/** The PDF of an issued invoice; `by` finds it by its billing-system id (lenders) or row id (operations). */
export async function renderInvoice(
  db: Database,
  lenderId: string,
  by: { externalId: string } | { id: string },
  productName: string,
  now: Date,
): Promise<{ pdf: Uint8Array; number: string }> {
  const invoice =
    'externalId' in by
      ? await repo.findInvoiceByExternalId(db, lenderId, by.externalId)
      : await repo.findInvoiceById(db, lenderId, by.id);
  if (!invoice) throw notFound('The invoice');
  const month = monthOfPeriod(invoice.period_month);
  const lines = await repo.listLinesWithOrders(db, lenderId, monthStartOf(month), monthEndOf(month));
  const number = invoice.external_id ?? invoice.id.slice(0, 8).toUpperCase();
  const pdf = await renderInvoicePdf(
    {
      productName,
      invoiceNumber: number,
      lenderName: (await repo.findLenderName(db, lenderId)) ?? '',
      period: monthLabel(month),
      issuedOn: billingDate(invoice.issued_at ?? invoice.invoice_date),
      status: invoice.status,
      lines: lines.map((l) => ({
        date: billingDate(l.line_date),
        description: l.description,
        amount: formatUsd(Number(l.amount_cents)),
      })),
      total: formatUsd(Number(invoice.amount_cents)),
    },
    now,
  );
  return { pdf, number };
}
