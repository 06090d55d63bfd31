import type { InvoiceStatus } from '@taxlens/contracts';
import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { InvoiceLinesTable } from '../../../db/schema-portfolio.js';

export type InvoiceLineInput = {
  lenderId: string;
  invoiceId?: string | null;
  orderId?: string | null;
  reportId?: string | null;
  lineDate?: Date;
  description?: string;
  productCode?: string;
  amountCents?: number;
};

export type InvoiceLineRow = Insertable<InvoiceLinesTable> & { id: string; amount_cents: number };

export function buildInvoiceLineRow(input: InvoiceLineInput): InvoiceLineRow {
  return {
    id: randomUUID(),
    lender_id: input.lenderId,
    invoice_id: input.invoiceId ?? null,
    order_id: input.orderId ?? null,
    report_id: input.reportId ?? null,
    line_date: input.lineDate ?? new Date(),
    description: input.description ?? 'Next Day report',
    product_code: input.productCode ?? 'TGR_NEXT_DAY',
    amount_cents: input.amountCents ?? 89_00,
  };
}

export type InvoiceInput = {
  lenderId: string;
  /** The first day of the billed month, 'YYYY-MM-01'. */
  periodMonth: string;
  id?: string;
  status?: InvoiceStatus;
  /** Defaults to the first day of the following month, when a month is invoiced. */
  invoiceDate?: Date;
  /** The id the billing system knows (fbInvoiceId); defaults to one unless the invoice is Pending. */
  externalId?: string | null;
  issuedAt?: Date | null;
  /** The invoice's lines; its amount is their sum. */
  lines?: Array<Omit<InvoiceLineInput, 'lenderId' | 'invoiceId'>>;
};

export type CreatedInvoice = { id: string; amountCents: number; lineIds: string[] };
