import {
  checkAddOns,
  decideAddOns,
  DELIVERY_LABELS,
  type AddOnValues,
  type DeliveryCode,
  formatDateInZone,
  passesRoleGuard,
  type Role,
} from '@taxlens/contracts';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors.js';
import type { LenderProduct, OrderableClient } from './repo.js';

// The rules every order call checks again on the server (spec 2 §4-§6), as plain functions of the
// data the service loaded, so each refusal has one place and one message.

/** Who may place orders at all (docs/decisions/062; the list is shared with the web app's menus). */
export { ORDERING_ROLES } from '@taxlens/contracts';
/** Who holds the order-placer right: they choose the order's owner (docs/decisions/062). */
export const ORDER_PLACER_ROLES: readonly Role[] = ['ROLE_LENDERADMIN', 'ROLE_SALES'];
/** Whose name may appear as an order's owner. */
export const ORDER_OWNER_ROLES: readonly Role[] = ['ROLE_LENDERADMIN', 'ROLE_LENDER', 'ROLE_SALES'];

export const hasOrderPlacerRight = (roles: readonly Role[]) => passesRoleGuard(roles, ORDER_PLACER_ROLES);

/** The delivery map's productIdentifier: report type and delivery, e.g. `TAXLENS:NEXT_DAY`. */
export const productIdentifier = (p: { reportType: string; delivery: string }) => `${p.reportType}:${p.delivery}`;

export type OrderingFlags = { canOrderExpress: boolean; canOrderSameDay: boolean };

/** Express and Same Day only when the lender may order them (spec 2 §4). */
export function isDeliveryAllowed(delivery: DeliveryCode, flags: OrderingFlags): boolean {
  if (delivery === 'EXPRESS') return flags.canOrderExpress;
  if (delivery === 'SAME_DAY') return flags.canOrderSameDay;
  return true;
}

export function resolveProduct(
  products: readonly LenderProduct[],
  identifier: string,
  flags: OrderingFlags,
): LenderProduct {
  const product = products.find((p) => productIdentifier(p) === identifier);
  if (!product)
    throw AppError.of(
      400,
      'PRODUCT_NOT_AVAILABLE',
      'This report type and delivery cannot be ordered by your company.',
      { field: 'product' },
    );
  if (!isDeliveryAllowed(product.delivery, flags)) {
    throw AppError.of(
      400,
      'DELIVERY_NOT_ALLOWED',
      `${DELIVERY_LABELS[product.delivery]} delivery is not enabled for your company.`,
      { field: 'product' },
    );
  }
  return product;
}

const ON_DEMAND_DELIVERIES: readonly DeliveryCode[] = ['ON_DEMAND', 'TGR_ONDEMAND'];

export function resolveOnDemandProduct(products: readonly LenderProduct[]): LenderProduct {
  const product = products.find((p) => ON_DEMAND_DELIVERIES.includes(p.delivery));
  if (!product) throw conflict('Your company has no on-demand product to order.');
  return product;
}

/** Every requested client exists at the selected lender and may be ordered for. */
export function checkClients(requested: readonly string[], found: readonly OrderableClient[]): OrderableClient[] {
  if (new Set(requested).size !== requested.length)
    throw badRequest('A client appears twice in the order.', 'clientId');
  const byId = new Map(found.map((c) => [c.id, c]));
  return requested.map((id) => {
    const client = byId.get(id);
    // Another lender's client answers exactly like a missing one.
    if (!client) throw notFound('The client');
    if (client.status === 'ARCHIVED' || client.status === 'CLOSED') {
      throw conflict(`${client.businessName} is ${client.status.toLowerCase()} and cannot be ordered for.`);
    }
    return client;
  });
}

export function checkAddOnSelection(
  product: LenderProduct,
  clients: readonly OrderableClient[],
  values: AddOnValues,
): void {
  const addOns = {
    trtFrequency: product.trtFrequency,
    roaFrequency: product.roaFrequency,
    wiFrequency: product.wiFrequency,
  };
  const problems = checkAddOns(decideAddOns(clients.map((c) => ({ clientType: c.clientType, addOns }))), values);
  if (problems.length > 0) {
    throw new AppError(
      400,
      problems.map((value) => ({ key: 'ADD_ON_NOT_ALLOWED', value })),
    );
  }
}

export function checkNoPendingOrder(
  clients: readonly OrderableClient[],
  open: readonly { client_id: string; delivery: string; created_at: Date }[],
  readerTimeZone: string,
): void {
  const messages = open.map((o) => {
    const name = clients.find((c) => c.id === o.client_id)?.businessName ?? 'The client';
    return {
      key: 'PENDING_ORDER',
      value: `A ${DELIVERY_LABELS[o.delivery as DeliveryCode] ?? o.delivery} order already exists for ${name}; it was placed on ${formatDateInZone(new Date(o.created_at), readerTimeZone)}.`,
    };
  });
  if (messages.length > 0) throw new AppError(409, messages);
}

/** The owner: required and checked when the user holds the order-placer right, else the user. */
export function resolveOwner(
  input: { ownerId: string | undefined; userId: string; roles: readonly Role[] },
  owners: readonly { id: string }[],
): string {
  if (!hasOrderPlacerRight(input.roles)) {
    if (input.ownerId && input.ownerId !== input.userId)
      throw badRequest('You cannot choose an order placer.', 'ownerId');
    return input.userId;
  }
  if (!input.ownerId) throw badRequest('Please choose an Order Placer.', 'ownerId');
  if (!owners.some((o) => o.id === input.ownerId))
    throw badRequest('The Order Placer is not a user of your company.', 'ownerId');
  return input.ownerId;
}
