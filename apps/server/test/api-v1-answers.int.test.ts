import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_INPUT_EXAMPLE } from '../src/modules/api-v1/examples.js';
import { makePdf, multipartBody } from './support/multipart.js';
import { call, createTestApp, issueApiKey, lenderIdByName, openSession, type TestApp } from './support/test-app.js';

// "The public API says what it does" (docs/decisions/256): what an integrator reads in a refusal, and the
// documented order examples sent as documented (docs/decisions/256).
let t: TestApp;
let writer: string;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  const acme = await lenderIdByName(t.db, 'Acme Capital');
  writer = (await issueApiKey(t.app, acme, { name: 'LOS answers', scopes: ['read', 'write'] })).secret;
});
afterAll(() => t.close());

const headers = (extra: Record<string, string> = {}) => ({
  authorization: `Bearer ${writer}`,
  'idempotency-key': `answers-${Date.now()}-${++seq}`,
  ...extra,
});
const post = (url: string, body: unknown) =>
  t.app.inject({ method: 'POST', url, headers: headers(), payload: body as object });
const newClient = () => ({
  clientType: 'llc',
  businessName: `Answers Test ${Date.now()} ${++seq}`,
  ein: `45-${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
  addressLine1: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  phone: '2175550100',
});
const problemPaths = (res: { json: () => { errors?: { path: string | null }[] } }) =>
  (res.json().errors ?? []).map((e) => e.path);

describe('/api/v1 refusals speak to an integrator', () => {
  it('a call without a key: 401 naming the header to send, WWW-Authenticate: Bearer, no word of a session', async () => {
    for (const req of [
      { method: 'GET' as const, url: '/api/v1/clients', headers: {} },
      { method: 'GET' as const, url: '/api/v1/key', headers: { cookie: 'taxlens_session=stale' } },
      { method: 'POST' as const, url: '/api/v1/clients', headers: {} },
    ]) {
      const res = await t.app.inject(req);
      expect(res.statusCode, req.url).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json()).toMatchObject({
        status: 401,
        detail: 'An API key is required: send Authorization: Bearer tl_…',
      });
      expect(res.body).not.toMatch(/session|sign in/i);
    }
  });

  it('a key that is not valid: 401 with the bearer challenge for a refused token', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/clients',
      headers: { authorization: `Bearer tl_live_${'a'.repeat(43)}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    expect(res.json().detail).toMatch(/API key/);
    expect(res.body).not.toMatch(/session|sign in/i);
  });

  it('names fields by where they are (body.ein), in validation and in the service refusals alike', async () => {
    const client = newClient();
    const invalid = await post('/api/v1/clients', { ...client, ein: 'nope' });
    expect(invalid.statusCode).toBe(400);
    expect(problemPaths(invalid)).toContain('body.ein');

    expect((await post('/api/v1/clients', client)).statusCode).toBe(201);
    const duplicate = await post('/api/v1/clients', { ...client, businessName: `${client.businessName} again` });
    expect(duplicate.statusCode).toBe(409);
    expect(problemPaths(duplicate)).toEqual(['body.ein']);

    const noForm = await post('/api/v1/orders', {
      product: 'TAXLENS:NEXT_DAY',
      orders: [{ clientId: (await post('/api/v1/clients', newClient())).json().id, formOnFile: true }],
    });
    expect(noForm.statusCode).toBe(400);
    expect(problemPaths(noForm)).toEqual(['body.formOnFile']);

    // The portal's own API keeps its field names as they are.
    const officer = await openSession(t.app, 'loan.officer', 'Acme Capital');
    const portal = await call(t.app, officer, 'POST', '/api/neoclients/create', {
      ...client,
      businessName: `${client.businessName} portal`,
    });
    expect(portal.statusCode).toBe(409);
    expect(portal.json().messages[0].field).toBe('ein');
  });
});

describe('the documented order examples, sent as documented', () => {
  const createClient = async () => (await post('/api/v1/clients', newClient())).json().id as string;

  it('the JSON example: every entry uses the 8821 on file', async () => {
    const clientId = await createClient();
    const { payload, headers: partHeaders } = multipartBody([
      { name: 'file', filename: 'on-file.pdf', bytes: await makePdf() },
    ]);
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/v1/clients/${clientId}/form-8821`,
      headers: headers(partHeaders),
      payload,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const example = { ...ORDER_INPUT_EXAMPLE, orders: [{ ...ORDER_INPUT_EXAMPLE.orders[0]!, clientId }] };
    const placed = await post('/api/v1/orders', example);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().orders[0]).toMatchObject({ clientId, formName: 'on-file.pdf' });
  });

  it('multipart: a part `order` and one part `forms` per entry without formOnFile, in order, no formName', async () => {
    const [first, onFile, second] = [await createClient(), await createClient(), await createClient()];
    const { payload: filed, headers: fileHeaders } = multipartBody([
      { name: 'file', filename: 'kept.pdf', bytes: await makePdf('kept') },
    ]);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/clients/${onFile}/form-8821`,
          headers: headers(fileHeaders),
          payload: filed,
        })
      ).statusCode,
    ).toBe(201);
    const order = {
      product: 'TAXLENS:NEXT_DAY',
      orders: [{ clientId: first }, { clientId: onFile, formOnFile: true }, { clientId: second }],
    };
    const { payload, headers: partHeaders } = multipartBody([
      { name: 'order', value: JSON.stringify(order) },
      { name: 'forms', filename: 'first-8821.pdf', bytes: await makePdf('first') },
      { name: 'forms', filename: 'second-8821.pdf', bytes: await makePdf('second') },
    ]);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: headers(partHeaders),
      payload,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const byClient = Object.fromEntries(
      placed.json().orders.map((o: { clientId: string; formName: string }) => [o.clientId, o.formName]),
    );
    expect(byClient).toEqual({ [first]: 'first-8821.pdf', [onFile]: 'kept.pdf', [second]: 'second-8821.pdf' });

    // A part short: refused, naming the parts.
    const short = multipartBody([
      { name: 'order', value: JSON.stringify({ product: 'TAXLENS:NEXT_DAY', orders: [{ clientId: first }] }) },
    ]);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: headers(short.headers),
      payload: short.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(problemPaths(refused)).toEqual(['body.forms']);
  });
});
