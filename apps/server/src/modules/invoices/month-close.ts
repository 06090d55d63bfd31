import type { Database } from '../../db/connection.js';
import { attachLinesToInvoice, hasMonthInvoice, insertMonthInvoice, listLendersToInvoice } from './billing-repo.js';
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
  const lenders = await listLendersToInvoice(db, from, to, options.lenderId);

  const issued: string[] = [];
  for (const lenderId of lenders) {
    const externalId = invoiceNumber(lenderId, month);
    const id = await db.transaction().execute(async (trx) => {
      const invoice = await insertMonthInvoice(trx, {
        lenderId,
        periodMonth: periodKey(month),
        invoiceDate: periodKey(nextMonth(month)),
        externalId,
        now,
      });
      if (!invoice) {
        // Another run issued this lender's month first; else the number belongs to another lender's invoice.
        if (await hasMonthInvoice(trx, lenderId, periodKey(month))) return null;
        throw new Error(`Invoice number ${externalId} is already another invoice's`);
      }
      await attachLinesToInvoice(trx, { lenderId, invoiceId: invoice.id, from, to });
      return invoice.id;
    });
    if (id) issued.push(id);
  }
  return { month, issued };
}
