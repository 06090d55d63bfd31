import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { createClient } from '../src/demo/seed/factories.js';
import { recordEvent } from '../src/platform/events/record-event.js';
import { ensureSandboxLender } from '../src/modules/lenders/sandbox.js';
import { RETRY_DELAYS_MS } from '../src/modules/webhooks/retry-schedule.js';
import { createMovableClock } from './support/movable-clock.js';
import { call, createTestApp, lenderIdByName, openSession, type Session, type TestApp } from './support/test-app.js';
import { startWebhookReceiver } from './support/webhook-receiver.js';

let t: TestApp;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let admin: Session;
let acme: string;
const clock = createMovableClock();

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  t = await createTestApp({ clock, env: { WEBHOOK_ALLOW_PRIVATE: 'true' } });
  acme = await lenderIdByName(t.db, 'Acme Capital');
});
// The tests move the clock by days: each starts with a fresh session.
const signInAgain = async () => void (admin = await openSession(t.app, 'lender.admin', 'Acme Capital'));
beforeEach(signInAgain);
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

/** Runs the stream's consumers (fan-out) and then every due delivery. */
async function deliver() {
  await t.app.ctx.outbox.drain();
  await t.app.ctx.webhooks.deliverDue();
}

async function register(body: Record<string, unknown> = {}) {
  const res = await call(t.app, admin, 'POST', '/api/webhooks/endpoints', {
    url: receiver.url,
    eventTypes: ['client.archived'],
    description: 'Loan system',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { endpoint: { id: string }; secret: string };
}

async function archiveNewClient(name: string) {
  const client = await createClient(
    t.db,
    { piiKey: t.config.piiKey },
    { lenderId: acme, clientType: 'llc', businessName: name },
  );
  expect((await call(t.app, admin, 'PUT', `/api/clients/archive/${client.id}`)).statusCode).toBe(200);
  return client.id;
}

/** The official verifier, at the portal's (moved) clock: it refuses timestamps 5 minutes off its own now. */
function verify(secret: string, index: number): unknown {
  vi.useFakeTimers({ toFake: ['Date'], now: clock.now() });
  try {
    return new Webhook(secret).verify(receiver.received[index]!.body, headersOf(index));
  } finally {
    vi.useRealTimers();
  }
}

const disable = async (id: string) =>
  expect((await call(t.app, admin, 'POST', `/api/webhooks/endpoints/${id}/disable`)).statusCode).toBe(200);

const headersOf = (i: number) => {
  const h = receiver.received[i]!.headers;
  return {
    'webhook-id': String(h['webhook-id']),
    'webhook-timestamp': String(h['webhook-timestamp']),
    'webhook-signature': String(h['webhook-signature']),
  };
};

describe('webhooks', () => {
  it('needs a recent step-up to register an endpoint and refuses what is not a URL', async () => {
    const stale = await openSession(t.app, 'lender.admin', 'Acme Capital', { proven: false });
    const refused = await call(t.app, stale, 'POST', '/api/webhooks/endpoints', {
      url: receiver.url,
      eventTypes: ['client.archived'],
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messages[0].key).toBe('STEP_UP_REQUIRED');
    const bad = await call(t.app, admin, 'POST', '/api/webhooks/endpoints', {
      url: 'ftp://example.com/x',
      eventTypes: ['client.archived'],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messages[0]).toMatchObject({ field: 'url' });
    const own = await call(t.app, admin, 'POST', '/api/webhooks/endpoints', {
      url: `http://127.0.0.1:${t.config.port}/api/health`,
      eventTypes: ['client.archived'],
    });
    expect(own.statusCode).toBe(400);
    expect(own.json().messages[0].value).toContain("portal's own address");
  });

  it('delivers an event signed as Standard Webhooks says, verified by the official library', async () => {
    const { endpoint, secret } = await register();
    expect(secret).toMatch(/^whsec_/);
    const clientId = await archiveNewClient('Hooked Archive LLC');
    await deliver();
    const got = receiver.received.find((r) => r.body.includes(clientId));
    expect(got).toBeDefined();
    const index = receiver.received.indexOf(got!);
    const payload = verify(secret, index) as { type: string; data: { clientId: string } };
    expect(payload).toMatchObject({ type: 'client.archived', data: { clientId } });
    expect(headersOf(index)['webhook-id']).toMatch(/^evt_/);
    const log = await call(t.app, admin, 'GET', `/api/webhooks/endpoints/${endpoint.id}/messages`);
    expect(log.json()[0]).toMatchObject({ eventType: 'client.archived', status: 'SUCCEEDED', attempts: 1 });
    expect(log.json()[0].log[0]).toMatchObject({
      statusCode: 200,
      succeeded: true,
      trigger: 'SCHEDULED',
      responseExcerpt: 'ok',
    });
    await disable(endpoint.id);
  });

  it('retries on the schedule, fails after the eighth attempt, and a replay is signed anew under the same id', async () => {
    const { endpoint, secret } = await register();
    receiver.answer(500);
    const start = receiver.received.length;
    await archiveNewClient('Failing Hook LLC');
    await deliver();
    for (const delay of RETRY_DELAYS_MS) {
      clock.advance(delay - 1000);
      await deliver();
      clock.advance(1000);
      await deliver();
    }
    expect(receiver.received.length - start).toBe(8);
    await signInAgain();
    const [message] = (await call(t.app, admin, 'GET', `/api/webhooks/endpoints/${endpoint.id}/messages`)).json();
    expect(message).toMatchObject({ status: 'FAILED', attempts: 8 });
    expect(message.log).toHaveLength(8);
    expect(message.log[0].responseExcerpt).toHaveLength(4096);
    receiver.answer(200);
    clock.advance(60_000);
    const replay = await call(
      t.app,
      admin,
      'POST',
      `/api/webhooks/endpoints/${endpoint.id}/messages/${message.id}/replay`,
    );
    expect(replay.json()).toEqual({ replayed: 1 });
    await deliver();
    const last = receiver.received.length - 1;
    expect(headersOf(last)['webhook-id']).toBe(message.webhookId);
    expect(Number(headersOf(last)['webhook-timestamp'])).toBe(Math.floor(clock.now().getTime() / 1000));
    expect(() => verify(secret, last)).not.toThrow();
    const after = (await call(t.app, admin, 'GET', `/api/webhooks/endpoints/${endpoint.id}/messages`)).json()[0];
    expect(after).toMatchObject({ status: 'SUCCEEDED' });
    expect(after.log.at(-1)).toMatchObject({ trigger: 'REPLAY', succeeded: true });
    await disable(endpoint.id);
  });

  it('disables an endpoint whose deliveries all failed for 5 days and mails the admins', async () => {
    const { endpoint } = await register({ description: 'Dead system' });
    receiver.answer(503);
    await archiveNewClient('First Dead LLC');
    const runOut = async () => {
      await deliver();
      for (const delay of RETRY_DELAYS_MS) {
        clock.advance(delay);
        await deliver();
      }
      await signInAgain();
    };
    await runOut();
    let view = (await call(t.app, admin, 'GET', '/api/webhooks/endpoints'))
      .json()
      .find((e: { id: string }) => e.id === endpoint.id);
    expect(view.status).toBe('ENABLED');
    clock.advance(4 * 86_400_000);
    await signInAgain();
    await archiveNewClient('Second Dead LLC');
    await runOut();
    view = (await call(t.app, admin, 'GET', '/api/webhooks/endpoints'))
      .json()
      .find((e: { id: string }) => e.id === endpoint.id);
    expect(view).toMatchObject({ status: 'DISABLED', disabledReason: 'Every delivery failed for 5 days.' });
    await t.app.ctx.outbox.drain();
    const mail = await t.db
      .selectFrom('dev_messages')
      .selectAll()
      .where('subject', 'like', '%webhook endpoint disabled')
      .execute();
    expect(mail.length).toBeGreaterThan(0);
    expect(mail[0]!.body).toContain(receiver.url);
    receiver.answer(200);
  });

  it('rotation signs with both secrets for 24 hours; revealing is audited', async () => {
    const { endpoint, secret: oldSecret } = await register();
    const rotated = await call(t.app, admin, 'POST', `/api/webhooks/endpoints/${endpoint.id}/rotate`);
    const newSecret = rotated.json().secret as string;
    expect(newSecret).not.toBe(oldSecret);
    expect((await call(t.app, admin, 'POST', `/api/webhooks/endpoints/${endpoint.id}/secret`)).json()).toEqual({
      secret: newSecret,
    });
    const audit = await t.db.selectFrom('audit_log').select('action').where('target_id', '=', endpoint.id).execute();
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['WEBHOOK_ENDPOINT_CREATED', 'WEBHOOK_SECRET_ROTATED', 'WEBHOOK_SECRET_REVEALED']),
    );
    expect((await call(t.app, admin, 'POST', `/api/webhooks/endpoints/${endpoint.id}/test`)).statusCode).toBe(202);
    await t.app.ctx.webhooks.deliverDue();
    const last = receiver.received.length - 1;
    expect(headersOf(last)['webhook-signature'].split(' ')).toHaveLength(2);
    expect(() => verify(oldSecret, last)).not.toThrow();
    expect(() => verify(newSecret, last)).not.toThrow();
    expect(JSON.parse(receiver.received[last]!.body).type).toBe('webhook.test');
    clock.advance(86_400_000 + 1000);
    await signInAgain();
    await call(t.app, admin, 'POST', `/api/webhooks/endpoints/${endpoint.id}/test`);
    await t.app.ctx.webhooks.deliverDue();
    const later = receiver.received.length - 1;
    expect(headersOf(later)['webhook-signature'].split(' ')).toHaveLength(1);
    expect(() => verify(oldSecret, later)).toThrow();
    expect(() => verify(newSecret, later)).not.toThrow();
    await disable(endpoint.id);
  });

  it('sends test events (those of the sandbox) only to endpoints marked for test, and live ones only to the others', async () => {
    const live = await register({ eventTypes: ['report.completed'] });
    const forTest = await register({ eventTypes: ['report.completed'], forTest: true });
    const payload = { clientId: crypto.randomUUID(), orderId: null, reportId: crypto.randomUUID() };
    const sandbox = await ensureSandboxLender(t.db, acme);
    await t.db
      .transaction()
      .execute((trx) => recordEvent(trx, { type: 'report.completed', lenderId: sandbox, payload }, clock.now()));
    await deliver();
    const logOf = async (id: string) =>
      (await call(t.app, admin, 'GET', `/api/webhooks/endpoints/${id}/messages`)).json() as unknown[];
    expect(await logOf(forTest.endpoint.id)).toHaveLength(1);
    expect(await logOf(live.endpoint.id)).toHaveLength(0);
  });

  it("answers 404 for another lender's endpoint", async () => {
    const { endpoint } = await register();
    // The same admin, working at Beacon Bank: Acme's endpoint is not there.
    const beacon = await openSession(t.app, 'lender.admin', 'Beacon Bank', { noticesAccepted: true });
    for (const [method, path] of [
      ['GET', 'messages'],
      ['POST', 'secret'],
      ['POST', 'rotate'],
      ['POST', 'test'],
    ] as const) {
      const res = await call(t.app, beacon, method, `/api/webhooks/endpoints/${endpoint.id}/${path}`);
      expect(res.statusCode, path).toBe(404);
    }
  });
});
