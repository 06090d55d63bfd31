import {
  CLIENT_TYPES,
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
import { findFormsOnFile } from './form-on-file.js';
import { hasOrderPlacerRight, isDeliveryAllowed, ORDER_OWNER_ROLES, productIdentifier } from './order-rules.js';
import * as repo from './repo.js';

/** Spec 2 §9: a service level's capability is found by its code or its lower-case name. */
function serviceLevelStates(capabilities: readonly { name: string; state: string }[]) {
  const byName = new Map(capabilities.map((c) => [c.name.toLowerCase(), c.state]));
  return SERVICE_LEVELS.map((level) => {
    const keys = ([level.value, 'sourceCode' in level ? level.sourceCode : null, level.name, level.capability] as (string | null)[])
      .filter((k): k is string => Boolean(k))
      .map((k) => k.toLowerCase());
    const state = keys.map((k) => byName.get(k)).find((s) => s !== undefined) ?? null;
    return { name: level.name, value: level.value, capability: level.capability, state };
  });
}

function describeClient(client: repo.OrderableClient, open: Awaited<ReturnType<typeof repo.findOpenOrders>>): OrderFormClient {
  const pending = open.find((o) => o.client_id === client.id);
  return {
    id: client.id,
    businessName: client.businessName,
    clientType: client.clientType,
    clientTypeLabel: CLIENT_TYPES.find((t) => t.code === client.clientType)?.label ?? client.clientType,
    pendingOrder: pending ? { delivery: pending.delivery, created: new Date(pending.created_at).toISOString() } : null,
  };
}

/** GET /formdata/{clientId}/place-order: everything the order form needs for one client. */
export async function getPlaceOrderFormData(
  db: Database,
  input: { lenderId: string; clientId: string; roles: readonly Role[]; now: Date },
): Promise<PlaceOrderFormData> {
  const [client] = await repo.findClients(db, input.lenderId, [input.clientId]);
  if (!client) throw notFound('The client');
  const mates = await repo.findBundleMates(db, input.lenderId, client.id);
  const open = await repo.findOpenOrders(db, input.lenderId, [client.id, ...mates.map((m) => m.id)]);
  const flags = await repo.findOrderingFlags(db, input.lenderId);
  const products = await repo.listActiveProducts(db, input.lenderId);
  const capabilities = Object.fromEntries(flags.capabilities.map((c) => [c.name, c.state]));

  const deliveryMap: Record<string, DeliveryEntry[]> = {};
  for (const product of products) {
    if (!isDeliveryAllowed(product.delivery, flags)) continue;
    (deliveryMap[product.reportType] ??= []).push({
      delivery: product.delivery,
      description: DELIVERY_OPTIONS.find((d) => d.code === product.delivery)?.description ?? '',
      productIdentifier: productIdentifier(product),
      label: product.label,
      addOns: { trtFrequency: product.trtFrequency, roaFrequency: product.roaFrequency, wiFrequency: product.wiFrequency },
    });
  }
  for (const type of Object.keys(deliveryMap)) deliveryMap[type] = sortDeliveries(deliveryMap[type]!);
  const reportTypes = REPORT_TYPES.filter((t) => deliveryMap[t.code]).map((t) => ({ code: t.code, label: t.label }));
  const described = describeClient(client, open);
  const onFile = (await findFormsOnFile(db, input.lenderId, [client.id], input.now)).get(client.id);

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
    orderPlacers: hasOrderPlacerRight(input.roles) ? await repo.listOrderOwners(db, input.lenderId, ORDER_OWNER_ROLES) : null,
    bundleClients: mates.map((m) => describeClient(m, open)),
    formOnFile: onFile && !onFile.problem ? { originalName: onFile.originalName, uploadedAt: onFile.uploadedAt.toISOString() } : null,
  };
}
