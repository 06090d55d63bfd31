import { z } from 'zod';
import { INVOICE_STATUSES, REPORT_TYPES } from './domain.js';
import { SERVICE_LEVELS } from './orders.js';
import { ADD_ONS, type AddOnCode } from './order-labels.js';

/** Spec 2 §3: the invoice dashboard. */
export const invoiceDashboardSchema = z.object({
  currentInvoice: z.object({
    invoiceDate: z.string(),
    productCounts: z.array(z.object({ label: z.string(), count: z.number().int() })),
    amount: z.number().int(),
  }),
  pastInvoices: z.array(
    z.object({
      invoiceDate: z.string(),
      amount: z.number().int(),
      status: z.enum(INVOICE_STATUSES),
      fbInvoiceId: z.string().nullable(),
    }),
  ),
});
export type InvoiceDashboard = z.infer<typeof invoiceDashboardSchema>;

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** GET /invoice/all?month=&year=: month by name (as in 'Month Year') or number. */
export const invoiceExportQuerySchema = z.object({
  month: z
    .string()
    .trim()
    .refine((m) => parseMonth(m) !== null, 'Month must be its name (January) or number (1-12).'),
  year: z.coerce.number().int().min(2000).max(2100),
});

/** 'March' or '3' -> 3; anything else -> null. */
export function parseMonth(text: string): number | null {
  const byName = MONTH_NAMES.findIndex((m) => m.toLowerCase() === text.trim().toLowerCase());
  if (byName >= 0) return byName + 1;
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 && n <= 12 ? n : null;
}

/** Spec 2 §5: the export month is parsed from 'Month Year'. */
export function parseInvoiceDate(invoiceDate: string): { month: string; year: number } | null {
  const match = /^([A-Za-z]+) (\d{4})$/.exec(invoiceDate.trim());
  if (!match || parseMonth(match[1]!) === null) return null;
  return { month: match[1]!, year: Number(match[2]) };
}

export const invoiceViewQuerySchema = z.object({ attachment: z.enum(['true', 'false']).default('false') });

export { ADD_ONS, type AddOnCode };

/** The operations console's pricing schedule of one lender (integer cents). */
export const pricingScheduleSchema = z.object({
  products: z.array(
    z.object({
      reportType: z.string(),
      delivery: z.string(),
      label: z.string(),
      priceCents: z.number().int().min(0).max(100_000_00),
    }),
  ),
  addOns: z.array(
    z.object({
      addOn: z.enum(ADD_ONS.map((a) => a.code) as [AddOnCode, ...AddOnCode[]]),
      label: z.string(),
      priceCents: z.number().int().min(0).max(100_000_00),
    }),
  ),
});
export type PricingSchedule = z.infer<typeof pricingScheduleSchema>;

export const opsInvoiceSchema = z.object({
  id: z.string(),
  periodMonth: z.string(),
  invoiceDate: z.string(),
  amount: z.number().int(),
  status: z.enum(INVOICE_STATUSES),
  fbInvoiceId: z.string().nullable(),
  paidAt: z.string().nullable(),
});
export const opsBillingSchema = z.object({
  lender: z.object({ id: z.string(), companyName: z.string() }),
  pricing: pricingScheduleSchema,
  invoices: z.array(opsInvoiceSchema),
});
export type OpsBilling = z.infer<typeof opsBillingSchema>;
export type OpsInvoice = z.infer<typeof opsInvoiceSchema>;

/** The label of an invoice line's product code: a service level of spec 2 §9 or a report type. */
export function productLabel(productCode: string): string {
  return (
    SERVICE_LEVELS.find((l) => l.value === productCode)?.name ??
    REPORT_TYPES.find((t) => t.code === productCode)?.label ??
    productCode
  );
}
