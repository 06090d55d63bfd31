import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../src/demo/seed/factories.js';
import { call, createTestApp, lenderIdByName, openSession, type TestApp } from './support/test-app.js';

describe('client typeahead of the Place Order box', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const acme = await lenderIdByName(t.db, 'Acme Capital');
    const beacon = await lenderIdByName(t.db, 'Beacon Bank');
    const deps = { piiKey: t.config.piiKey };
    await createClient(t.db, deps, { lenderId: acme, clientType: 'corp', businessName: 'Zyxwv Holdings 50% Partners' });
    await createClient(t.db, deps, {
      lenderId: acme,
      clientType: 'llc',
      businessName: 'Zyxwv Archived LLC',
      status: 'ARCHIVED',
    });
    await createClient(t.db, deps, { lenderId: beacon, clientType: 'corp', businessName: 'Zyxwv Beacon Only Inc' });
  });
  afterAll(() => t.close());

  it("answers the selected lender's orderable clients as key/value pairs", async () => {
    const s = await openSession(t.app, 'loan.officer', 'Acme Capital');
    const res = await call(t.app, s, 'GET', '/api/typeahead/clients/placeorder?value=zyxwv&size=10');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ key: expect.any(String), value: 'Zyxwv Holdings 50% Partners' }]);
    const client = await t.db
      .selectFrom('clients')
      .select(['id', 'lender_id'])
      .where('id', '=', res.json()[0].key)
      .executeTakeFirstOrThrow();
    expect(client.lender_id).toBe(await lenderIdByName(t.db, 'Acme Capital'));
  });

  it('treats % and _ literally and limits the answer to size', async () => {
    const s = await openSession(t.app, 'loan.officer', 'Acme Capital');
    const literal = await call(t.app, s, 'GET', `/api/typeahead/clients/placeorder?value=${encodeURIComponent('50%')}`);
    expect(literal.json().map((r: { value: string }) => r.value)).toEqual(['Zyxwv Holdings 50% Partners']);
    const wildcard = await call(t.app, s, 'GET', `/api/typeahead/clients/placeorder?value=${encodeURIComponent('%')}`);
    expect(wildcard.json().every((r: { value: string }) => r.value.includes('%'))).toBe(true);
    const limited = await call(t.app, s, 'GET', '/api/typeahead/clients/placeorder?value=a&size=3');
    expect(limited.json()).toHaveLength(3);
  });

  it('refuses an empty value or a wrong size with a 400 naming the field', async () => {
    const s = await openSession(t.app, 'loan.officer', 'Acme Capital');
    const empty = await call(t.app, s, 'GET', '/api/typeahead/clients/placeorder?value=%20&size=10');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().messages[0].field).toBe('querystring.value');
    const size = await call(t.app, s, 'GET', '/api/typeahead/clients/placeorder?value=a&size=ten');
    expect(size.statusCode).toBe(400);
    expect(size.json().messages[0].field).toBe('querystring.size');
  });

  // Found by the fuzz run (docs/decisions/117): PostgreSQL text cannot hold a NUL byte, and the refusal answered 500.
  it('refuses a NUL byte in the search text with a 400', async () => {
    const s = await openSession(t.app, 'loan.officer', 'Acme Capital');
    for (const url of ['/api/typeahead/clients/placeorder?value=a%00b', '/api/portal/search?q=a%00b']) {
      const res = await call(t.app, s, 'GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().messages[0].key, url).toBe('VALIDATION_ERROR');
    }
  });
});
