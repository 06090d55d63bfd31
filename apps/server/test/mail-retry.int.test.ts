import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueue } from '../src/platform/outbox/enqueue.js';
import { createDevSmsTransport } from '../src/platform/outbox/sms-transports.js';
import { createSmtpTransport } from '../src/platform/outbox/transports.js';
import { createOutboxWorker } from '../src/platform/outbox/worker.js';
import { startLocalSmtpServer } from './support/local-smtp-server.js';
import { createMovableClock } from './support/movable-clock.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** A real SMTP server that refuses the first delivery (451), then accepts. */
describe('a mail whose SMTP send fails', () => {
  let smtp: Awaited<ReturnType<typeof startLocalSmtpServer>>;
  let t: TestApp;
  const clock = createMovableClock(new Date('2026-11-04T09:00:00Z'));

  beforeAll(async () => {
    smtp = await startLocalSmtpServer({ refuseFirst: 1 });
    t = await createTestApp({ seed: false, clock, env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const row = () => t.db.selectFrom('outbox').selectAll().where('channel', '=', 'mail').executeTakeFirstOrThrow();

  it('is kept, retried after a backoff, and sent once even with two workers draining together', async () => {
    await enqueue(
      t.db,
      {
        channel: 'mail',
        payload: {
          to: 'officer@retry.test',
          subject: 'Report completed: Retry Co',
          text: 'Plain part',
          html: '<p>HTML part</p>',
        },
      },
      clock.now(),
    );

    await t.app.ctx.outbox.drain();
    expect(smtp.refused()).toBe(1);
    expect(smtp.received).toHaveLength(0);
    expect(await row()).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect((await row()).last_error).toContain('451');

    // Not before its backoff (2 s after the first attempt).
    await t.app.ctx.outbox.drain();
    expect(smtp.received).toHaveLength(0);

    clock.advance(2_000);
    const second = createOutboxWorker({
      db: t.db,
      clock,
      mail: createSmtpTransport(smtp.url, t.config.mailFrom),
      sms: createDevSmsTransport(t.db, t.app.log),
      log: t.app.log,
    });
    await Promise.all([t.app.ctx.outbox.drain(), second.drain(), t.app.ctx.outbox.drain(), second.drain()]);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(['officer@retry.test']);
    const raw = smtp.received[0]!.raw;
    expect(raw).toContain('multipart/alternative');
    expect(raw).toContain('text/plain');
    expect(raw).toContain('text/html');
    expect(await row()).toMatchObject({ status: 'SENT', attempts: 2 });

    clock.advance(600_000);
    await Promise.all([t.app.ctx.outbox.drain(), second.drain()]);
    expect(smtp.received).toHaveLength(1);
  });
});
