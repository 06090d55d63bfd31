import type { Database } from '../../../db/connection.js';
import type { CapabilityState } from '@taxlens/contracts';
import {
  type CreatedLender,
  DEFAULT_CAPABILITIES,
  DEFAULT_PRODUCTS,
  type LenderInput,
  type ProductInput,
} from '../factories/lenders.js';
import { nextSequence } from '../factories/sequence.js';
import { describeProduct } from '../product-catalog.js';

export async function createLender(db: Database, input: LenderInput = {}): Promise<CreatedLender> {
  const row = await db
    .insertInto('lenders')
    .values({
      company_name: input.companyName ?? `Test Lender ${nextSequence()}`,
      lender_type: input.lenderType ?? 'SBA',
      monitor_type: input.monitorType ?? 'MONTHLY',
      sso: input.sso ?? false,
      registration_id: input.registrationId ?? null,
      can_order_express: input.canOrderExpress ?? false,
      can_order_same_day: input.canOrderSameDay ?? false,
    })
    .returning(['id', 'company_name', 'lender_type', 'monitor_type'])
    .executeTakeFirstOrThrow();
  await setCapabilities(db, row.id, input.capabilities ?? DEFAULT_CAPABILITIES);
  await setLenderProducts(db, row.id, input.products ?? DEFAULT_PRODUCTS);
  return { id: row.id, companyName: row.company_name, lenderType: row.lender_type, monitorType: row.monitor_type };
}

/** Sets the given capabilities (others stay as they are). */
export async function setCapabilities(
  db: Database,
  lenderId: string,
  capabilities: Record<string, CapabilityState>,
): Promise<void> {
  const rows = Object.entries(capabilities).map(([name, state]) => ({ lender_id: lenderId, name, state }));
  if (rows.length === 0) return;
  await db
    .insertInto('lender_capabilities')
    .values(rows)
    .onConflict((oc) => oc.columns(['lender_id', 'name']).doUpdateSet((eb) => ({ state: eb.ref('excluded.state') })))
    .execute();
}

/** Adds or replaces products; price, code and label default to the demo catalog. */
export async function setLenderProducts(db: Database, lenderId: string, products: ProductInput[]): Promise<void> {
  if (products.length === 0) return;
  const rows = products.map((p) => {
    const catalog = describeProduct(p.reportType, p.delivery);
    return {
      lender_id: lenderId,
      report_type: p.reportType,
      delivery: p.delivery,
      product_code: p.productCode ?? catalog.productCode,
      label: p.label ?? catalog.label,
      price_cents: p.priceCents ?? catalog.priceCents,
      trt_frequency: p.trtFrequency ?? 'SELECTED',
      roa_frequency: p.roaFrequency ?? 'SELECTED',
      wi_frequency: p.wiFrequency ?? 'NEVER',
      active: p.active ?? true,
    };
  });
  await db
    .insertInto('lender_products')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['lender_id', 'report_type', 'delivery']).doUpdateSet((eb) => ({
        product_code: eb.ref('excluded.product_code'),
        label: eb.ref('excluded.label'),
        price_cents: eb.ref('excluded.price_cents'),
        trt_frequency: eb.ref('excluded.trt_frequency'),
        roa_frequency: eb.ref('excluded.roa_frequency'),
        wi_frequency: eb.ref('excluded.wi_frequency'),
        active: eb.ref('excluded.active'),
      })),
    )
    .execute();
}
