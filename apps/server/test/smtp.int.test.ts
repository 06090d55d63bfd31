import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/db/seed/demo-users.js';
import { createTestApp, loginRequest, type TestApp } from './support/test-app.js';

/** With SMTP_URL set, the sign-in code travels over real SMTP (a local server receives it). */
describe('sign-in code over SMTP', () => {
  const received: { to: string[]; raw: string }[] = [];
  let server: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        });
      },
    });
    server.listen(0, '127.0.0.1');
    await once(server.server, 'listening');
    const port = (server.server.address() as AddressInfo).port;
    t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true` } });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers the code by SMTP and the code signs the user in', async () => {
    const first = await loginRequest(t.app, 'loan.officer');
    expect(first.json().messages[0].key).toBe('MISSING_F2A_TOKEN');
    await t.app.ctx.outbox.drain();
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(['loan.officer@acme.example']);
    const code = /sign-in code is (\d{6})/.exec(received[0]?.raw.replace(/=\r\n/g, '') ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const devOutbox = await t.db.selectFrom('dev_messages').selectAll().execute();
    expect(devOutbox).toHaveLength(0);
    const second = await loginRequest(t.app, 'loan.officer', DEMO_PASSWORD, { code: code ?? '' });
    expect(second.statusCode).toBe(200);
  });
});
