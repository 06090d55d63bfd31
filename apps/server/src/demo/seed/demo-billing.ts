import { type InvoiceStatus, REPORT_TYPES } from '@taxlens/contracts';
import type { Insertable } from 'kysely';
import type { InvoicesTable } from '../../db/schema-portfolio.js';
import { monthOf, monthStartOf, periodKey, previousMonth } from '../../modules/invoices/index.js';
import type { Portfolio } from './demo-portfolio.js';
import { buildInvoiceLineRow, type InvoiceLineRow } from './factories/invoices.js';
import { describeProduct, MONITORING_PRODUCT } from './product-catalog.js';
import type { Random } from './random.js';

export type Billing = {
  invoices: Array<Insertable<InvoicesTable> & { id: string; amount_cents: number }>;
  lines: InvoiceLineRow[];
};

// Billing months are Eastern months (docs/decisions/156), as month close counts them.
const monthKey = (d: Date) => periodKey(monthOf(d));

/** The start (midnight Eastern) of the month `back` months before `now`'s month. */
export function monthStart(now: Date, back: number): Date {
  let month = monthOf(now);
  for (let i = 0; i < back; i++) month = previousMonth(month);
  return monthStartOf(month);
}

/**
 * A line per completed order and per monitoring report, billed when delivered. Past months are
 * invoiced (amount = the sum of their lines); the current month's lines wait for the next invoice.
 * `statuses` are the past invoices' statuses, newest billed month first.
 */
export function generateBilling(
  rng: Random,
  portfolio: Portfolio,
  now: Date,
  invoicePrefix: string,
  statuses: readonly InvoiceStatus[],
): Billing {
  const clients = new Map(portfolio.clients.map((c) => [c.id, c.business_name]));
  const orders = new Map(portfolio.orders.map((o) => [o.id, o]));
  const firstMonth = monthStart(now, statuses.length);
  const lines: InvoiceLineRow[] = [];
  for (const report of portfolio.reports) {
    if (report.status !== 'COMPLETED' || (report.completed_at as Date) < firstMonth) continue;
    const order = report.order_id ? orders.get(report.order_id) : undefined;
    const product = order ? describeProduct(order.report_type, order.delivery) : MONITORING_PRODUCT;
    const typeLabel = REPORT_TYPES.find((t) => t.code === report.report_type)!.label;
    lines.push(
      buildInvoiceLineRow({
        lenderId: report.lender_id,
        orderId: order?.id ?? null,
        reportId: report.id,
        lineDate: report.completed_at as Date,
        description: `${order ? `${typeLabel}, ${product.label}` : product.label}: ${clients.get(report.client_id)}`,
        productCode: product.productCode,
        amountCents: product.priceCents,
      }),
    );
  }
  const invoices: Billing['invoices'] = [];
  // Statuses go to the billed months newest first; a month without deliveries has no invoice.
  const billedMonths = statuses
    .map((_, index) => monthKey(monthStart(now, index + 1)))
    .filter((month) => lines.some((l) => monthKey(l.line_date as Date) === month));
  billedMonths.forEach((month, index) => {
    const status = statuses[index]!;
    const monthLines = lines.filter((l) => monthKey(l.line_date as Date) === month);
    const id = rng.uuid();
    const invoiceDate = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 1, 14));
    for (const line of monthLines) line.invoice_id = id;
    invoices.push({
      id,
      lender_id: monthLines[0]!.lender_id,
      period_month: month,
      invoice_date: invoiceDate,
      amount_cents: monthLines.reduce((sum, l) => sum + l.amount_cents, 0),
      status,
      // Pending invoices are not final yet: no billing-system id, so no View link (spec 2).
      external_id: status === 'Pending' ? null : `FB-${invoicePrefix}-${month.slice(0, 7).replace('-', '')}`,
      issued_at: status === 'Pending' ? null : invoiceDate,
    });
  });
  return { invoices, lines };
}
