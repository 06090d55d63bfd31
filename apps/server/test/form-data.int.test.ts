import { CONTACT_REASONS, lenderFormDataSchema, NOTIFICATION_GROUPS, openFormDataSchema } from '@taxlens/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, openSession, type TestApp } from './support/test-app.js';

describe('spec 1 §7 form data calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /api/formdata/open answers without a session: password rules, contact reasons, time zones', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/formdata/open' });
    expect(res.statusCode).toBe(200);
    const body = openFormDataSchema.parse(res.json());
    expect(body.passwordRules.minLength).toBe(8);
    expect(body.passwordRules.checklist.map((l) => l.label)).toContain('Contain at least one number');
    expect(body.contact.reasons).toEqual(CONTACT_REASONS.map((r) => ({ value: r.value, label: r.label })));
    expect(body.timeZones).toEqual(expect.arrayContaining(['America/Denver', 'America/New_York', 'UTC']));
  });

  it("GET /api/lenders/formdata answers the selected lender's type, capabilities, orderable deliveries and notification groups", async () => {
    const s = await openSession(t.app, 'loan.officer', 'Acme Capital');
    const acme = await t.db
      .selectFrom('lenders')
      .selectAll()
      .where('company_name', '=', 'Acme Capital')
      .executeTakeFirstOrThrow();
    const res = await call(t.app, s, 'GET', '/api/lenders/formdata');
    expect(res.statusCode).toBe(200);
    const body = lenderFormDataSchema.parse(res.json());
    expect(body).toMatchObject({
      lenderId: acme.id,
      companyName: 'Acme Capital',
      lenderType: acme.lender_type,
      sso: false,
    });
    const selected = (await call(t.app, s, 'GET', '/api/lenders/selected')).json();
    expect(body.capabilities).toEqual(selected.capabilities);
    expect(body.notificationGroups.map((g) => g.group)).toEqual(NOTIFICATION_GROUPS.map((g) => g.group));
    expect(body.notificationGroups[0]!.options).toEqual([
      { value: 'ALL', label: 'All orders for my organization' },
      { value: 'MINE', label: 'My orders only' },
      { value: 'NONE', label: 'None' },
    ]);

    // Acme's active products, in the spec's order; Express only while the lender may order it.
    expect(body.deliveryOptions.map((d) => d.code)).toEqual([
      'EXPRESS',
      'SAME_DAY',
      'NEXT_DAY',
      'THREE_DAY',
      'TEN_DAY',
      'THIRTY_DAY',
    ]);
    expect(body.deliveryOptions[1]).toEqual({ code: 'SAME_DAY', label: 'Same Day', description: 'by 7 PM ET' });
    await t.db.updateTable('lenders').set({ can_order_express: false }).where('id', '=', acme.id).execute();
    const without = lenderFormDataSchema.parse((await call(t.app, s, 'GET', '/api/lenders/formdata')).json());
    await t.db.updateTable('lenders').set({ can_order_express: true }).where('id', '=', acme.id).execute();
    expect(without.deliveryOptions.map((d) => d.code)).not.toContain('EXPRESS');
  });

  it('GET /api/lenders/formdata needs a selected lender; both calls are in the OpenAPI document with their shapes', async () => {
    const none = await openSession(t.app, 'loan.officer', null);
    const refused = await call(t.app, none, 'GET', '/api/lenders/formdata');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messages[0].key).toBe('LENDER_NOT_SELECTED');
    expect((await t.app.inject({ method: 'GET', url: '/api/lenders/formdata' })).statusCode).toBe(401);

    const paths = (await t.app.inject('/api/docs/json')).json().paths;
    expect(
      paths['/api/formdata/open'].get.responses['200'].content['application/json'].schema.properties,
    ).toHaveProperty('passwordRules');
    expect(
      paths['/api/lenders/formdata'].get.responses['200'].content['application/json'].schema.properties,
    ).toHaveProperty('deliveryOptions');
  });
});
