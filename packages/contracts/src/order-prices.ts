import { ADD_ONS, type AddOnKey, type AddOnValues } from './order-labels.js';

/** What each add-on costs a lender (integer cents); an add-on without a price costs nothing. */
export type AddOnPrices = Partial<Record<AddOnKey, number>>;

/**
 * The one price computation (docs/decisions/165): an order costs its product's price plus each
 * add-on ordered. The invoice line written at ordering and the prices shown before ordering both
 * come from here, so what a lender sees is what it is billed.
 */
export function priceOrder(
  productPriceCents: number,
  addOns: AddOnValues,
  addOnPrices: AddOnPrices,
): { amountCents: number; addOnLabels: string[] } {
  const chosen = ADD_ONS.filter((a) => addOns[a.key]);
  return {
    amountCents: productPriceCents + chosen.reduce((sum, a) => sum + (addOnPrices[a.key] ?? 0), 0),
    addOnLabels: chosen.map((a) => a.label),
  };
}

/** A bundle places one order per client at the same product and add-ons. */
export function priceBundle(
  productPriceCents: number,
  addOns: AddOnValues,
  addOnPrices: AddOnPrices,
  clientCount: number,
): number {
  return priceOrder(productPriceCents, addOns, addOnPrices).amountCents * clientCount;
}
