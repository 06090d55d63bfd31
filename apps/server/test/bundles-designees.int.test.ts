import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../src/demo/seed/factories.js';
import { call, createTestApp, lenderIdByName, openSession, type Session, type TestApp } from './support/test-app.js';

const designee = {
  name: 'Morgan Hale, CPA',
  cafNumber: '1234-56789R',
  ptin: 'p01234567',
  addressLine1: '1 Ledger Ln',
  city: 'Columbus',
  state: 'OH',
  zip: '43215',
  phone: '614-555-0177',
  fax: '',
};

describe('bundles and designees', () => {
  let t: TestApp;
  let officer: Session;
  let acme: string;
  const ids: string[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    acme = await lenderIdByName(t.db, 'Acme Capital');
    const deps = { piiKey: t.config.piiKey };
    ids.push(
      (await createClient(t.db, deps, { lenderId: acme, clientType: 'llc', businessName: 'Bundle Lead LLC' })).id,
    );
    ids.push(
      (await createClient(t.db, deps, { lenderId: acme, clientType: 'individual', businessName: 'Owner One' })).id,
    );
    ids.push(
      (await createClient(t.db, deps, { lenderId: acme, clientType: 'individual', businessName: 'Owner Two' })).id,
    );
    ids.push(
      (
        await createClient(t.db, deps, {
          lenderId: acme,
          clientType: 'individual',
          businessName: 'Gone Owner',
          status: 'ARCHIVED',
        })
      ).id,
    );
    officer = await openSession(t.app, 'loan.officer', 'Acme Capital');
  });
  afterAll(() => t.close());

  it('validates, creates (201 + Location), reads and edits a bundle', async () => {
    const body = { name: 'Bundle Lead LLC and owners', clientIds: [ids[0], ids[1]] };
    const check = await call(t.app, officer, 'POST', '/api/neoclients/bundles/validate', body);
    expect(check.json()).toMatchObject({
      valid: true,
      clients: [{ businessName: 'Bundle Lead LLC' }, { businessName: 'Owner One' }],
    });
    expect(
      (await call(t.app, officer, 'POST', '/api/neoclients/bundles/validate', { ...body, clientIds: [ids[0]] }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call(t.app, officer, 'POST', '/api/neoclients/bundles/validate', { ...body, clientIds: [ids[0], ids[3]] }))
        .statusCode,
    ).toBe(400);

    const created = await call(t.app, officer, 'POST', '/api/neoclients/bundles', body);
    expect(created.statusCode).toBe(201);
    const location = created.headers.location as string;
    expect(location).toBe(`/api/neoclients/bundles/${created.json().id}`);
    const read = await call(t.app, officer, 'GET', location);
    expect(
      read.json().clients.map((c: { businessName: string; formData: unknown }) => [c.businessName, c.formData]),
    ).toEqual([
      ['Bundle Lead LLC', { clientId: ids[0], formName: null }],
      ['Owner One', { clientId: ids[1], formName: null }],
    ]);
    const client = await call(t.app, officer, 'GET', `/api/clients/${ids[1]}`);
    expect(client.json().bundle.id).toBe(created.json().id);

    const taken = await call(t.app, officer, 'POST', '/api/neoclients/bundles', {
      name: 'Second',
      clientIds: [ids[1], ids[2]],
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().messages[0].link).toBe(`/client/${ids[1]}`);

    const edited = await call(t.app, officer, 'PUT', location, {
      name: 'Renamed',
      clientIds: [ids[0], ids[2], ids[1]],
    });
    expect(edited.json()).toMatchObject({ name: 'Renamed', clients: [{ id: ids[0] }, { id: ids[2] }, { id: ids[1] }] });
    const beacon = await openSession(t.app, 'lender.admin', 'Beacon Bank', { noticesAccepted: true });
    expect((await call(t.app, beacon, 'GET', location)).statusCode).toBe(404);
    expect(
      (await call(t.app, beacon, 'POST', '/api/neoclients/bundles', { name: 'x', clientIds: [ids[0], ids[1]] }))
        .statusCode,
    ).toBe(404);
  });

  it('adds, lists, edits and removes designees and gives a client one', async () => {
    const added = await call(t.app, officer, 'POST', '/api/designees', designee);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      name: 'Morgan Hale, CPA',
      cafNumber: '1234-56789R',
      ptin: 'P01234567',
      phone: '(614) 555-0177',
      fax: null,
      clientCount: 0,
    });
    const id = added.json().id;
    expect((await call(t.app, officer, 'POST', '/api/designees', designee)).statusCode).toBe(409);
    expect((await call(t.app, officer, 'POST', '/api/designees', { ...designee, cafNumber: '12' })).statusCode).toBe(
      400,
    );

    expect((await call(t.app, officer, 'PUT', `/api/clients/${ids[0]}/designee`, { designeeId: id })).statusCode).toBe(
      204,
    );
    expect((await call(t.app, officer, 'GET', `/api/clients/${ids[0]}`)).json().designee).toEqual({
      id,
      name: 'Morgan Hale, CPA',
    });
    const list = await call(t.app, officer, 'GET', '/api/designees');
    expect(list.json().find((d: { id: string }) => d.id === id).clientCount).toBe(1);

    const edited = await call(t.app, officer, 'PUT', `/api/designees/${id}`, {
      ...designee,
      name: 'Morgan Hale, EA',
      fax: '614-555-0178',
    });
    expect(edited.json()).toMatchObject({ name: 'Morgan Hale, EA', fax: '(614) 555-0178' });
    expect((await call(t.app, officer, 'DELETE', `/api/designees/${id}`)).statusCode).toBe(204);
    expect((await call(t.app, officer, 'GET', `/api/clients/${ids[0]}`)).json().designee).toBeNull();
  });

  it('refuses designees without the addclientdesignee capability and to viewers', async () => {
    const beacon = await openSession(t.app, 'lender.admin', 'Beacon Bank', { noticesAccepted: true });
    expect((await call(t.app, beacon, 'GET', '/api/designees')).statusCode).toBe(403);
    expect((await call(t.app, beacon, 'POST', '/api/designees', designee)).statusCode).toBe(403);
    const viewer = await openSession(t.app, 'viewer', 'Acme Capital');
    expect((await call(t.app, viewer, 'GET', '/api/designees')).statusCode).toBe(200);
    expect((await call(t.app, viewer, 'POST', '/api/designees', designee)).statusCode).toBe(403);
  });
});
