import { ADD_ONS, type AddOnPrices, type PricingSchedule, productLabel, REPORT_TYPES } from '@taxlens/contracts';
import type { Database } from '../../db/connection.js';
import type { AddOnCode } from '../../db/schema-billing-whitelist.js';
import { badRequest } from '../../platform/errors.js';
import { listAddOnPrices, listLenderProducts, saveAddOnPrice, setProductPrice } from './billing-repo.js';

/**
 * A lender's pricing schedule: the price of each product it may order (report type and delivery,
 * kept on lender_products) and of each add-on. An add-on without a price is not billed.
 */
export async function getPricingSchedule(db: Database, lenderId: string): Promise<PricingSchedule> {
  const products = await listLenderProducts(db, lenderId);
  const addOnPrices = await loadAddOnPrices(db, lenderId);
  return {
    products: products.map((p) => ({
      reportType: p.report_type,
      delivery: p.delivery,
      label: `${REPORT_TYPES.find((t) => t.code === p.report_type)?.label ?? p.report_type}, ${p.label || productLabel(p.product_code)}`,
      priceCents: Number(p.price_cents),
    })),
    addOns: ADD_ONS.map((a) => ({ addOn: a.code, label: a.label, priceCents: addOnPrices.get(a.code) ?? 0 })),
  };
}

async function loadAddOnPrices(db: Database, lenderId: string): Promise<Map<AddOnCode, number>> {
  const rows = await listAddOnPrices(db, lenderId);
  return new Map(rows.map((r) => [r.add_on, Number(r.price_cents)]));
}

/** Saves the prices given; a product the lender does not have is refused. Run inside a transaction. */
export async function savePricingSchedule(db: Database, lenderId: string, schedule: PricingSchedule): Promise<void> {
  for (const p of schedule.products) {
    if (!(await setProductPrice(db, lenderId, p)))
      throw badRequest(`This lender has no product ${p.reportType} / ${p.delivery}.`, 'products');
  }
  for (const a of schedule.addOns) {
    await saveAddOnPrice(db, lenderId, a);
  }
}

/** Each add-on's price keyed as the order form names it (an add-on without a price costs 0). */
export async function getAddOnPrices(db: Database, lenderId: string): Promise<Required<AddOnPrices>> {
  const prices = await loadAddOnPrices(db, lenderId);
  return Object.fromEntries(ADD_ONS.map((a) => [a.key, prices.get(a.code) ?? 0])) as Required<AddOnPrices>;
}
