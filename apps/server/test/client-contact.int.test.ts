import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../src/demo/seed/factories.js';
import {
  call,
  callWithKey,
  createTestApp,
  issueApiKey,
  lenderIdByName,
  openSession,
  type Session,
  type TestApp,
} from './support/test-app.js';

// The client's signing contact (decision 217): set in Create Client, changed by the edit and by
// /api/v1, the same rules as the import's contact columns.

const llc = {
  clientType: 'llc',
  businessName: 'Signal Hill LLC',
  ein: '61-7234567',
  phone: '813-555-0100',
  addressLine1: '12 Harbor Way',
  city: 'Tampa',
  state: 'FL',
  zip: '33602',
};
const contact = {
  contactName: 'Nora Quinn',
  contactEmail: 'nora@signal-hill.test',
  contactMobile: '813 555 0177',
  contactTitle: 'Managing member',
};

describe('client signing contact', () => {
  let t: TestApp;
  let officer: Session;
  let acme: string;
  let clientId: string;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await lenderIdByName(t.db, 'Acme Capital');
    officer = await openSession(t.app, 'loan.officer', 'Acme Capital');
  });
  afterAll(() => t.close());

  const auditOf = async (id: string) =>
    t.db.selectFrom('audit_log').select(['action', 'details']).where('target_id', '=', id).orderBy('id').execute();

  it('is set by Create Client and shown on the client, the mobile formatted', async () => {
    const res = await call(t.app, officer, 'POST', '/api/neoclients/create', { ...llc, ...contact });
    expect(res.statusCode, res.body).toBe(201);
    clientId = res.json().id;
    const detail = (await call(t.app, officer, 'GET', `/api/clients/${clientId}`)).json();
    expect(detail).toMatchObject({
      contactName: 'Nora Quinn',
      contactEmail: 'nora@signal-hill.test',
      contactMobile: '(813) 555-0177',
      contactTitle: 'Managing member',
    });
    const formData = (await call(t.app, officer, 'GET', `/api/formdata/${clientId}/place-order`)).json();
    expect(formData.client).toMatchObject({
      signingContact: {
        name: 'Nora Quinn',
        email: 'nora@signal-hill.test',
        mobile: '(813) 555-0177',
        title: 'Managing member',
      },
      openSignatureRequest: null,
    });
    expect((await auditOf(clientId))[0]).toMatchObject({ action: 'CLIENT_CREATED', details: { withContact: true } });
  });

  it('is changed and cleared by the edit, audited by part name without the values', async () => {
    const { ein: _ein, ...withoutEin } = llc;
    const res = await call(t.app, officer, 'PUT', `/api/neoclients/${clientId}`, {
      ...withoutEin,
      ...contact,
      contactEmail: 'nora.q@signal-hill.test',
      contactTitle: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      contactEmail: 'nora.q@signal-hill.test',
      contactTitle: null,
      contactName: 'Nora Quinn',
    });
    const updated = (await auditOf(clientId)).find((a) => a.action === 'CLIENT_UPDATED')!;
    expect(updated.details).toEqual({ taxIdChanged: false, contactChanged: ['contact_email', 'contact_title'] });
    expect(JSON.stringify(updated.details)).not.toContain('@');
  });

  it('refuses a bad e-mail or mobile with a sentence naming the field, writing nothing', async () => {
    const { ein: _ein, ...withoutEin } = llc;
    const res = await call(t.app, officer, 'PUT', `/api/neoclients/${clientId}`, {
      ...withoutEin,
      contactEmail: 'not-an-email',
      contactMobile: '12',
    });
    expect(res.statusCode).toBe(400);
    const messages = res.json().messages.map((m: { value: string; field: string }) => [m.field, m.value]);
    expect(messages).toEqual(
      expect.arrayContaining([
        ['body.contactEmail', 'Contact e-mail must be an e-mail address such as name@example.com.'],
        ['body.contactMobile', 'Contact mobile must be a 10-digit US number.'],
      ]),
    );
    const long = await call(t.app, officer, 'POST', '/api/neoclients/create', {
      ...llc,
      ein: '61-8234567',
      contactName: 'x'.repeat(121),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().messages[0]).toMatchObject({
      field: 'body.contactName',
      value: 'Contact name must be at most 120 characters.',
    });
    const control = await call(t.app, officer, 'POST', '/api/neoclients/create', {
      ...llc,
      ein: '61-8234567',
      contactTitle: 'CFO\u202e',
    });
    expect(control.json().messages[0].value).toMatch(/^Contact title contains a hidden text-direction character/);
    const row = await t.db
      .selectFrom('clients')
      .select(['contact_email', 'contact_mobile'])
      .where('id', '=', clientId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ contact_email: 'nora.q@signal-hill.test', contact_mobile: '(813) 555-0177' });
  });

  it("answers 404 for another lender's client, changing nothing", async () => {
    const foreign = await createClient(
      t.db,
      { piiKey: t.config.piiKey },
      { lenderId: await lenderIdByName(t.db, 'Beacon Bank'), clientType: 'llc' },
    );
    const { ein: _ein, ...withoutEin } = llc;
    expect(
      (await call(t.app, officer, 'PUT', `/api/neoclients/${foreign.id}`, { ...withoutEin, ...contact })).statusCode,
    ).toBe(404);
    const row = await t.db
      .selectFrom('clients')
      .select('contact_email')
      .where('id', '=', foreign.id)
      .executeTakeFirstOrThrow();
    expect(row.contact_email).toBeNull();
  });

  it('round-trips through /api/v1: create with it, a PUT without it keeps it, null clears a part', async () => {
    const key = (await issueApiKey(t.app, acme, { scopes: ['read', 'write'] })).secret;
    const created = await callWithKey(
      t.app,
      key,
      'POST',
      '/api/v1/clients',
      { ...llc, ein: '61-9234567', businessName: 'Api Contact LLC', ...contact },
      { 'idempotency-key': 'contact-1' },
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ contactName: 'Nora Quinn', contactMobile: '(813) 555-0177' });
    const id = created.json().id;
    const { ein: _ein, ...withoutEin } = llc;
    const kept = await callWithKey(t.app, key, 'PUT', `/api/v1/clients/${id}`, {
      ...withoutEin,
      businessName: 'Api Contact Holdings LLC',
    });
    expect(kept.json()).toMatchObject({
      businessName: 'Api Contact Holdings LLC',
      contactEmail: 'nora@signal-hill.test',
      contactTitle: 'Managing member',
    });
    const cleared = await callWithKey(t.app, key, 'PUT', `/api/v1/clients/${id}`, {
      ...withoutEin,
      contactMobile: null,
    });
    expect(cleared.json()).toMatchObject({ contactMobile: null, contactName: 'Nora Quinn' });
    const bad = await callWithKey(t.app, key, 'PUT', `/api/v1/clients/${id}`, { ...withoutEin, contactEmail: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      expect.objectContaining({
        path: 'body.contactEmail',
        detail: 'Contact e-mail must be an e-mail address such as name@example.com.',
      }),
    ]);
  });
});
