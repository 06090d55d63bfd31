import { LOGIN_ACCEPT_TYPE, LOGIN_THROTTLE } from '@taxlens/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../src/demo/seed/demo-users.js';
import type * as FirstPass from '../src/modules/auth/first-pass-passwords.js';
import type * as Passwords from '../src/platform/passwords.js';
import { createMovableClock } from './support/movable-clock.js';
import { basicAuth, createTestApp, readLatestCode, type TestApp } from './support/test-app.js';

// Spies on the two ways a password is checked (decision 123): argon2 and the first-pass HMAC.
const spies = vi.hoisted(() => ({ argon2: 0, hmac: 0 }));
vi.mock('../src/platform/passwords.js', async (load) => {
  const actual = await load<typeof Passwords>();
  return {
    ...actual,
    verifyPassword: (hash: string, plain: string) => ((spies.argon2 += 1), actual.verifyPassword(hash, plain)),
  };
});
vi.mock('../src/modules/auth/first-pass-passwords.js', async (load) => {
  const actual = await load<typeof FirstPass>();
  return {
    ...actual,
    createFirstPassPasswords: () => {
      const memory = actual.createFirstPassPasswords();
      return {
        ...memory,
        matches: (...args: Parameters<typeof memory.matches>) => ((spies.hmac += 1), memory.matches(...args)),
      };
    },
  };
});

const DEVICE = 'taxlens_device';

/** One sign-in attempt from `ip`, with this browser's device cookie when it has one. */
function attempt(
  app: FastifyInstance,
  input: { ip: string; username: string; password?: string; device?: string; code?: string },
) {
  return app.inject({
    method: 'GET',
    url: `/api/portal/login${input.code ? '?second_pass=true' : ''}`,
    remoteAddress: input.ip,
    headers: {
      accept: LOGIN_ACCEPT_TYPE,
      authorization: basicAuth(input.username, input.password ?? DEMO_PASSWORD),
      ...(input.device ? { cookie: `${DEVICE}=${input.device}` } : {}),
      ...(input.code ? { 'x-f2a-type': 'EMAIL_TOTP', 'x-f2a-token': input.code } : {}),
    },
  });
}

describe('sign-in throttling without lockout (decision 130)', () => {
  const clock = createMovableClock();
  let t: TestApp;
  let wrongBody: string;
  beforeAll(async () => {
    t = await createTestApp({ clock });
    wrongBody = (await attempt(t.app, { ip: '192.0.2.1', username: 'loan.officer', password: 'wrong' })).body;
  });
  afterAll(() => t.close());
  beforeEach(() => {
    spies.argon2 = 0;
    spies.hmac = 0;
  });

  const userIdOf = async (username: string) =>
    (await t.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
  const mailsTo = async (email: string, subject: string) => {
    await t.app.ctx.outbox.drain();
    return t.db
      .selectFrom('dev_messages')
      .select(['subject', 'body'])
      .where('recipient', '=', email)
      .where('subject', 'like', `%${subject}%`)
      .execute();
  };

  it('answers an unknown user and a wrong password with the same status and body, each after exactly one argon2 check', async () => {
    const unknown = await attempt(t.app, { ip: '192.0.2.2', username: 'nobody.at.all', password: 'wrong' });
    expect(spies.argon2).toBe(1);
    const wrong = await attempt(t.app, { ip: '192.0.2.2', username: 'sales.rep', password: 'wrong' });
    expect(spies.argon2).toBe(2);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toBe(wrongBody);
    expect(wrong.body).toBe(wrongBody);
  });

  it('checks a second pass once: by the first-pass HMAC, with no argon2', async () => {
    expect((await attempt(t.app, { ip: '192.0.2.3', username: 'sales.rep' })).json().messages[0].key).toBe(
      'MISSING_F2A_TOKEN',
    );
    expect(spies.argon2).toBe(1);
    const code = await readLatestCode(t.app, 'sales.rep@acme.example');
    const second = await attempt(t.app, { ip: '192.0.2.3', username: 'sales.rep', code });
    expect(second.statusCode).toBe(200);
    expect(spies).toEqual({ argon2: 1, hmac: 1 });
  });

  it(`refuses an address for a username after ${LOGIN_THROTTLE.pairFailures} failures for 15 minutes, known or not, without checking the password`, async () => {
    for (const username of ['viewer', 'no.such.user']) {
      for (let i = 0; i < LOGIN_THROTTLE.pairFailures; i++)
        await attempt(t.app, { ip: '198.51.100.20', username, password: `wrong-${i}` });
      spies.argon2 = 0;
      const refused = await attempt(t.app, { ip: '198.51.100.20', username, password: DEMO_PASSWORD });
      expect(refused.statusCode).toBe(401);
      expect(refused.body).toBe(wrongBody);
      expect(spies.argon2).toBe(0);
    }
    // Only that pair: the owner from another address, and the address for another username, go on.
    expect((await attempt(t.app, { ip: '198.51.100.21', username: 'viewer' })).json().messages[0].key).toBe(
      'MISSING_F2A_TOKEN',
    );
    expect((await attempt(t.app, { ip: '198.51.100.20', username: 'loan.officer' })).json().messages[0].key).toBe(
      'MISSING_F2A_TOKEN',
    );
    clock.advance(LOGIN_THROTTLE.pairRefusalMinutes * 60_000 - 1000);
    expect((await attempt(t.app, { ip: '198.51.100.20', username: 'viewer' })).body).toBe(wrongBody);
    clock.advance(2000);
    expect((await attempt(t.app, { ip: '198.51.100.20', username: 'viewer' })).json().messages[0].key).toBe(
      'MISSING_F2A_TOKEN',
    );
  });

  it('no longer locks the owner out after 10 wrong passwords from elsewhere', async () => {
    for (let i = 0; i < 12; i++)
      await attempt(t.app, { ip: `203.0.113.${100 + i}`, username: 'lender.admin', password: 'wrong' });
    spies.argon2 = 0;
    const owner = await attempt(t.app, { ip: '192.0.2.50', username: 'lender.admin' });
    expect(owner.json().messages[0].key).toBe('MISSING_F2A_TOKEN');
    expect(spies.argon2).toBe(1);
  });

  it(`after ${LOGIN_THROTTLE.accountFailures} failures in 24 hours, signs in only with a device cookie or the unlock link, mailed once`, async () => {
    // A browser that signed in before holds the device cookie.
    await attempt(t.app, { ip: '192.0.2.60', username: 'ondemand.user' });
    const signedIn = await attempt(t.app, {
      ip: '192.0.2.60',
      username: 'ondemand.user',
      code: await readLatestCode(t.app, 'ondemand.user@cedar.example'),
    });
    expect(signedIn.statusCode).toBe(200);
    const device = signedIn.cookies.find((c) => c.name === DEVICE);
    expect(device).toMatchObject({ httpOnly: true, path: '/api' });

    // The first 99 failures straight into the shared counter (each attempt would cost an argon2 check); the rest through the API.
    const userId = await userIdOf('ondemand.user');
    for (let i = 0; i < LOGIN_THROTTLE.accountFailures - 2; i++)
      await t.app.ctx.rateLimits.hit(`login-account:${userId}`, 100, 24 * 3600, clock.now());
    await attempt(t.app, { ip: '203.0.113.1', username: 'ondemand.user', password: 'wrong' });
    expect(await mailsTo('ondemand.user@cedar.example', 'is limited')).toHaveLength(0);
    await attempt(t.app, { ip: '203.0.113.2', username: 'ondemand.user', password: 'wrong' });
    await attempt(t.app, { ip: '203.0.113.3', username: 'ondemand.user', password: 'wrong' });
    const unlockMails = await mailsTo('ondemand.user@cedar.example', 'is limited');
    expect(unlockMails).toHaveLength(1);

    // A new browser with the right password: the same answer as a wrong one, after one check.
    spies.argon2 = 0;
    const stranger = await attempt(t.app, { ip: '192.0.2.61', username: 'ondemand.user' });
    expect(stranger.body).toBe(wrongBody);
    expect(spies.argon2).toBe(1);
    // The browser that signed in before goes on, even from another address.
    const known = await attempt(t.app, { ip: '192.0.2.62', username: 'ondemand.user', device: device!.value });
    expect(known.json().messages[0].key).toBe('MISSING_F2A_TOKEN');
    // Another user's device cookie, or a forged one, does not help.
    const forged = `${userId}.abc.${'x'.repeat(43)}`;
    expect((await attempt(t.app, { ip: '192.0.2.61', username: 'ondemand.user', device: forged })).body).toBe(
      wrongBody,
    );

    // The unlock link marks the browser that opens it as known.
    const link = /\/api\/myaccount\/unlock\?token=([\w-]+)/.exec(unlockMails[0]!.body);
    const opened = await t.app.inject({
      method: 'GET',
      url: `/api/myaccount/unlock?token=${link![1]}`,
      remoteAddress: '192.0.2.61',
    });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/auth/login');
    const unlocked = opened.cookies.find((c) => c.name === DEVICE)!.value;
    expect(
      (await attempt(t.app, { ip: '192.0.2.61', username: 'ondemand.user', device: unlocked })).json().messages[0].key,
    ).toBe('MISSING_F2A_TOKEN');
    expect(await mailsTo('ondemand.user@cedar.example', 'is limited')).toHaveLength(1);

    const bad = await t.app.inject({ method: 'GET', url: '/api/myaccount/unlock?token=not-a-token' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messages[0].key).toBe('TOKEN_INVALID');
    expect((await t.app.inject({ method: 'GET', url: '/api/myaccount/unlock' })).statusCode).toBe(400);

    // 24 hours on, any browser again.
    clock.advance(LOGIN_THROTTLE.accountWindowHours * 3600_000);
    expect((await attempt(t.app, { ip: '192.0.2.63', username: 'ondemand.user' })).json().messages[0].key).toBe(
      'MISSING_F2A_TOKEN',
    );
  });
});
