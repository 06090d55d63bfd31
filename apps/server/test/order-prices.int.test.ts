import { priceOrder } from '@taxlens/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../src/demo/seed/factories.js';
import { makePdf } from './support/multipart.js';
import { postMultipart, singleOrderParts } from './support/order-upload.js';
import { call, createTestApp, lenderIdByName, openSession, type Session, type TestApp } from './support/test-app.js';

let t: TestApp;
let acme: string;
let ops: Session;
let officer: Session;
let cedar: Session;

const PRODUCT = 123_45;
const ADD_ON_PRICES = { recordOfAccount: 10_00, taxReturnTranscripts: 5_50, wageIncome: 7_25 };

/** The operations console sets one capability of Acme, keeping its other settings. */
async function setShowPrices(state: 'ACTIVE' | 'HIDDEN' | null) {
  const settings = (await call(t.app, ops, 'GET', `/api/ops/lenders/${acme}`)).json();
  const res = await call(t.app, ops, 'PUT', `/api/ops/lenders/${acme}`, {
    monitorType: settings.monitorType,
    canOrderExpress: settings.canOrderExpress,
    canOrderSameDay: settings.canOrderSameDay,
    capabilities: { showprices: state },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function placeOrder(clientId: string) {
  const res = await postMultipart(
    t.app,
    officer,
    '/api/forms/upload8821',
    singleOrderParts({ clientId, file: await makePdf('Signed 8821'), roa: true }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().orders[0];
}

const newClient = async () =>
  (await createClient(t.db, { piiKey: t.config.piiKey }, { lenderId: acme, clientType: 'llc' })).id;

beforeAll(async () => {
  t = await createTestApp();
  acme = await lenderIdByName(t.db, 'Acme Capital');
  ops = await openSession(t.app, 'ops.admin', null);
  officer = await openSession(t.app, 'loan.officer', 'Acme Capital');
  cedar = await openSession(t.app, 'ondemand.user', 'Cedar Credit');
  const billing = (await call(t.app, ops, 'GET', `/api/ops/lenders/${acme}/billing`)).json();
  const products = billing.pricing.products.map((p: { reportType: string; delivery: string }) =>
    p.reportType === 'TAXLENS' && p.delivery === 'NEXT_DAY' ? { ...p, priceCents: PRODUCT } : p,
  );
  const codes = {
    recordOfAccount: 'RECORD_OF_ACCOUNT',
    taxReturnTranscripts: 'TAX_RETURN_TRANSCRIPTS',
    wageIncome: 'WAGE_INCOME',
  } as const;
  const addOns = Object.entries(ADD_ON_PRICES).map(([key, priceCents]) => ({
    addOn: codes[key as keyof typeof codes],
    label: key,
    priceCents,
  }));
  expect((await call(t.app, ops, 'PUT', `/api/ops/lenders/${acme}/pricing`, { products, addOns })).statusCode).toBe(
    200,
  );
});
afterAll(() => t.close());

describe('prices before ordering (showprices)', () => {
  it('is a lender capability the operations console lists and sets, audited', async () => {
    await setShowPrices('ACTIVE');
    const settings = (await call(t.app, ops, 'GET', `/api/ops/lenders/${acme}`)).json();
    expect(settings.capabilities).toContainEqual({ name: 'showprices', group: 'lender', state: 'ACTIVE' });
    expect(
      await t.db
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', 'OPS_LENDER_SETTINGS_CHANGED')
        .where('lender_id', '=', acme)
        .executeTakeFirst(),
    ).toBeDefined();
  });

  it('with the capability ACTIVE, the form, the placed order and the order list carry the schedule prices', async () => {
    await setShowPrices('ACTIVE');
    const clientId = await newClient();
    const form = (await call(t.app, officer, 'GET', `/api/formdata/${clientId}/place-order`)).json();
    expect(form.deliveryMap.TAXLENS.find((d: { delivery: string }) => d.delivery === 'NEXT_DAY').priceCents).toBe(
      PRODUCT,
    );
    expect(form.addOnPrices).toEqual(ADD_ON_PRICES);

    const expected = priceOrder(
      PRODUCT,
      { recordOfAccount: true, taxReturnTranscripts: false, wageIncome: false },
      ADD_ON_PRICES,
    ).amountCents;
    expect(expected).toBe(133_45);
    const order = await placeOrder(clientId);
    expect(order.priceCents).toBe(expected);
    const line = await t.db
      .selectFrom('invoice_lines')
      .select('amount_cents')
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(Number(line.amount_cents)).toBe(expected);

    const listed = (await call(t.app, officer, 'GET', `/api/orders/client/${clientId}`)).json();
    expect(listed.orders[0]).toMatchObject({ id: order.id, priceCents: expected });
  });

  it('without the capability nothing carries a price', async () => {
    for (const state of ['HIDDEN', null] as const) {
      await setShowPrices(state);
      const clientId = await newClient();
      const res = await call(t.app, officer, 'GET', `/api/formdata/${clientId}/place-order`);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('priceCents');
      expect(res.json()).not.toHaveProperty('addOnPrices');
      const order = await placeOrder(clientId);
      expect(order).not.toHaveProperty('priceCents');
      expect((await call(t.app, officer, 'GET', `/api/orders/client/${clientId}`)).body).not.toContain('priceCents');
    }
  });

  it("gives another lender's user 404 for Acme's client, capability or not", async () => {
    await setShowPrices('ACTIVE');
    const clientId = await newClient();
    expect((await call(t.app, cedar, 'GET', `/api/formdata/${clientId}/place-order`)).statusCode).toBe(404);
    expect((await call(t.app, cedar, 'GET', `/api/orders/client/${clientId}`)).statusCode).toBe(404);
  });
});
