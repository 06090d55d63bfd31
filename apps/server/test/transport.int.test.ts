import { sql } from 'kysely';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SENT_MESSAGE_RETENTION_DAYS, sweepExpiredState } from '../src/platform/housekeeping.js';
import { createDatabaseRateLimitStore } from '../src/platform/rate-limit/database-rate-limit-store.js';
import { createSession } from '../src/platform/session-store.js';
import { createTestApp, loginRequest, type TestApp } from './support/test-app.js';

describe('behind an https load balancer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  it('marks the session cookie Secure when the request came over https', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/portal/login',
      headers: {
        accept: 'application/vnd.taxlens.v1+json',
        authorization: `Basic ${Buffer.from('new.user:TaxLens-demo-2026!').toString('base64')}`,
        'x-forwarded-proto': 'https',
        'x-forwarded-for': '203.0.113.9',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'taxlens_session')).toMatchObject({ secure: true, httpOnly: true });
    const audit = await t.db
      .selectFrom('audit_log')
      .select('ip')
      .where('action', '=', 'auth.login')
      .executeTakeFirstOrThrow();
    expect(audit.ip).toBe('203.0.113.9');
  });

  it('leaves it non-Secure over plain http (local demo)', async () => {
    const res = await loginRequest(t.app, 'new.user');
    expect(res.cookies.find((c) => c.name === 'taxlens_session')?.secure).toBeFalsy();
  });
});

describe('graceful shutdown', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('finishes a request in flight when the server closes', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    // A sign-in does real work (argon2 hashing, several queries): it is still running when close starts.
    const inFlight = fetch(`http://127.0.0.1:${port}/api/portal/login`, {
      headers: {
        accept: 'application/vnd.taxlens.v1+json',
        authorization: `Basic ${Buffer.from('new.user:TaxLens-demo-2026!').toString('base64')}`,
      },
    });
    // Close only once the handler is running: its first step counts the attempt of this address.
    let started = false;
    for (const deadline = Date.now() + 10_000; !started && Date.now() < deadline;) {
      const counted = await t.db
        .selectFrom('rate_limit_counters')
        .select('key')
        .where('key', '=', 'login:127.0.0.1')
        .executeTakeFirst();
      started = Boolean(counted);
      if (!started) await new Promise((r) => setTimeout(r, 2));
    }
    expect(started).toBe(true);
    t.app.ctx.lifecycle.shuttingDown = true;
    const closing = t.app.close();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user: { username: string } }).user.username).toBe('new.user');
    await closing;
  });
});

describe('housekeeping', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('removes expired sessions and finished rate-limit windows, and keeps live ones', async () => {
    const user = await t.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    const now = new Date();
    await createSession(t.db, {
      userId: user.id,
      lenderId: null,
      ip: null,
      userAgent: null,
      now: new Date(now.getTime() - 2000_000),
      ttlSeconds: 900,
      secondFactor: null,
    });
    const live = await createSession(t.db, {
      userId: user.id,
      lenderId: null,
      ip: null,
      userAgent: null,
      now,
      ttlSeconds: 900,
      secondFactor: null,
    });
    const counters = createDatabaseRateLimitStore(t.db);
    await counters.hit('login:old', 10, 60, new Date(now.getTime() - 120_000));
    await counters.hit('login:new', 10, 60, now);
    await sweepExpiredState(t.db, now);
    expect(await t.db.selectFrom('sessions').select('csrf_token').execute()).toEqual([{ csrf_token: live.csrfToken }]);
    expect((await t.db.selectFrom('rate_limit_counters').select('key').execute()).map((r) => r.key)).toEqual([
      'login:new',
    ]);
  });

  it('removes sent messages past their retention, and keeps newer sent ones and every unsent one', async () => {
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const message = (subject: string, status: string, sentAt: Date | null, createdAt: Date) => ({
      channel: 'mail',
      payload: JSON.stringify({ to: 'ops@example.com', subject, text: subject }),
      status,
      sent_at: sentAt,
      created_at: createdAt,
      available_at: createdAt,
    });
    await t.db.deleteFrom('outbox').execute();
    await t.db
      .insertInto('outbox')
      .values([
        message(
          'sent long ago',
          'SENT',
          daysAgo(SENT_MESSAGE_RETENTION_DAYS + 1),
          daysAgo(SENT_MESSAGE_RETENTION_DAYS + 1),
        ),
        message(
          'sent within the retention',
          'SENT',
          daysAgo(SENT_MESSAGE_RETENTION_DAYS - 1),
          daysAgo(SENT_MESSAGE_RETENTION_DAYS + 2),
        ),
        message('failed long ago', 'FAILED', null, daysAgo(SENT_MESSAGE_RETENTION_DAYS + 5)),
        message('still waiting', 'PENDING', null, daysAgo(SENT_MESSAGE_RETENTION_DAYS + 5)),
      ])
      .execute();
    await sweepExpiredState(t.db, now);
    const left = await t.db
      .selectFrom('outbox')
      .select(sql<string>`payload->>'subject'`.as('subject'))
      .orderBy('id')
      .execute();
    expect(left.map((r) => r.subject)).toEqual(['sent within the retention', 'failed long ago', 'still waiting']);
  });

  it('keeps HEAD requests under the same access rule as GET', async () => {
    expect((await t.app.inject({ method: 'HEAD', url: '/api/myaccount/get' })).statusCode).toBe(401);
  });
});
