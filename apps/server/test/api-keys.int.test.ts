import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMovableClock } from './support/movable-clock.js';
import {
  call,
  callWithKey,
  createTestApp,
  issueApiKey,
  lenderIdByName,
  loginRequest,
  openSession,
  type Session,
  type TestApp,
} from './support/test-app.js';

let t: TestApp;
let admin: Session;
let acme: string;
const clock = createMovableClock();

beforeAll(async () => {
  t = await createTestApp({ clock });
  acme = await lenderIdByName(t.db, 'Acme Capital');
});
beforeEach(async () => void (admin = await openSession(t.app, 'lender.admin', 'Acme Capital')));
afterAll(async () => t?.close());

const whoAmI = (secret: string, headers: Record<string, string> = {}) =>
  callWithKey(t.app, secret, 'GET', '/api/v1/key', undefined, headers);
const auditActions = async (targetId: string) =>
  (await t.db.selectFrom('audit_log').select('action').where('target_id', '=', targetId).orderBy('id').execute()).map(
    (r) => r.action,
  );

describe('API keys', () => {
  it('are created by a lender admin after a step-up, shown once, then only by prefix', async () => {
    const body = { name: 'Loan system', mode: 'live', scopes: ['read', 'write'] };
    const stale = await openSession(t.app, 'lender.admin', 'Acme Capital', { proven: false });
    const refused = await call(t.app, stale, 'POST', '/api/api-keys', body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messages[0].key).toBe('STEP_UP_REQUIRED');
    const officer = await openSession(t.app, 'loan.officer', 'Acme Capital');
    expect((await call(t.app, officer, 'POST', '/api/api-keys', body)).statusCode).toBe(403);

    const res = await call(t.app, admin, 'POST', '/api/api-keys', body);
    expect(res.statusCode, res.body).toBe(201);
    const { key, secret } = res.json() as { key: { id: string; prefix: string }; secret: string };
    expect(secret).toMatch(/^tl_live_[0-9A-Za-z]{43}$/);
    expect(secret.startsWith(key.prefix)).toBe(true);
    const list = await call(t.app, admin, 'GET', '/api/api-keys');
    expect(list.body).not.toContain(secret);
    expect(list.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: key.id, prefix: key.prefix, lastUsedAt: null, revokedAt: null }),
      ]),
    );
    const stored = await t.db
      .selectFrom('api_keys')
      .select('secret_hash')
      .where('id', '=', key.id)
      .executeTakeFirstOrThrow();
    expect(stored.secret_hash).not.toContain(secret.slice(8));
    expect(await auditActions(key.id)).toEqual(['API_KEY_CREATED']);

    const me = await whoAmI(secret);
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toEqual({
      id: key.id,
      name: 'Loan system',
      mode: 'live',
      scopes: ['read', 'write'],
      lender: { id: acme, name: 'Acme Capital' },
    });
  });

  it('refuse bad input with a sentence naming the field', async () => {
    const noScope = await call(t.app, admin, 'POST', '/api/api-keys', { name: 'x', mode: 'live', scopes: ['pii'] });
    expect(noScope.statusCode).toBe(400);
    const badAddress = await call(t.app, admin, 'POST', '/api/api-keys', {
      name: 'x',
      mode: 'live',
      scopes: ['read'],
      sourceAddresses: ['10.0.0.0/99'],
    });
    expect(badAddress.statusCode).toBe(400);
    expect(badAddress.json().messages[0]).toMatchObject({ field: 'sourceAddresses.0' });
    const past = await call(t.app, admin, 'POST', '/api/api-keys', {
      name: 'x',
      mode: 'live',
      scopes: ['read'],
      expiresAt: '2000-01-01T00:00:00Z',
    });
    expect(past.statusCode).toBe(400);
  });

  it('answer 401 for a wrong, malformed or missing key, and never reach what is not open to keys', async () => {
    const { secret } = await issueApiKey(t.app, acme, { scopes: ['read', 'write', 'pii'] });
    expect((await whoAmI(`${secret.slice(0, -1)}${secret.endsWith('a') ? 'b' : 'a'}`)).statusCode).toBe(401);
    expect((await whoAmI('tl_live_nope')).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/key', headers: { authorization: 'Bearer' } })).statusCode,
    ).toBe(401);
    // Administration and the web app's own calls stay with people, whatever the key's scopes.
    for (const url of ['/api/api-keys', '/api/myaccount/get', '/api/webhooks/endpoints', '/api/invoice/all']) {
      const res = await callWithKey(t.app, secret, 'GET', url);
      expect(res.statusCode, url).toBe(403);
    }
    const posted = await callWithKey(t.app, secret, 'POST', '/api/api-keys', {
      name: 'escalate',
      mode: 'live',
      scopes: ['write'],
    });
    expect(posted.statusCode).toBe(403);
    expect(posted.json().messages[0].key).toBe('API_KEY_NOT_ALLOWED');
  });

  it('stop working at once when revoked, and when expired', async () => {
    const { secret, id } = await issueApiKey(t.app, acme, {});
    expect((await whoAmI(secret)).statusCode).toBe(200);
    const revoked = await call(t.app, admin, 'POST', `/api/api-keys/${id}/revoke`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().revokedAt).not.toBeNull();
    expect((await whoAmI(secret)).statusCode).toBe(401);
    expect(await auditActions(id)).toEqual(['API_KEY_CREATED', 'API_KEY_REVOKED']);

    const expiring = await issueApiKey(t.app, acme, {
      expiresAt: new Date(clock.now().getTime() + 3_600_000).toISOString(),
    });
    expect((await whoAmI(expiring.secret)).statusCode).toBe(200);
    clock.advance(3_600_001);
    expect((await whoAmI(expiring.secret)).statusCode).toBe(401);
  });

  it("are bound by their own source addresses and by the lender's IP whitelist", async () => {
    const bound = await issueApiKey(t.app, acme, { sourceAddresses: ['203.0.113.0/24'] });
    expect((await whoAmI(bound.secret)).statusCode).toBe(403);
    const from = (ip: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/v1/key',
        remoteAddress: ip,
        headers: { authorization: `Bearer ${bound.secret}` },
      });
    expect((await from('203.0.113.7')).statusCode).toBe(200);
    expect((await from('198.51.100.1')).json().code).toBe('API_KEY_SOURCE_NOT_ALLOWED');

    const free = await issueApiKey(t.app, acme, {});
    await t.db.insertInto('lender_ip_whitelist').values({ lender_id: acme, address: '192.0.2.0/24' }).execute();
    try {
      await t.app.ctx.callers.settle();
      expect((await whoAmI(free.secret)).statusCode).toBe(403);
    } finally {
      await t.db
        .deleteFrom('lender_ip_whitelist')
        .where('lender_id', '=', acme)
        .where('address', '=', '192.0.2.0/24')
        .execute();
      await t.app.ctx.callers.settle();
    }
    expect((await whoAmI(free.secret)).statusCode).toBe(200);
  });

  it('are rate limited per key with the draft headers, and 429 with Retry-After', async () => {
    await t.db.updateTable('lenders').set({ api_rate_limit_per_minute: 3 }).where('id', '=', acme).execute();
    try {
      await t.app.ctx.callers.settle();
      const { secret } = await issueApiKey(t.app, acme, {});
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push(await whoAmI(secret));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 429]);
      expect(answers[0]!.headers['ratelimit-policy']).toBe('"default";q=3;w=60');
      expect(answers[0]!.headers.ratelimit).toMatch(/^"default";r=2;t=\d+$/);
      expect(answers[2]!.headers.ratelimit).toMatch(/^"default";r=0;t=\d+$/);
      expect(Number(answers[3]!.headers['retry-after'])).toBeGreaterThan(0);
      // Another key of the same lender has its own count.
      expect((await whoAmI((await issueApiKey(t.app, acme, {})).secret)).statusCode).toBe(200);
      clock.advance(61_000);
      expect((await whoAmI(secret)).statusCode).toBe(200);
    } finally {
      await t.db.updateTable('lenders').set({ api_rate_limit_per_minute: null }).where('id', '=', acme).execute();
    }
  });

  it('write their last use at most once a minute', async () => {
    const { secret, id } = await issueApiKey(t.app, acme, {});
    const lastUsed = async () =>
      (await t.db.selectFrom('api_keys').select('last_used_at').where('id', '=', id).executeTakeFirstOrThrow())
        .last_used_at;
    await whoAmI(secret);
    const first = await lastUsed();
    expect(first).not.toBeNull();
    clock.advance(30_000);
    await whoAmI(secret);
    expect(await lastUsed()).toEqual(first);
    clock.advance(31_000);
    await whoAmI(secret);
    expect((await lastUsed())!.getTime()).toBeGreaterThan(first!.getTime());
  });

  it('act through a service user that signs in nowhere, is listed nowhere and gets no mail', async () => {
    const { id } = await issueApiKey(t.app, acme, { name: 'Nightly sync' });
    const user = await t.db
      .selectFrom('api_keys as k')
      .innerJoin('users as u', 'u.id', 'k.user_id')
      .select(['u.username', 'u.first_name', 'u.last_name', 'u.kind'])
      .where('k.id', '=', id)
      .executeTakeFirstOrThrow();
    expect(user.kind).toBe('API');
    expect(`${user.first_name} ${user.last_name}`).toBe('API: Nightly sync');
    const login = await loginRequest(t.app, user.username, 'anything');
    expect(login.statusCode).toBe(401);
    const users = await call(t.app, admin, 'GET', '/api/users/lenderadmin?limit=1000&page=0');
    expect(users.body).not.toContain('Nightly sync');
    const owners = await call(t.app, admin, 'GET', '/api/formdata');
    expect(owners.body).not.toContain('Nightly sync');
  });
});
