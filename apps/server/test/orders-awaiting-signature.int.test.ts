import { CSRF_HEADER } from '@taxlens/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../src/demo/seed/factories.js';
import { runSignatureRequestJob } from '../src/modules/esign/esign-job.js';
import { formBecameUsable } from '../src/modules/esign/form-usable.js';
import { sendRequest } from '../src/modules/esign/request-service.js';
import { dueTime } from '../src/domain/due-time.js';
import { multipartBody, type Part } from './support/multipart.js';
import { postMultipart } from './support/order-upload.js';
import { createMovableClock } from './support/movable-clock.js';
import { passSigningCheck } from './support/signing-pass.js';
import { call, createTestApp, lenderIdByName, openSession, type Session, type TestApp } from './support/test-app.js';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const DAY = 86_400_000;
const signBody = {
  title: 'CEO',
  keepPriorAuthorizations: false,
  esignConsent: true,
  timeZone: 'America/New_York',
  signature: { kind: 'drawn', name: 'Dana Signer', png: PNG },
};

/** Orders placed awaiting a signature request (docs/decisions/213): their whole life, on a real database. */
describe('orders awaiting signature', () => {
  const clock = createMovableClock(new Date('2026-03-02T15:00:00Z'));
  let t: TestApp;
  let officer: Session;
  let ops: Session;
  let acme: string;
  let signers = 0;

  const newClient = () => createClient(t.db, { piiKey: t.config.piiKey }, { lenderId: acme, clientType: 'llc' });
  const last4Of = async (clientId: string) =>
    (await t.db.selectFrom('clients').select('tax_id_last4').where('id', '=', clientId).executeTakeFirstOrThrow())
      .tax_id_last4;
  const signer = () => ({
    signerName: 'Dana Signer',
    signerEmail: `awaiting${(signers += 1)}@borrower.test`,
    signerTitle: 'CEO',
    attestRelationship: true as const,
  });
  const mailsTo = async (to: string) => {
    await t.app.ctx.outbox.drain();
    return t.db.selectFrom('dev_messages').select('body').where('recipient', '=', to).orderBy('id').execute();
  };
  const lastMatch = async (to: string, re: RegExp) =>
    (await mailsTo(to))
      .map((m) => re.exec(m.body)?.[1])
      .filter(Boolean)
      .pop()!;
  const linkIn = (to: string) => lastMatch(to, /\/sign\/([A-Za-z0-9_-]{43})/);

  const signatureParts = (clientId: string, signature: unknown): Part[] => [
    { name: 'product', value: 'TAXLENS:NEXT_DAY' },
    { name: 'clientId', value: clientId },
    { name: 'signature', value: JSON.stringify(signature) },
  ];
  const placeAwaiting = (clientId: string, signature: unknown) =>
    postMultipart(t.app, officer, '/api/forms/upload8821', signatureParts(clientId, signature));
  const orderOf = (clientId: string) =>
    t.db
      .selectFrom('orders')
      .select(['id', 'status', 'form_file_id', 'due_at', 'signature_request_id', 'cancel_reason', 'awaiting_bill'])
      .where('client_id', '=', clientId)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
  const countFor = async (table: 'reports' | 'invoice_lines', orderId: string) =>
    (await t.db.selectFrom(table).select('id').where('order_id', '=', orderId).execute()).length;
  const inQueue = async (orderId: string) =>
    (await call(t.app, ops, 'GET', `/api/ops/queue?lenderId=${acme}&size=100`))
      .json()
      .content.some((r: { orderId: string }) => r.orderId === orderId);
  const placedEvents = async (orderId: string) =>
    (await t.db.selectFrom('domain_events').select('payload').where('type', '=', 'order.placed').execute()).filter(
      (e) => (e.payload as { orderIds: string[] }).orderIds.includes(orderId),
    ).length;

  /** Places an order awaiting a new request; answers the order, the request and the signer's link. */
  async function placeWithNewRequest(clientId: string) {
    const who = signer();
    const res = await placeAwaiting(clientId, { signer: who });
    expect(res.statusCode, res.body).toBe(201);
    const [placed] = res.json().orders;
    return {
      orderId: placed.id as string,
      requestId: placed.signatureRequestId as string,
      email: who.signerEmail,
      token: await linkIn(who.signerEmail),
      placed,
    };
  }
  async function passCheckAndSign(p: { token: string; email: string }, clientId: string) {
    const pass = await passSigningCheck(t.app, { token: p.token, last4: await last4Of(clientId) }, () =>
      lastMatch(p.email, /signing code is (\d{6})/),
    );
    const signed = await call(t.app, pass, 'POST', `/api/sign/${p.token}/sign`, signBody);
    expect(signed.statusCode, signed.body).toBe(200);
  }
  async function expectCancelled(clientId: string, orderId: string, reason: RegExp) {
    const order = await orderOf(clientId);
    expect(order).toMatchObject({ id: orderId, status: 'CANCELLED', awaiting_bill: null });
    expect(order.cancel_reason).toMatch(reason);
    expect(await countFor('reports', orderId)).toBe(0);
    expect(await countFor('invoice_lines', orderId)).toBe(0);
    const audit = await t.db.selectFrom('audit_log').select('action').where('target_id', '=', orderId).execute();
    expect(audit.map((a) => a.action)).toContain('ORDER_CANCELLED');
    // The client may be ordered for again.
    const data = (await call(t.app, officer, 'GET', `/api/formdata/${clientId}/place-order`)).json();
    expect(data.pendingOrder).toBeNull();
  }

  /** Moves the clock; the idle sessions ended with the time passed, so both sign in again. */
  async function advance(ms: number) {
    clock.advance(ms);
    officer = await openSession(t.app, 'loan.officer', 'Acme Capital');
    ops = await openSession(t.app, 'ops.admin', null);
  }

  beforeAll(async () => {
    t = await createTestApp({ clock });
    acme = await lenderIdByName(t.db, 'Acme Capital');
    await advance(0);
  }, 120_000);
  afterAll(() => t?.close());

  it('placed awaiting: the request goes to the signer; not billed, not queued, no order.placed, and it blocks a second order', async () => {
    const clientId = (await newClient()).id;
    const p = await placeWithNewRequest(clientId);
    expect(p.placed).toMatchObject({ status: 'AWAITING_SIGNATURE', dueAt: null, cancelReason: null });
    const request = await t.db
      .selectFrom('signature_requests')
      .select(['client_id', 'status'])
      .where('id', '=', p.requestId)
      .executeTakeFirstOrThrow();
    expect(request).toEqual({ client_id: clientId, status: 'SENT' });
    expect(p.token).toBeTruthy();
    expect(await countFor('reports', p.orderId)).toBe(0);
    expect(await countFor('invoice_lines', p.orderId)).toBe(0);
    expect(await inQueue(p.orderId)).toBe(false);
    expect(await placedEvents(p.orderId)).toBe(0);

    const again = await placeAwaiting(clientId, { signer: signer() });
    expect(again.statusCode).toBe(409);
    expect(again.json().messages[0].key).toBe('PENDING_ORDER');
    const data = (await call(t.app, officer, 'GET', `/api/formdata/${clientId}/place-order`)).json();
    expect(data.pendingOrder).toMatchObject({ delivery: 'NEXT_DAY' });
    const listed = (await call(t.app, officer, 'GET', `/api/orders/client/${clientId}`)).json().orders[0];
    expect(listed).toMatchObject({
      status: 'AWAITING_SIGNATURE',
      signatureRequestId: p.requestId,
      signatureRequestStatus: 'SENT',
      reportId: null,
    });
  });

  it('signing queues the order once: the signed 8821 as its form, due from the signing, billed from then', async () => {
    const clientId = (await newClient()).id;
    const p = await placeWithNewRequest(clientId);
    await advance(DAY + 3 * 3_600_000);
    const signedAt = clock.now();
    await passCheckAndSign(p, clientId);

    const request = await t.db
      .selectFrom('signature_requests')
      .selectAll()
      .where('id', '=', p.requestId)
      .executeTakeFirstOrThrow();
    const order = await orderOf(clientId);
    expect(order).toMatchObject({ status: 'PENDING', form_file_id: request.signed_file_id, awaiting_bill: null });
    expect(new Date(order.due_at!).toISOString()).toBe(dueTime('NEXT_DAY', signedAt).toISOString());
    expect(await countFor('reports', p.orderId)).toBe(1);
    const line = await t.db
      .selectFrom('invoice_lines')
      .select(['line_date', 'description'])
      .where('order_id', '=', p.orderId)
      .executeTakeFirstOrThrow();
    expect(new Date(line.line_date).toISOString()).toBe(signedAt.toISOString());
    expect(await inQueue(p.orderId)).toBe(true);
    expect(await placedEvents(p.orderId)).toBe(1);

    // A replay of the same end (a retried job, a second instance) does nothing more.
    await t.db
      .transaction()
      .execute((trx) => formBecameUsable(trx, t.app.ctx.waitingOrders, request, clock.now(), { ip: null }));
    expect(await countFor('reports', p.orderId)).toBe(1);
    expect(await countFor('invoice_lines', p.orderId)).toBe(1);
    expect(await placedEvents(p.orderId)).toBe(1);
    const listed = (await call(t.app, officer, 'GET', `/api/orders/client/${clientId}`)).json().orders[0];
    expect(listed).toMatchObject({
      status: 'PENDING',
      signatureRequestStatus: 'SIGNED',
      formName: 'form-8821-e-signed.pdf',
    });
  });

  it('declined: cancelled, unbilled, with the reason shown to the lender', async () => {
    const clientId = (await newClient()).id;
    const p = await placeWithNewRequest(clientId);
    expect(
      (await call(t.app, null, 'POST', `/api/sign/${p.token}/decline`, { reason: 'Wrong company name' })).statusCode,
    ).toBe(204);
    await expectCancelled(clientId, p.orderId, /^Dana Signer declined to sign the Form 8821: Wrong company name$/);
    const listed = (await call(t.app, officer, 'GET', `/api/orders/client/${clientId}`)).json().orders[0];
    expect(listed).toMatchObject({
      status: 'CANCELLED',
      cancelReason: expect.stringContaining('Wrong company name'),
      signatureRequestStatus: 'DECLINED',
    });
  });

  it('voided by the lender: cancelled', async () => {
    const clientId = (await newClient()).id;
    const p = await placeWithNewRequest(clientId);
    expect((await call(t.app, officer, 'POST', `/api/signature-requests/${p.requestId}/void`)).statusCode).toBe(200);
    await expectCancelled(clientId, p.orderId, /voided/);
  });

  it('the client archived while the order waits: signing cancels the order instead of queueing it', async () => {
    const clientId = (await newClient()).id;
    const p = await placeWithNewRequest(clientId);
    expect((await call(t.app, officer, 'PUT', `/api/clients/archive/${clientId}`)).statusCode).toBe(200);
    await passCheckAndSign(p, clientId);
    const order = await orderOf(clientId);
    expect(order).toMatchObject({
      id: p.orderId,
      status: 'CANCELLED',
      cancel_reason: 'The client was archived before the form was signed.',
    });
    expect(await countFor('reports', p.orderId)).toBe(0);
    expect(await countFor('invoice_lines', p.orderId)).toBe(0);
  });

  it('locked after five failed checks: cancelled', async () => {
    const clientId = (await newClient()).id;
    const p = await placeWithNewRequest(clientId);
    expect((await call(t.app, null, 'POST', `/api/sign/${p.token}/code`)).statusCode).toBe(204);
    for (let i = 0; i < 5; i += 1)
      await call(t.app, null, 'POST', `/api/sign/${p.token}/identity`, { last4: '0000', code: '000000' });
    expect(
      (
        await t.db
          .selectFrom('signature_requests')
          .select('status')
          .where('id', '=', p.requestId)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('LOCKED');
    await expectCancelled(clientId, p.orderId, /locked/);
  });

  it('expired: cancelled by the job, once', async () => {
    const clientId = (await newClient()).id;
    const p = await placeWithNewRequest(clientId);
    await advance(15 * DAY);
    await runSignatureRequestJob(t.db, t.app.ctx, clock.now());
    await runSignatureRequestJob(t.db, t.app.ctx, clock.now());
    await expectCancelled(clientId, p.orderId, /expired unsigned/);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', p.orderId)
      .where('action', '=', 'ORDER_CANCELLED')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('a new request for the client (the lender resent to fix a detail) carries the awaiting order over', async () => {
    const clientId = (await newClient()).id;
    const p = await placeWithNewRequest(clientId);
    const who = signer();
    const resent = await call(t.app, officer, 'POST', `/api/clients/${clientId}/signature-requests`, who);
    expect(resent.statusCode).toBe(201);
    expect(await orderOf(clientId)).toMatchObject({
      status: 'AWAITING_SIGNATURE',
      signature_request_id: resent.json().id,
    });
    await passCheckAndSign({ token: await linkIn(who.signerEmail), email: who.signerEmail }, clientId);
    expect((await orderOf(clientId)).status).toBe('PENDING');
    expect(await countFor('reports', p.orderId)).toBe(1);
  });

  it("waits on an open request of the client named by id; refuses another lender's (404), another client's (404) and an ended one (409)", async () => {
    const clientId = (await newClient()).id;
    const who = signer();
    const sent = await call(t.app, officer, 'POST', `/api/clients/${clientId}/signature-requests`, who);
    // Place Order offers the open request (decision 217).
    const offered = (await call(t.app, officer, 'GET', `/api/formdata/${clientId}/place-order`)).json();
    expect(offered.client.openSignatureRequest).toEqual({
      id: sent.json().id,
      signerName: who.signerName,
      spouseSignerName: null,
      status: 'SENT',
    });
    const placed = await placeAwaiting(clientId, { requestId: sent.json().id });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().orders[0]).toMatchObject({ status: 'AWAITING_SIGNATURE', signatureRequestId: sent.json().id });

    const other = await newClient();
    expect((await placeAwaiting(other.id, { requestId: sent.json().id })).statusCode).toBe(404);
    const cedar = (
      await t.db
        .selectFrom('lenders')
        .select('id')
        .where('id', '!=', acme)
        .where('sandbox_of', 'is', null)
        .executeTakeFirstOrThrow()
    ).id;
    const cedarClient = await createClient(t.db, { piiKey: t.config.piiKey }, { lenderId: cedar, clientType: 'llc' });
    const userId = (
      await t.db.selectFrom('users').select('id').where('username', '=', 'loan.officer').executeTakeFirstOrThrow()
    ).id;
    const foreign = await sendRequest(t.app.ctx, { userId, lenderId: cedar, ip: null }, cedarClient.id, {
      ...signer(),
      signerMobile: null,
      signerTitle: null,
      identityLevel: 'KNOWN_BORROWER',
    });
    const refused = await placeAwaiting(other.id, { requestId: foreign.id });
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain(foreign.id);

    expect((await call(t.app, officer, 'POST', `/api/signature-requests/${sent.json().id}/void`)).statusCode).toBe(200);
    const ended = await placeAwaiting(clientId, { requestId: sent.json().id });
    expect(ended.statusCode).toBe(409);
    expect(ended.json().messages[0].value).toMatch(/voided/);
    expect(
      (await call(t.app, officer, 'GET', `/api/formdata/${clientId}/place-order`)).json().client.openSignatureRequest,
    ).toBeNull();
  });

  it('refuses bad input with a 4xx naming the field and writes nothing', async () => {
    const clientId = (await newClient()).id;
    const badMail = await placeAwaiting(clientId, { signer: { ...signer(), signerEmail: 'not-an-address' } });
    expect(badMail.statusCode).toBe(400);
    expect(badMail.json().messages[0].field).toMatch(/signature/);
    const both = await placeAwaiting(clientId, { signer: signer(), requestId: '00000000-0000-4000-8000-000000000000' });
    expect(both.statusCode).toBe(400);
    const withOnFile = await postMultipart(t.app, officer, '/api/forms/upload8821', [
      ...signatureParts(clientId, { signer: signer() }),
      { name: 'formOnFile', value: 'true' },
    ]);
    expect(withOnFile.statusCode).toBe(400);
    const notJson = await postMultipart(t.app, officer, '/api/forms/upload8821', [
      ...signatureParts(clientId, {}).slice(0, 2),
      { name: 'signature', value: '{nope' },
    ]);
    expect(notJson.statusCode).toBe(400);
    expect(await t.db.selectFrom('orders').select('id').where('client_id', '=', clientId).execute()).toEqual([]);
    expect(
      await t.db.selectFrom('signature_requests').select('id').where('client_id', '=', clientId).execute(),
    ).toEqual([]);
  });

  it("a bundle: each client's order waits on its own request", async () => {
    const [a, b] = [(await newClient()).id, (await newClient()).id];
    const [wa, wb] = [signer(), signer()];
    const bundle = {
      product: 'TAXLENS:NEXT_DAY',
      orders: [
        { clientId: a, signature: { signer: wa } },
        { clientId: b, signature: { signer: wb } },
      ],
    };
    const body = multipartBody([{ name: 'bundle', value: JSON.stringify(bundle) }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/forms/upload8821/bundle',
      payload: body.payload,
      headers: { ...body.headers, cookie: officer.cookie, [CSRF_HEADER]: officer.csrf },
    });
    expect(res.statusCode, res.body).toBe(201);
    const orders = res.json().orders as { clientId: string; signatureRequestId: string; bundleOrderId: string }[];
    expect(new Set(orders.map((o) => o.signatureRequestId)).size).toBe(2);
    expect(new Set(orders.map((o) => o.bundleOrderId)).size).toBe(1);

    await passCheckAndSign({ token: await linkIn(wa.signerEmail), email: wa.signerEmail }, a);
    expect((await orderOf(a)).status).toBe('PENDING');
    expect((await orderOf(b)).status).toBe('AWAITING_SIGNATURE');
    expect(
      (await call(t.app, null, 'POST', `/api/sign/${await linkIn(wb.signerEmail)}/decline`, { reason: 'Not now' }))
        .statusCode,
    ).toBe(204);
    expect((await orderOf(a)).status).toBe('PENDING');
    expect((await orderOf(b)).status).toBe('CANCELLED');
  });
});
