import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app.js';

export type ReceivedMail = { to: string[]; raw: string };

/** A real SMTP server on a loopback port that keeps every message it receives, for SMTP_URL. */
export async function startLocalSmtpServer(
  options: { refuseFirst?: number } = {},
): Promise<{ url: string; received: ReceivedMail[]; refused: () => number; close: () => Promise<void> }> {
  const received: ReceivedMail[] = [];
  // The first `refuseFirst` messages are answered with a temporary failure (451), as a busy server would.
  let toRefuse = options.refuseFirst ?? 0;
  let refusedCount = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        if (toRefuse > 0) {
          toRefuse -= 1;
          refusedCount += 1;
          const error = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
          callback(error);
          return;
        }
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    received,
    refused: () => refusedCount,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * For a describe block: a local SMTP server and a test app whose mail goes to it, started before
 * the block's tests and closed after them (`env`: more settings of the app). Read `ctx.t` and `ctx.received` inside the tests.
 */
export function withAppOnLocalSmtp(env: Record<string, string> = {}): { t: TestApp; received: ReceivedMail[] } {
  const ctx = {} as { t: TestApp; received: ReceivedMail[]; smtp: Awaited<ReturnType<typeof startLocalSmtpServer>> };
  beforeAll(async () => {
    ctx.smtp = await startLocalSmtpServer();
    ctx.received = ctx.smtp.received;
    ctx.t = await createTestApp({ env: { ...env, SMTP_URL: ctx.smtp.url } });
  });
  afterAll(async () => {
    await ctx.t.close();
    await ctx.smtp.close();
  });
  return ctx;
}
