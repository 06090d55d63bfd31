import type { Database } from '../../../db/connection.js';
import { randomUUID } from 'node:crypto';
import type { AddOnCode } from '../../../db/schema-billing-whitelist.js';
import {
  buildInvoiceLineRow,
  type CreatedInvoice,
  type InvoiceInput,
  type InvoiceLineInput,
} from '../factories/invoices.js';
import { insertInChunks } from './insert-in-chunks.js';

/** Lines not yet invoiced (the current month) or, with invoiceId, lines of an issued invoice. */
export async function createInvoiceLines(db: Database, inputs: InvoiceLineInput[]): Promise<Array<{ id: string }>> {
  const rows = inputs.map(buildInvoiceLineRow);
  await insertInChunks(db, 'invoice_lines', rows);
  return rows.map((r) => ({ id: r.id }));
}

export async function createInvoice(db: Database, input: InvoiceInput): Promise<CreatedInvoice> {
  const id = input.id ?? randomUUID();
  const [year, month] = input.periodMonth.split('-').map(Number) as [number, number];
  const invoiceDate = input.invoiceDate ?? new Date(Date.UTC(year, month, 1, 12));
  const status = input.status ?? 'Paid';
  const issued = status !== 'Pending';
  const lines = (input.lines ?? []).map((line) =>
    buildInvoiceLineRow({
      lineDate: new Date(Date.UTC(year, month - 1, 15, 15)),
      ...line,
      lenderId: input.lenderId,
      invoiceId: id,
    }),
  );
  const amountCents = lines.reduce((sum, line) => sum + line.amount_cents, 0);
  await db
    .insertInto('invoices')
    .values({
      id,
      lender_id: input.lenderId,
      period_month: input.periodMonth,
      invoice_date: invoiceDate,
      amount_cents: amountCents,
      status,
      external_id:
        input.externalId !== undefined
          ? input.externalId
          : issued
            ? `INV-${input.periodMonth.slice(0, 7).replace('-', '')}-${id.slice(0, 8)}`
            : null,
      issued_at: input.issuedAt !== undefined ? input.issuedAt : issued ? invoiceDate : null,
    })
    .execute();
  await insertInChunks(db, 'invoice_lines', lines);
  return { id, amountCents, lineIds: lines.map((l) => l.id) };
}

/** A lender's add-on prices (its pricing schedule's add-on part), in cents. */
export async function setAddOnPrices(
  db: Database,
  lenderId: string,
  prices: Partial<Record<AddOnCode, number>>,
): Promise<void> {
  for (const [addOn, cents] of Object.entries(prices) as Array<[AddOnCode, number]>) {
    await db
      .insertInto('lender_add_on_prices')
      .values({ lender_id: lenderId, add_on: addOn, price_cents: cents })
      .onConflict((oc) => oc.columns(['lender_id', 'add_on']).doUpdateSet({ price_cents: cents }))
      .execute();
  }
}
