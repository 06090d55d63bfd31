import type { OpsBilling, PricingSchedule } from '@taxlens/contracts';
import type { Database } from '../../db/connection.js';
import { recordAudit } from '../../platform/audit.js';
import { notFound } from '../../platform/errors.js';
import { monthLabel, monthOfPeriod } from './billing-month.js';
import { markPaid } from './billing-repo.js';
import { invoiceNumber } from './month-close.js';
import { syncSandbox } from '../lenders/index.js';
import { getPricingSchedule, savePricingSchedule } from './pricing.js';
import * as repo from './repo.js';

type OpsActor = { db: Database; userId: string; ip: string; now: Date };

export async function getLenderBilling(db: Database, lenderId: string): Promise<OpsBilling> {
  const companyName = await repo.findLenderName(db, lenderId);
  if (companyName === undefined) throw notFound('The lender');
  const invoices = await repo.listInvoices(db, lenderId);
  return {
    lender: { id: lenderId, companyName },
    pricing: await getPricingSchedule(db, lenderId),
    invoices: invoices.map((i) => ({
      id: i.id,
      periodMonth: monthLabel(monthOfPeriod(i.period_month)),
      invoiceDate: new Date(i.invoice_date).toISOString(),
      amount: Number(i.amount_cents),
      status: i.status,
      fbInvoiceId: i.external_id,
      paidAt: i.paid_at ? new Date(i.paid_at).toISOString() : null,
    })),
  };
}

export async function updatePricing(actor: OpsActor, lenderId: string, schedule: PricingSchedule): Promise<OpsBilling> {
  if ((await repo.findLenderName(actor.db, lenderId)) === undefined) throw notFound('The lender');
  await actor.db.transaction().execute(async (trx) => {
    const before = await getPricingSchedule(trx, lenderId);
    await savePricingSchedule(trx, lenderId, schedule);
    await syncSandbox(trx, lenderId);
    await recordAudit(trx, {
      userId: actor.userId,
      lenderId,
      action: 'billing.pricing_changed',
      targetType: 'lender',
      targetId: lenderId,
      ip: actor.ip,
      details: { before, after: schedule },
    });
  });
  return getLenderBilling(actor.db, lenderId);
}

export async function markInvoicePaid(actor: OpsActor, lenderId: string, invoiceId: string): Promise<OpsBilling> {
  await actor.db.transaction().execute(async (trx) => {
    const invoice = await repo.findInvoiceById(trx, lenderId, invoiceId);
    if (!invoice) throw notFound('The invoice');
    if (invoice.status === 'Paid') return;
    await markPaid(trx, invoiceId, {
      paidAt: actor.now,
      // A paid invoice is final: it gets its number (and so its View link) if it had none.
      issuedAt: invoice.issued_at ?? actor.now,
      externalId: invoice.external_id ?? invoiceNumber(lenderId, monthOfPeriod(invoice.period_month)),
    });
    await recordAudit(trx, {
      userId: actor.userId,
      lenderId,
      action: 'billing.invoice_paid',
      targetType: 'invoice',
      targetId: invoiceId,
      ip: actor.ip,
      details: { previousStatus: invoice.status, amountCents: Number(invoice.amount_cents) },
    });
  });
  return getLenderBilling(actor.db, lenderId);
}
