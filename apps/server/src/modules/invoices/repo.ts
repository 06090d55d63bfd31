import type { InvoiceStatus } from '@taxlens/contracts';
import { sql } from 'kysely';
import type { Database } from '../../db/connection.js';

export type InvoiceRow = {
  id: string;
  lender_id: string;
  period_month: string | Date;
  invoice_date: Date;
  amount_cents: number;
  status: InvoiceStatus;
  external_id: string | null;
  issued_at: Date | null;
  paid_at: Date | null;
};

const INVOICE_COLUMNS = [
  'id',
  'lender_id',
  'period_month',
  'invoice_date',
  'amount_cents',
  'status',
  'external_id',
  'issued_at',
  'paid_at',
] as const;

export async function listInvoices(db: Database, lenderId: string): Promise<InvoiceRow[]> {
  const rows = await db
    .selectFrom('invoices')
    .select(INVOICE_COLUMNS)
    .where('lender_id', '=', lenderId)
    .orderBy('period_month', 'desc')
    .execute();
  return rows as InvoiceRow[];
}

export async function findInvoiceByExternalId(
  db: Database,
  lenderId: string,
  externalId: string,
): Promise<InvoiceRow | undefined> {
  return (await db
    .selectFrom('invoices')
    .select(INVOICE_COLUMNS)
    .where('lender_id', '=', lenderId)
    .where('external_id', '=', externalId)
    .executeTakeFirst()) as InvoiceRow | undefined;
}

export async function findInvoiceById(db: Database, lenderId: string, id: string): Promise<InvoiceRow | undefined> {
  return (await db
    .selectFrom('invoices')
    .select(INVOICE_COLUMNS)
    .where('lender_id', '=', lenderId)
    .where('id', '=', id)
    .executeTakeFirst()) as InvoiceRow | undefined;
}

/** Product code -> number of lines and amount, over [from, to). */
export async function summarizeLines(db: Database, lenderId: string, from: Date, to: Date) {
  return db
    .selectFrom('invoice_lines')
    .select([
      'product_code',
      sql<number>`count(*)::int`.as('n'),
      sql<string>`coalesce(sum(amount_cents), 0)::text`.as('cents'),
    ])
    .where('lender_id', '=', lenderId)
    .where('line_date', '>=', from)
    .where('line_date', '<', to)
    .groupBy('product_code')
    .orderBy('product_code')
    .execute();
}

export type ExportLine = {
  line_date: Date;
  description: string;
  product_code: string;
  amount_cents: number;
  business_name: string | null;
  order_report_type: string | null;
  report_report_type: string | null;
  delivery: string | null;
  record_of_account: boolean | null;
  tax_return_transcripts: boolean | null;
  wage_income: boolean | null;
  placed_by_first: string | null;
  placed_by_last: string | null;
};

/** A month's lines with their order, client and who placed it, oldest first. */
export async function listLinesWithOrders(db: Database, lenderId: string, from: Date, to: Date): Promise<ExportLine[]> {
  const rows = await db
    .selectFrom('invoice_lines as l')
    .leftJoin('orders as o', (j) => j.onRef('o.id', '=', 'l.order_id').onRef('o.lender_id', '=', 'l.lender_id'))
    .leftJoin('reports as r', (j) => j.onRef('r.id', '=', 'l.report_id').onRef('r.lender_id', '=', 'l.lender_id'))
    .leftJoin('clients as c', (j) =>
      j
        .on((eb) => eb('c.id', '=', eb.fn.coalesce('o.client_id', 'r.client_id')))
        .onRef('c.lender_id', '=', 'l.lender_id'),
    )
    .leftJoin('users as u', 'u.id', 'o.placed_by')
    .select([
      'l.line_date',
      'l.description',
      'l.product_code',
      'l.amount_cents',
      'c.business_name',
      'o.report_type as order_report_type',
      'r.report_type as report_report_type',
      'o.delivery',
      'o.record_of_account',
      'o.tax_return_transcripts',
      'o.wage_income',
      'u.first_name as placed_by_first',
      'u.last_name as placed_by_last',
    ])
    .where('l.lender_id', '=', lenderId)
    .where('l.line_date', '>=', from)
    .where('l.line_date', '<', to)
    .orderBy('l.line_date')
    .orderBy('l.id')
    .execute();
  return rows as unknown as ExportLine[];
}

/** A real lender's name; billing never reaches a sandbox (decision 189). */
export async function findLenderName(db: Database, lenderId: string): Promise<string | undefined> {
  return (
    await db
      .selectFrom('lenders')
      .select('company_name')
      .where('id', '=', lenderId)
      .where('sandbox_of', 'is', null)
      .executeTakeFirst()
  )?.company_name;
}
