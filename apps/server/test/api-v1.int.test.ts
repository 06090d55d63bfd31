import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAlert, createClient, createOrder, createReport } from '../src/demo/seed/factories.js';
import { until, untilStreamCaughtUp } from './support/until.js';
import { makePdf, multipartBody } from './support/multipart.js';
import { callWithKey, createTestApp, issueApiKey, lenderIdByName, type TestApp } from './support/test-app.js';

// The public /api/v1 (decisions 186-188), called as a loan system calls it: with API keys.
let t: TestApp;
let acme: string;
let writer: string;
let reader: string;
let piiReader: string;
let cedar: string;

beforeAll(async () => {
  t = await createTestApp();
  acme = await lenderIdByName(t.db, 'Acme Capital');
  writer = (await issueApiKey(t.app, acme, { name: 'LOS writer', scopes: ['read', 'write'] })).secret;
  reader = (await issueApiKey(t.app, acme, { name: 'LOS reader', scopes: ['read'] })).secret;
  piiReader = (await issueApiKey(t.app, acme, { name: 'LOS pii', scopes: ['read', 'pii'] })).secret;
  cedar = (
    await issueApiKey(
      t.app,
      await lenderIdByName(t.db, 'Cedar Credit'),
      { name: 'Cedar LOS', scopes: ['read', 'write', 'pii'] },
      'ondemand.user',
    )
  ).secret;
});
afterAll(() => t.close());

let keys = 0;
const newKey = () => `test-key-${Date.now()}-${++keys}`;
const post = (key: string, url: string, body: unknown, idem: string | null = newKey()) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${key}`, ...(idem ? { 'idempotency-key': idem } : {}) },
    payload: body as object,
  });
const get = (key: string, url: string) => callWithKey(t.app, key, 'GET', url);

let einSeq = 0;
const newClient = () => ({
  clientType: 'llc',
  businessName: `Api Test ${Date.now()} ${++einSeq}`,
  ein: `12-${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
  addressLine1: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  phone: '2175550100',
});

describe('/api/v1 conventions', () => {
  it('answers every failure as an RFC 9457 problem: 401, 403, 404, validation with field paths and codes', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/clients' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['content-type']).toContain('application/problem+json');
    expect(anonymous.json()).toMatchObject({
      status: 401,
      title: 'Unauthorized',
      type: expect.stringMatching(/^urn:/),
      detail: expect.any(String),
    });

    const scope = await post(reader, '/api/v1/clients', newClient());
    expect(scope.statusCode).toBe(403);
    expect(scope.json()).toMatchObject({ status: 403, code: 'API_KEY_SCOPE' });

    const unknown = await get(reader, '/api/v1/no-such-thing');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('application/problem+json');

    const invalid = await post(writer, '/api/v1/clients', { ...newClient(), ein: 'nope', zip: '' });
    expect(invalid.statusCode).toBe(400);
    const problem = invalid.json();
    expect(problem).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    expect(problem.errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(['body.ein', 'body.zip']),
    );
    expect(problem.errors.every((e: { code: string; detail: string }) => e.code && e.detail)).toBe(true);
  });

  it('requires an Idempotency-Key on POST, replays the stored answer, refuses another body (422) and a request still running (409)', async () => {
    const body = newClient();
    expect((await post(writer, '/api/v1/clients', body, null)).json()).toMatchObject({
      status: 400,
      code: 'IDEMPOTENCY_KEY_REQUIRED',
    });

    const key = newKey();
    const first = await post(writer, '/api/v1/clients', body, key);
    expect(first.statusCode).toBe(201);
    expect(first.headers.location).toBe(`/api/v1/clients/${first.json().id}`);
    const again = await post(writer, '/api/v1/clients', body, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(
      await t.db.selectFrom('clients').select('id').where('business_name', '=', body.businessName).execute(),
    ).toHaveLength(1);

    const other = await post(writer, '/api/v1/clients', { ...body, businessName: 'Something else' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      errors: [{ path: 'header.Idempotency-Key', code: 'reused' }],
    });

    // A first request still running holds its claim: the same key meanwhile answers 409.
    const running = newKey();
    const claim = await t.db
      .selectFrom('api_idempotency')
      .select(['lender_id', 'caller_id'])
      .where('idempotency_key', '=', key)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('api_idempotency')
      .values({ ...claim, idempotency_key: running, request_hash: 'x', status: 'PENDING', created_at: new Date() })
      .execute();
    const busy = await post(writer, '/api/v1/clients', newClient(), running);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().status).toBe(409);
  });

  it('frees the key of a failed request, and scopes keys per caller', async () => {
    const key = newKey();
    expect((await post(writer, '/api/v1/clients', { ...newClient(), zip: '' }, key)).statusCode).toBe(400);
    expect((await post(writer, '/api/v1/clients', newClient(), key)).statusCode).toBe(201);
    const otherWriter = (await issueApiKey(t.app, acme, { name: 'Second LOS', scopes: ['read', 'write'] })).secret;
    expect((await post(otherWriter, '/api/v1/clients', newClient(), key)).statusCode).toBe(201);
  });

  it('pages lists with an opaque cursor and a next link, newest first, without gaps or repeats', async () => {
    const all = new Set<string>();
    const first = (await get(reader, '/api/v1/clients?limit=3')).json();
    expect(first.data).toHaveLength(3);
    expect(first.next).toMatch(/^\/api\/v1\/clients\?.*cursor=/);
    let page = first;
    for (let i = 0; i < 3 && page.next; i++) {
      for (const c of page.data) all.add(c.id);
      page = (await get(reader, page.next)).json();
    }
    expect(all.size).toBe(9);
    const times = first.data.map((c: { createdAt: string }) => c.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(times[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect((await get(reader, '/api/v1/clients?cursor=garbage')).statusCode).toBe(400);
  });
});

describe('/api/v1 resources', () => {
  it('creates, reads, updates, finds by tax id and archives a client; tax ids masked unless pii asks (audited)', async () => {
    const body = newClient();
    const created = (await post(writer, '/api/v1/clients', body)).json();
    expect(created.ein).toMatch(/^\*\*-\*\*\*\d{4}$/);
    expect(created).not.toHaveProperty('permissions');

    const found = await post(reader, '/api/v1/clients/search', { taxId: body.ein });
    expect(found.statusCode).toBe(200);
    expect(found.json().id).toBe(created.id);
    expect((await post(reader, '/api/v1/clients/search', { taxId: '98-7654321' })).statusCode).toBe(404);

    expect((await get(reader, `/api/v1/clients/${created.id}?reveal=taxId`)).statusCode).toBe(403);
    const revealed = await get(piiReader, `/api/v1/clients/${created.id}?reveal=taxId`);
    expect(revealed.json().ein).toBe(body.ein);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', created.id)
      .where('action', '=', 'CLIENT_TAX_ID_REVEALED')
      .execute();
    expect(audit).toHaveLength(1);

    const updated = await callWithKey(t.app, writer, 'PUT', `/api/v1/clients/${created.id}`, {
      ...body,
      ein: undefined,
      city: 'Chicago',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().city).toBe('Chicago');

    expect(
      (
        await callWithKey(t.app, writer, 'PUT', `/api/v1/clients/${created.id}/monitoring`, { frequency: 'MONTHLY' })
      ).json(),
    ).toEqual({ frequency: 'MONTHLY' });
    expect((await get(reader, `/api/v1/clients/${created.id}/monitoring`)).json()).toEqual({ frequency: 'MONTHLY' });

    const archived = await post(writer, `/api/v1/clients/${created.id}/archive`, undefined);
    expect(archived.json()).toMatchObject({ status: 'ARCHIVED', monitoringFrequency: 'None' });
  });

  it("uploads an 8821, orders with it on file, and reads the order; another lender's key sees none of it", async () => {
    const client = (await post(writer, '/api/v1/clients', newClient())).json();
    const pdf = await makePdf();
    const { payload, headers } = multipartBody([
      { name: 'file', filename: 'signed.pdf', bytes: pdf, contentType: 'application/pdf' },
    ]);
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/v1/clients/${client.id}/form-8821`,
      headers: { ...headers, authorization: `Bearer ${writer}`, 'idempotency-key': newKey() },
      payload,
    });
    expect(upload.statusCode).toBe(201);
    expect(upload.json()).toMatchObject({ originalName: 'signed.pdf' });
    const notPdf = multipartBody([{ name: 'file', filename: 'x.pdf', bytes: new TextEncoder().encode('hello') }]);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/v1/clients/${client.id}/form-8821`,
      headers: { ...notPdf.headers, authorization: `Bearer ${writer}`, 'idempotency-key': newKey() },
      payload: notPdf.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-type']).toContain('application/problem+json');

    const placed = await post(writer, '/api/v1/orders', {
      product: 'TAXLENS:NEXT_DAY',
      orders: [{ clientId: client.id, formOnFile: true }],
    });
    expect(placed.statusCode).toBe(201);
    const order = placed.json().orders[0];
    expect(order).toMatchObject({ clientId: client.id, status: 'PENDING', formName: 'signed.pdf' });
    expect(order.reportId).toEqual(expect.any(String));
    expect((await get(reader, `/api/v1/orders/${order.id}`)).json()).toEqual(order);
    expect(
      (await get(reader, `/api/v1/orders?clientId=${client.id}`)).json().data.map((o: { id: string }) => o.id),
    ).toEqual([order.id]);

    for (const url of [`/api/v1/clients/${client.id}`, `/api/v1/orders/${order.id}`]) {
      const res = await get(cedar, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
    expect((await get(cedar, `/api/v1/orders?clientId=${client.id}`)).json().data).toEqual([]);
  });

  it('gives the findings and PDF of a completed report, alerts with acknowledge, and the prices', async () => {
    const client = await createClient(t.db, { piiKey: t.config.piiKey }, { lenderId: acme, clientType: 'llc' });
    const placedBy = (
      await t.db.selectFrom('users').select('id').where('username', '=', 'loan.officer').executeTakeFirstOrThrow()
    ).id;
    const order = await createOrder(t.db, { lenderId: acme, clientId: client.id, placedBy, status: 'COMPLETED' });
    const report = await createReport(t.db, {
      lenderId: acme,
      clientId: client.id,
      orderId: order.id,
      status: 'COMPLETED',
    });
    const findings = await get(reader, `/api/v1/reports/${report.id}`);
    expect(findings.statusCode).toBe(200);
    expect(findings.json()).toMatchObject({ id: report.id, clientId: client.id });
    const pdf = await get(reader, `/api/v1/reports/${report.id}/pdf`);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get(cedar, `/api/v1/reports/${report.id}`)).statusCode).toBe(404);

    const alert = await createAlert(t.db, { lenderId: acme, clientId: client.id, type: 'HIGH_RISK' });
    const listed = (await get(reader, '/api/v1/alerts?type=HIGH_RISK&limit=100')).json();
    expect(listed.data.map((a: { id: string }) => a.id)).toContain(alert.id);
    expect((await post(reader, `/api/v1/alerts/${alert.id}/acknowledge`, undefined)).statusCode).toBe(403);
    expect((await post(cedar, `/api/v1/alerts/${alert.id}/acknowledge`, undefined)).statusCode).toBe(404);
    expect((await post(writer, `/api/v1/alerts/${alert.id}/acknowledge`, undefined)).json()).toEqual({
      id: alert.id,
      acknowledged: true,
    });
    expect(
      (await get(reader, '/api/v1/alerts?type=HIGH_RISK&limit=100')).json().data.map((a: { id: string }) => a.id),
    ).not.toContain(alert.id);

    const prices = (await get(reader, '/api/v1/prices')).json();
    expect(prices.products.length).toBeGreaterThan(0);
    expect(prices.products[0].productIdentifier).toMatch(/^[A-Z_0-9]+:[A-Z_]+$/);
    expect('priceCents' in prices.products[0]).toBe(prices.showPrices);
  });

  it("lists the lender's events after a cursor, in the stream's order, only its own", async () => {
    // To the stream's end (the demo's alert history is several pages): a stream has no last page, the
    // last page's `next` is the position after the last event, to wait on.
    let page = (await get(reader, '/api/v1/events?limit=100')).json();
    while (page.data.length === 100) page = (await get(reader, page.next)).json();
    const next = page.next as string;
    const created = (await post(writer, '/api/v1/clients', newClient())).json();
    await untilStreamCaughtUp(t.db);
    // The horizon can step back for a moment (support/until.ts, drainUntil): asked again until it has the event.
    let after = { data: [] as unknown[], next: '' };
    await until(async () => (after = (await get(reader, next)).json()).data.length > 0, 'the new event in the list');
    expect(after.data).toEqual([
      expect.objectContaining({
        type: 'client.created',
        version: 1,
        data: { clientId: created.id },
        id: expect.stringMatching(/^evt_/),
      }),
    ]);
    expect((await get(reader, after.next)).json().data).toEqual([]);
    const cedarEvents = (await get(cedar, '/api/v1/events?limit=100&type=client.created')).json().data;
    expect(cedarEvents.some((e: { data: { clientId: string } }) => e.data.clientId === created.id)).toBe(false);
    expect((await get(reader, '/api/v1/events?type=nope')).statusCode).toBe(400);
  });

  it('pages the stream in the order of its transactions when their ids grow a digit', async () => {
    // Events of transactions 10 and 9, long committed, ahead of every other: by text, 10 came first.
    const written: string[] = [];
    for (const txId of ['10', '9']) {
      const eventId = `evt_${crypto.randomUUID().replaceAll('-', '')}`;
      await sql`insert into domain_events (event_id, type, lender_id, payload, occurred_at, tx_id)
        values (${eventId}, 'client.created', ${acme}, ${JSON.stringify({ clientId: crypto.randomUUID() })}, now(), ${txId}::xid8)`.execute(
        t.db,
      );
      written.push(eventId);
    }
    const first = (await get(reader, '/api/v1/events?limit=1')).json();
    const second = (await get(reader, first.next)).json();
    expect([first.data[0].id, second.data[0].id]).toEqual([written[1], written[0]]);
  });

  it('serves its OpenAPI 3.1 document and a self-hosted reference page', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/clients'].post.operationId).toBe('createClient');
    expect(Object.keys(doc.webhooks)).toContain('report.completed');
    const page = await t.app.inject({ method: 'GET', url: '/api/v1/docs' });
    expect(page.body).toContain('/api/v1/docs/assets/swagger-ui-bundle.js');
    expect(page.body).not.toMatch(/<script>[^<]/);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/docs/assets/swagger-ui-bundle.js' })).statusCode).toBe(
      200,
    );
  });
});
