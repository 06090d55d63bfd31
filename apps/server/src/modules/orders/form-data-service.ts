import {
  CLIENT_TYPES,
  DELIVERY_LABELS,
  DELIVERY_OPTIONS,
  type DeliveryEntry,
  isCapabilityActive,
  type OrderFormClient,
  type PlaceOrderFormData,
  REPORT_TYPES,
  type Role,
  SERVICE_LEVELS,
  sortDeliveries,
} from '@taxlens/contracts';
import type { Database } from '../../db/connection.js';
import { notFound } from '../../platform/errors.js';
import { getAddOnPrices } from '../invoices/index.js';
import { findFormsOnFile } from '../clients/index.js';
import { hasOrderPlacerRight, isDeliveryAllowed, ORDER_OWNER_ROLES, productIdentifier } from './order-rules.js';
import { findPlaceOrderFacts, type FormClient, type PlaceOrderFacts } from './form-data-repo.js';
import { findOrderTerms } from './repo.js';

/** Spec 2 §9: a service level's capability is found by its code or its lower-case name. */
function serviceLevelStates(capabilities: readonly { name: string; state: string }[]) {
  const byName = new Map(capabilities.map((c) => [c.name.toLowerCase(), c.state]));
  return SERVICE_LEVELS.map((level) => {
    const keys = (
      [level.value, 'sourceCode' in level ? level.sourceCode : null, level.name, level.capability] as (string | null)[]
    )
      .filter((k): k is string => Boolean(k))
      .map((k) => k.toLowerCase());
    const state = keys.map((k) => byName.get(k)).find((s) => s !== undefined) ?? null;
    return { name: level.name, value: level.value, capability: level.capability, state };
  });
}

function describeClient(client: FormClient, open: PlaceOrderFacts['openOrders']): OrderFormClient {
  const pending = open.find((o) => o.client_id === client.id);
  return {
    id: client.id,
    businessName: client.businessName,
    clientType: client.clientType,
    clientTypeLabel: CLIENT_TYPES.find((t) => t.code === client.clientType)?.label ?? client.clientType,
    pendingOrder: pending ? { delivery: pending.delivery, created: new Date(pending.created_at).toISOString() } : null,
    signingContact: client.signingContact,
    openSignatureRequest: client.openSignatureRequest,
  };
}

/** GET /formdata/{clientId}/place-order: everything the order form needs for one client, in one query. */
export async function getPlaceOrderFormData(
  db: Database,
  input: { lenderId: string; clientId: string; roles: readonly Role[]; now: Date; formOnFileDays: number },
): Promise<PlaceOrderFormData> {
  const facts = await findPlaceOrderFacts(db, {
    lenderId: input.lenderId,
    clientId: input.clientId,
    ownerRoles: hasOrderPlacerRight(input.roles) ? ORDER_OWNER_ROLES : null,
  });
  if (!facts) throw notFound('The client');
  const { client, mates, openOrders: open, flags, products } = facts;
  const capabilities = Object.fromEntries(flags.capabilities.map((c) => [c.name, c.state]));
  // Prices are the lender's pricing schedule, sent only when its showprices capability is ACTIVE (docs/decisions/165).
  const showPrices = isCapabilityActive(capabilities, 'showprices');

  const deliveryMap: Record<string, DeliveryEntry[]> = {};
  for (const product of products) {
    if (!isDeliveryAllowed(product.delivery, flags)) continue;
    (deliveryMap[product.reportType] ??= []).push({
      delivery: product.delivery,
      description: DELIVERY_OPTIONS.find((d) => d.code === product.delivery)?.description ?? '',
      productIdentifier: productIdentifier(product),
      label: product.label,
      addOns: {
        trtFrequency: product.trtFrequency,
        roaFrequency: product.roaFrequency,
        wiFrequency: product.wiFrequency,
      },
      ...(showPrices ? { priceCents: product.priceCents } : {}),
    });
  }
  for (const type of Object.keys(deliveryMap)) deliveryMap[type] = sortDeliveries(deliveryMap[type]!);
  const reportTypes = REPORT_TYPES.filter((t) => deliveryMap[t.code]).map((t) => ({ code: t.code, label: t.label }));
  const described = describeClient(client, open);
  const onFile = (
    await findFormsOnFile(db, input.lenderId, [client.id], { now: input.now, usableDays: input.formOnFileDays })
  ).get(client.id);

  return {
    client: described,
    clientType: described.clientTypeLabel,
    onDemand: isCapabilityActive(capabilities, 'ondemandorder'),
    reportTypes,
    deliveryMap,
    canOrderExpress: flags.canOrderExpress,
    canOrderSameDay: flags.canOrderSameDay,
    serviceLevels: serviceLevelStates(flags.capabilities),
    pendingOrder: described.pendingOrder,
    orderPlacers: facts.owners,
    bundleClients: mates.map((m) => describeClient(m, open)),
    ...(showPrices ? { addOnPrices: await getAddOnPrices(db, input.lenderId) } : {}),
    formOnFile:
      onFile && !onFile.problem
        ? {
            originalName: onFile.originalName,
            uploadedAt: onFile.uploadedAt.toISOString(),
            usableUntil: onFile.usableUntil,
          }
        : null,
  };
}

/** The deliveries a lender may order: those of its active products that it is allowed, in the spec's order. */
export async function listOrderableDeliveries(db: Database, lenderId: string) {
  const { flags, products } = await findOrderTerms(db, lenderId);
  const codes = new Set(products.filter((p) => isDeliveryAllowed(p.delivery, flags)).map((p) => p.delivery));
  return DELIVERY_OPTIONS.filter((d) => codes.has(d.code)).map((d) => ({
    code: d.code,
    label: DELIVERY_LABELS[d.code],
    description: d.description,
  }));
}
