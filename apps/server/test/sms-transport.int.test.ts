import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginRequest, proveMailbox, signIn, call, type TestApp } from './support/test-app.js';

/** With SMS_PROVIDER_URL set, texts leave through the HTTP provider (a local server receives them). */
describe('SMS through the HTTP provider', () => {
  const received: { authorization: string | undefined; body: { from: string; to: string; body: string } }[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      received.push({ authorization: req.headers.authorization, body: JSON.parse(raw) });
      res.writeHead(received.length === 1 ? 503 : 201).end();
    });
  });
  let t: TestApp;
  beforeAll(async () => {
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    t = await createTestApp({
      env: {
        SMS_PROVIDER_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/messages`,
        SMS_ACCOUNT: 'AC123',
        SMS_TOKEN: 'secret-token',
        SMS_SENDER: '+15550001111',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    server.close();
  });

  it('posts the text with the account credentials, retries a failure, and keeps it out of the demo outbox', async () => {
    const session = await signIn(t.app, 'new.user');
    await proveMailbox(t.app, session, 'new.user@acme.example');
    const id = (
      await t.db.selectFrom('users').select('id').where('username', '=', 'new.user').executeTakeFirstOrThrow()
    ).id;
    expect(
      (await call(t.app, session, 'POST', `/api/myaccount/smstotp/registration/${id}`, { f2aPhone: '+16145550100' }))
        .statusCode,
    ).toBe(200);
    await t.app.ctx.outbox.drain();
    expect(received).toHaveLength(1);
    // The provider answered 503: the message waits in the outbox for its retry.
    await t.db.updateTable('outbox').set({ available_at: new Date() }).where('status', '=', 'PENDING').execute();
    await t.app.ctx.outbox.drain();
    expect(received).toHaveLength(2);
    expect(received[1]!.authorization).toBe(`Basic ${Buffer.from('AC123:secret-token').toString('base64')}`);
    expect(received[1]!.body).toMatchObject({
      from: '+15550001111',
      to: '+16145550100',
      body: expect.stringMatching(/verification code is \d{6}/),
    });
    const code = /(\d{6})/.exec(received[1]!.body.body)![1]!;
    expect(
      (await call(t.app, session, 'POST', `/api/myaccount/smstotp/verify/${id}`, { token: code })).json().f2aType,
    ).toBe('SMS_TOTP');
    expect(await t.db.selectFrom('dev_messages').selectAll().where('channel', '=', 'sms').execute()).toHaveLength(0);
    expect((await loginRequest(t.app, 'new.user')).json().messages[0].f2aType).toBe('SMS_TOTP');
  });
});
