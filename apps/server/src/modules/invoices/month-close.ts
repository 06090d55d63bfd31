import { sql } from 'kysely';
import type { Database } from '../../db/connection.js';
import { realLender } from '../lenders/index.js';
import {
  type BillingMonth,
  monthEndOf,
  monthOf,
  monthStartOf,
  nextMonth,
  periodKey,
  previousMonth,
} from './billing-month.js';

/** The billing-system id of an issued invoice (fbInvoiceId in the API, external_id in the table). */
export const invoiceNumber = (lenderId: string, m: BillingMonth) =>
  `TL-${m.year}${String(m.month).padStart(2, '0')}-${lenderId.replaceAll('-', '').slice(0, 8).toUpperCase()}`;

/**
 * Month close: issues last month's invoice of every lender with uninvoiced lines in that month,
 * from those lines. Idempotent and safe on several instances at once: the invoice insert is
 * unique per lender and month, so a second run (or a concurrent one, which waits on the first's
 * row) inserts nothing and touches no line. A month without lines gets no invoice.
 */
export async function closeMonth(
  db: Database,
  now: Date,
  options: { lenderId?: string } = {},
): Promise<{ month: BillingMonth; issued: string[] }> {
  const month = previousMonth(monthOf(now));
  const from = monthStartOf(month);
  const to = monthEndOf(month);
  let pending = db
    .selectFrom('invoice_lines')
    .select('lender_id')
    .distinct()
    .where('invoice_id', 'is', null)
    .where('line_date', '>=', from)
    .where('line_date', '<', to)
    // Sandboxes are never invoiced (decision 189); they write no lines, and this keeps it so.
    .where(realLender('invoice_lines.lender_id'));
  if (options.lenderId) pending = pending.where('lender_id', '=', options.lenderId);
  const lenders = (await pending.execute()).map((r) => r.lender_id);

  const issued: string[] = [];
  for (const lenderId of lenders) {
    const id = await db.transaction().execute(async (trx) => {
      const invoice = await trx
        .insertInto('invoices')
        .values({
          lender_id: lenderId,
          period_month: periodKey(month),
          invoice_date: periodKey(nextMonth(month)),
          status: 'Pending',
          external_id: invoiceNumber(lenderId, month),
          issued_at: now,
        })
        .onConflict((oc) => oc.columns(['lender_id', 'period_month']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!invoice) return null;
      await trx
        .updateTable('invoice_lines')
        .set({ invoice_id: invoice.id })
        .where('lender_id', '=', lenderId)
        .where('invoice_id', 'is', null)
        .where('line_date', '>=', from)
        .where('line_date', '<', to)
        .execute();
      await trx
        .updateTable('invoices')
        .set({
          amount_cents: sql<number>`(select coalesce(sum(amount_cents), 0) from invoice_lines where invoice_id = ${invoice.id})`,
        })
        .where('id', '=', invoice.id)
        .execute();
      return invoice.id;
    });
    if (id) issued.push(id);
  }
  return { month, issued };
}
