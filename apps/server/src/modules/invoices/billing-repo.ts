import type { PricingSchedule } from '@taxlens/contracts';
import { sql } from 'kysely';
import type { Database } from '../../db/connection.js';
import { realLender } from '../../db/queries/real-lender.js';

// SQL of month close, pricing schedules and paying invoices (operations' billing).

/** Real lenders with uninvoiced lines dated in [from, to); one lender only when `lenderId` is given. */
export async function listLendersToInvoice(db: Database, from: Date, to: Date, lenderId?: string): Promise<string[]> {
  let pending = db
    .selectFrom('invoice_lines')
    .select('lender_id')
    .distinct()
    .where('invoice_id', 'is', null)
    .where('line_date', '>=', from)
    .where('line_date', '<', to)
    // Sandboxes are never invoiced (decision 189); they write no lines, and this keeps it so.
    .where(realLender('invoice_lines.lender_id'));
  if (lenderId) pending = pending.where('lender_id', '=', lenderId);
  return (await pending.execute()).map((r) => r.lender_id);
}

/** The month's invoice, unless the lender has one for that month already (then undefined). */
export async function insertMonthInvoice(
  trx: Database,
  input: { lenderId: string; periodMonth: string; invoiceDate: string; externalId: string; now: Date },
) {
  // Any unique conflict, not only (lender, month)'s: PostgreSQL checks a concurrent run's row on whichever
  // unique index comes first, and a conflict on the invoice number raised instead of waiting (CI saw it).
  // closeMonth tells the two apart.
  return trx
    .insertInto('invoices')
    .values({
      lender_id: input.lenderId,
      period_month: input.periodMonth,
      invoice_date: input.invoiceDate,
      status: 'Pending',
      external_id: input.externalId,
      issued_at: input.now,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
}

/** Whether the lender's invoice of that month exists (a run that inserted nothing tells why). */
export async function hasMonthInvoice(trx: Database, lenderId: string, periodMonth: string): Promise<boolean> {
  const row = await trx
    .selectFrom('invoices')
    .select('id')
    .where('lender_id', '=', lenderId)
    .where('period_month', '=', periodMonth as never)
    .executeTakeFirst();
  return row !== undefined;
}

/** The lender's uninvoiced lines dated in [from, to) go on the invoice, whose amount becomes their sum. */
export async function attachLinesToInvoice(
  trx: Database,
  input: { lenderId: string; invoiceId: string; from: Date; to: Date },
): Promise<void> {
  await trx
    .updateTable('invoice_lines')
    .set({ invoice_id: input.invoiceId })
    .where('lender_id', '=', input.lenderId)
    .where('invoice_id', 'is', null)
    .where('line_date', '>=', input.from)
    .where('line_date', '<', input.to)
    .execute();
  await trx
    .updateTable('invoices')
    .set({
      amount_cents: sql<number>`(select coalesce(sum(amount_cents), 0) from invoice_lines where invoice_id = ${input.invoiceId})`,
    })
    .where('id', '=', input.invoiceId)
    .execute();
}

export async function listLenderProducts(db: Database, lenderId: string) {
  return db
    .selectFrom('lender_products')
    .select(['report_type', 'delivery', 'product_code', 'label', 'price_cents'])
    .where('lender_id', '=', lenderId)
    .orderBy('report_type')
    .orderBy('price_cents', 'desc')
    .execute();
}

export async function listAddOnPrices(db: Database, lenderId: string) {
  return db
    .selectFrom('lender_add_on_prices')
    .select(['add_on', 'price_cents'])
    .where('lender_id', '=', lenderId)
    .execute();
}

/** Sets a product's price; false when the lender has no such product. */
export async function setProductPrice(
  db: Database,
  lenderId: string,
  p: PricingSchedule['products'][number],
): Promise<boolean> {
  const updated = await db
    .updateTable('lender_products')
    .set({ price_cents: p.priceCents })
    .where('lender_id', '=', lenderId)
    .where('report_type', '=', p.reportType as never)
    .where('delivery', '=', p.delivery as never)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) !== 0;
}

export async function saveAddOnPrice(
  db: Database,
  lenderId: string,
  a: PricingSchedule['addOns'][number],
): Promise<void> {
  await db
    .insertInto('lender_add_on_prices')
    .values({ lender_id: lenderId, add_on: a.addOn, price_cents: a.priceCents })
    .onConflict((oc) => oc.columns(['lender_id', 'add_on']).doUpdateSet({ price_cents: a.priceCents }))
    .execute();
}

export async function markPaid(
  trx: Database,
  invoiceId: string,
  input: { paidAt: Date; issuedAt: Date; externalId: string },
): Promise<void> {
  await trx
    .updateTable('invoices')
    .set({ status: 'Paid', paid_at: input.paidAt, issued_at: input.issuedAt, external_id: input.externalId })
    .where('id', '=', invoiceId)
    .execute();
}
