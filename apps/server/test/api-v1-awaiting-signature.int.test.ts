import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../src/demo/seed/factories.js';
import {
  call,
  callWithKey,
  createTestApp,
  issueApiKey,
  lenderIdByName,
  openSession,
  type TestApp,
} from './support/test-app.js';

// Decision 277: an order awaiting the borrower's signature, placed through /api/v1 as the web app places it (decision 213).
let t: TestApp;
let acme: string;
let writer: string;

beforeAll(async () => {
  t = await createTestApp();
  acme = await lenderIdByName(t.db, 'Acme Capital');
  writer = (await issueApiKey(t.app, acme, { name: 'LOS orders', scopes: ['read', 'write'] })).secret;
});
afterAll(() => t.close());

let seq = 0;
const post = (url: string, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${writer}`, 'idempotency-key': `awaiting-${Date.now()}-${++seq}` },
    payload: body as object,
  });
const newClient = () => createClient(t.db, { piiKey: t.config.piiKey }, { lenderId: acme, clientType: 'llc' });
const signer = () => ({
  signerName: 'Dana Signer',
  signerEmail: `v1-awaiting-${Date.now()}-${++seq}@borrower.test`,
  signerTitle: 'CEO',
  attestRelationship: true,
});
const mailsTo = async (to: string) => {
  await t.app.ctx.outbox.drain();
  return t.db.selectFrom('dev_messages').select('body').where('recipient', '=', to).execute();
};

describe('/api/v1/orders awaiting signature', () => {
  it('places an order that waits on a new signature request: no report yet, the signer mailed a link', async () => {
    const client = await newClient();
    const who = signer();
    const res = await post('/api/v1/orders', {
      product: 'TAXLENS:NEXT_DAY',
      orders: [{ clientId: client.id, signature: { signer: who } }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const [order] = res.json().orders;
    expect(order).toMatchObject({ clientId: client.id, status: 'AWAITING_SIGNATURE', reportId: null });
    expect(order.signatureRequestId).toEqual(expect.any(String));
    const mails = await mailsTo(who.signerEmail);
    expect(mails.some((m) => /\/sign\/[A-Za-z0-9_-]{43}/.test(m.body))).toBe(true);
    const read = await callWithKey(t.app, writer, 'GET', `/api/v1/orders/${order.id}`);
    expect(read.json()).toMatchObject({ id: order.id, status: 'AWAITING_SIGNATURE' });
  });

  it("places an order on the client's open request by its id, and refuses an entry naming both ways", async () => {
    const client = await newClient();
    // A request the lender sent from the web app before ordering.
    const officer = await openSession(t.app, 'loan.officer', 'Acme Capital');
    const sent = await call(t.app, officer, 'POST', `/api/clients/${client.id}/signature-requests`, signer());
    expect(sent.statusCode, sent.body).toBe(201);
    const requestId = sent.json().id as string;
    const second = await post('/api/v1/orders', {
      product: 'TAXLENS:NEXT_DAY',
      orders: [{ clientId: client.id, signature: { requestId } }],
    });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().orders[0]).toMatchObject({ status: 'AWAITING_SIGNATURE', signatureRequestId: requestId });

    const both = await post('/api/v1/orders', {
      product: 'TAXLENS:NEXT_DAY',
      orders: [{ clientId: client.id, signature: { requestId, signer: signer() } }],
    });
    expect(both.statusCode).toBe(400);
    expect(both.headers['content-type']).toContain('application/problem+json');
    expect(JSON.stringify(both.json().errors)).toContain('body.orders.0.signature');
  });

  it('documents both ways with a named request example', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const examples = doc.paths['/orders'].post.requestBody.content['application/json'].examples;
    expect(examples.newSignatureRequest.value.orders[0].signature.signer.signerEmail).toContain('@');
    expect(examples.openSignatureRequest.value.orders[0].signature.requestId).toEqual(expect.any(String));
    expect(doc.paths['/orders'].post.description).toContain('AWAITING_SIGNATURE');
  });
});
