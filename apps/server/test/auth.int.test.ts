import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/demo/seed/demo-users.js';
import { ACTIVITY_WRITE_MS } from '../src/platform/session-store.js';
import { createMovableClock } from './support/movable-clock.js';
import {
  basicAuth,
  call,
  createTestApp,
  lenderIdByName,
  loginRequest,
  readLatestCode,
  signIn,
  type TestApp,
} from './support/test-app.js';

describe('sign-in with the e-mailed code', () => {
  const clock = createMovableClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(() => t.close());

  const emailOf = async (username: string) =>
    (await t.db.selectFrom('users').select('email').where('username', '=', username).executeTakeFirstOrThrow()).email;

  it('asks for the code on the first pass, mails it, and signs in on the second pass', async () => {
    const first = await loginRequest(t.app, 'loan.officer');
    expect(first.statusCode).toBe(401);
    expect(first.json().messages[0]).toMatchObject({ key: 'MISSING_F2A_TOKEN', f2aType: 'EMAIL_TOTP' });
    expect(first.cookies).toHaveLength(0);

    const code = await readLatestCode(t.app, await emailOf('loan.officer'));
    const second = await loginRequest(t.app, 'loan.officer', DEMO_PASSWORD, { code });
    expect(second.statusCode).toBe(200);
    const body = second.json();
    expect(body.user).toMatchObject({
      username: 'loan.officer',
      f2aType: 'EMAIL_TOTP',
      userAuthorities: ['ROLE_LENDER'],
      multipleLenders: false,
    });
    expect(body.lender).toMatchObject({ companyName: 'Acme Capital', monitorType: 'MONTHLY', isSba: true });
    expect(body.lender.capabilities).toMatchObject({
      viewkeyinsights: 'ACTIVE',
      showportfoliorisk: 'ACTIVE',
      addclientdesignee: 'ACTIVE',
    });
    expect(body.csrf.token).toMatch(/^[\w-]{20,}$/);
    const cookie = second.cookies.find((c) => c.name === 'taxlens_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    // The code was single use.
    const replay = await loginRequest(t.app, 'loan.officer', DEMO_PASSWORD, { code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().messages[0].key).toBe('BAD_F2A_TOKEN');

    const stored = await t.db
      .selectFrom('one_time_codes')
      .select('code_hash')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(stored.code_hash).not.toContain(code);
  });

  it('still refuses a wrong password on the second pass after a right one on the first (decision 123)', async () => {
    expect((await loginRequest(t.app, 'sales.rep')).statusCode).toBe(401);
    const code = await readLatestCode(t.app, await emailOf('sales.rep'));
    const wrong = await loginRequest(t.app, 'sales.rep', 'not-the-password', { code });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().messages[0].key).toBe('BAD_CREDENTIALS');
    expect(wrong.cookies).toHaveLength(0);
    const right = await loginRequest(t.app, 'sales.rep', DEMO_PASSWORD, { code });
    expect(right.statusCode).toBe(200);
  });

  it('gives a new session id at every sign-in and keeps earlier sessions separate', async () => {
    const a = await signIn(t.app, 'sales.rep');
    const b = await signIn(t.app, 'sales.rep');
    expect(a.cookie).not.toBe(b.cookie);
    expect(a.csrf).not.toBe(b.csrf);
    expect((await call(t.app, a, 'GET', '/api/myaccount/get')).statusCode).toBe(200);
    // One session's CSRF token does not work with another session's cookie.
    expect((await call(t.app, { cookie: a.cookie, csrf: b.csrf }, 'GET', '/api/myaccount/get')).statusCode).toBe(403);
  });

  it('voids the code after five wrong tries', async () => {
    await loginRequest(t.app, 'viewer');
    const code = await readLatestCode(t.app, await emailOf('viewer'));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await loginRequest(t.app, 'viewer', DEMO_PASSWORD, { code: wrong });
      expect(res.json().messages[0].key).toBe('BAD_F2A_TOKEN');
    }
    const right = await loginRequest(t.app, 'viewer', DEMO_PASSWORD, { code });
    expect(right.statusCode).toBe(401);
    expect(right.json().messages[0].key).toBe('BAD_F2A_TOKEN');
  });

  it('refuses a code older than 10 minutes', async () => {
    await loginRequest(t.app, 'viewer');
    const code = await readLatestCode(t.app, await emailOf('viewer'));
    clock.advance(10 * 60_000 + 1000);
    const res = await loginRequest(t.app, 'viewer', DEMO_PASSWORD, { code });
    expect(res.json().messages[0].key).toBe('BAD_F2A_TOKEN');
  });

  it('refuses a second pass without a code, or with another method named', async () => {
    await loginRequest(t.app, 'viewer');
    const code = await readLatestCode(t.app, await emailOf('viewer'));
    const noCode = await t.app.inject({
      method: 'GET',
      url: '/api/portal/login?second_pass=true',
      headers: { accept: 'application/vnd.taxlens.v1+json', authorization: basicAuth('viewer', DEMO_PASSWORD) },
    });
    expect(noCode.json().messages[0].key).toBe('MISSING_F2A_TOKEN');
    const otherType = await loginRequest(t.app, 'viewer', DEMO_PASSWORD, { code, type: 'SMS_TOTP' });
    expect(otherType.json().messages[0].key).toBe('BAD_F2A_TOKEN');
  });

  it('answers CREDENTIALS_EXPIRED for an expired password, and signs a two-factor-OFF user straight in', async () => {
    const expired = await loginRequest(t.app, 'expired.user');
    expect(expired.statusCode).toBe(401);
    expect(expired.json().messages[0].key).toBe('CREDENTIALS_EXPIRED');
    const off = await loginRequest(t.app, 'new.user');
    expect(off.statusCode).toBe(200);
    expect(off.json().user.f2aType).toBe('OFF');
  });

  it('refuses the address for that username for 15 minutes after 10 failures, answering as a wrong password', async () => {
    for (let i = 1; i <= 10; i++) {
      const res = await loginRequest(t.app, 'sales.rep', 'wrong-password');
      expect(res.json().messages[0]).toMatchObject({ key: 'BAD_CREDENTIALS', value: 'Invalid username and password' });
    }
    const withRightPassword = await loginRequest(t.app, 'sales.rep');
    expect(withRightPassword.statusCode).toBe(401);
    expect(withRightPassword.json()).toEqual({
      messages: [{ key: 'BAD_CREDENTIALS', value: 'Invalid username and password' }],
    });
    clock.advance(15 * 60_000 + 1000);
    const after = await loginRequest(t.app, 'sales.rep');
    expect(after.json().messages[0].key).toBe('MISSING_F2A_TOKEN');
  });

  it('answers the same for an unknown username as for a wrong password', async () => {
    const res = await loginRequest(t.app, 'nobody.here', 'whatever');
    expect(res.statusCode).toBe(401);
    expect(res.json().messages[0]).toMatchObject({ key: 'BAD_CREDENTIALS', value: 'Invalid username and password' });
  });

  it('answers bad login requests with a 4xx in the error shape', async () => {
    const cases = [
      { headers: { accept: 'application/vnd.taxlens.v1+json' }, status: 400 },
      { headers: { accept: 'application/vnd.taxlens.v1+json', authorization: 'Basic' }, status: 400 },
      { headers: { accept: 'application/vnd.taxlens.v1+json', authorization: 'Bearer abc' }, status: 400 },
      { headers: { accept: 'application/vnd.taxlens.v1+json', authorization: basicAuth('nocolon', '') }, status: 400 },
      { headers: { accept: 'application/json', authorization: basicAuth('loan.officer', DEMO_PASSWORD) }, status: 406 },
    ];
    for (const c of cases) {
      const res = await t.app.inject({ method: 'GET', url: '/api/portal/login', headers: c.headers });
      expect(res.statusCode).toBe(c.status);
      expect(res.json().messages[0]).toHaveProperty('key');
      expect(res.json().messages[0]).toHaveProperty('value');
    }
    const badQuery = await t.app.inject({
      method: 'GET',
      url: '/api/portal/login?second_pass=maybe',
      headers: { accept: 'application/vnd.taxlens.v1+json', authorization: basicAuth('a', 'b') },
    });
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json().messages[0].field).toContain('second_pass');
  });
});

describe('lenders, notices, session lifetime', () => {
  const clock = createMovableClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(() => t.close());

  it('lets a user of two lenders choose one, then shows and records the pending notice', async () => {
    const first = await loginRequest(t.app, 'lender.admin');
    expect(first.statusCode).toBe(401);
    const s = await signIn(t.app, 'lender.admin');
    const me = (await call(t.app, s, 'GET', '/api/myaccount/get')).json();
    expect(me.multipleLenders).toBe(true);
    expect(me.selectedLender).toBeNull();
    expect((await call(t.app, s, 'GET', '/api/lenders/selected')).statusCode).toBe(404);

    const mine = (await call(t.app, s, 'GET', '/api/lenders/mine')).json();
    expect(mine.map((l: { companyName: string }) => l.companyName)).toEqual(['Acme Capital', 'Beacon Bank']);

    const beaconId = await lenderIdByName(t.db, 'Beacon Bank');
    const selected = await call(t.app, s, 'PUT', `/api/lenders/selected/${beaconId}`);
    expect(selected.statusCode).toBe(200);
    expect(selected.json()).toMatchObject({ companyName: 'Beacon Bank', monitorType: 'None', isSba: false });
    const caps = await call(t.app, s, 'GET', selected.json().links.capabilities);
    expect(caps.statusCode).toBe(200);
    expect((await call(t.app, s, 'GET', '/api/myaccount/get')).json().userAuthorities).toEqual(['ROLE_LENDERADMIN']);

    const eula = (await call(t.app, s, 'GET', '/api/eula')).json();
    expect(eula.pending).toHaveLength(1);
    expect(eula.pending[0].title).toBe('Beacon Bank portal terms update');
    const accepted = await call(t.app, s, 'POST', `/api/eula/${eula.pending[0].id}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().pending).toHaveLength(0);
    expect((await call(t.app, s, 'GET', '/api/eula')).json().pending).toHaveLength(0);
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'notice.accepted').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ lender_id: beaconId, target_id: eula.pending[0].id, ip: '127.0.0.1' });
  });

  it("refuses another lender's id, a malformed id and a malformed body in the error shape", async () => {
    const s = await signIn(t.app, 'loan.officer');
    const cedar = await lenderIdByName(t.db, 'Cedar Credit');
    const foreign = await call(t.app, s, 'PUT', `/api/lenders/selected/${cedar}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().messages[0].key).toBe('NOT_FOUND');
    const malformed = await call(t.app, s, 'PUT', '/api/lenders/selected/not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().messages[0].field).toBe('params.lenderId');
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/eula/00000000-0000-4000-8000-000000000000/accept',
      headers: { cookie: s.cookie, 'x-csrf-token': s.csrf, 'content-type': 'application/json' },
      payload: '{"oops":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().messages[0].value).toBe('The request body is not valid JSON.');
    const unknown = await call(t.app, s, 'GET', '/api/no-such-call');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().messages[0].key).toBe('NOT_FOUND');
    // Found by the fuzz run (docs/decisions/117): broken percent-encoding in a path answered Fastify's own shape.
    const badUrl = await call(t.app, s, 'GET', '/api/clients/%E0%A4%A');
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json().messages[0]).toMatchObject({
      key: 'FST_ERR_BAD_URL',
      value: 'The address of the request is not valid.',
    });
    // Found by the fuzz run: a NUL byte in the username reached PostgreSQL, which refused it (500).
    const nul = await loginRequest(t.app, 'lender\u0000admin', 'x');
    expect(nul.statusCode).toBe(400);
    expect(nul.json().messages[0].key).toBe('VALIDATION_ERROR');
  });

  it('expires an idle session, extends it on keep-alive, and ends it on logout', async () => {
    const s = await signIn(t.app, 'loan.officer');
    const ttl = (t.config.sessionIdleSeconds + t.config.sessionCountdownSeconds) * 1000;
    clock.advance(ttl - 5000);
    const kept = await call(t.app, s, 'GET', '/api/myaccount/keepalive');
    expect(kept.statusCode).toBe(200);
    expect(new Date(kept.json().expiresAt).getTime()).toBe(clock.now().getTime() + ttl);
    clock.advance(ttl - 5000);
    expect((await call(t.app, s, 'GET', '/api/myaccount/get')).statusCode).toBe(200);
    // The server's expiry may lag the user's countdown by one activity-write period (decision 147).
    clock.advance(ttl + ACTIVITY_WRITE_MS + 1000);
    const idle = await call(t.app, s, 'GET', '/api/myaccount/get');
    expect(idle.statusCode).toBe(401);

    const fresh = await signIn(t.app, 'loan.officer');
    const out = await call(t.app, fresh, 'GET', '/api/logout');
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'taxlens_session')?.value).toBe('');
    expect((await call(t.app, fresh, 'GET', '/api/myaccount/get')).statusCode).toBe(401);
  });

  it('reports health and readiness, and not ready while shutting down', async () => {
    expect((await t.app.inject('/api/health')).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject('/api/ready')).statusCode).toBe(200);
    t.app.ctx.lifecycle.shuttingDown = true;
    expect((await t.app.inject('/api/ready')).statusCode).toBe(503);
    t.app.ctx.lifecycle.shuttingDown = false;
  });

  it('publishes the OpenAPI document', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/portal/login');
  });
});

describe('login rate limit per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '3' } });
  });
  afterAll(() => t.close());

  it('answers 429 after the limit within a minute', async () => {
    for (let i = 0; i < 3; i++) expect((await loginRequest(t.app, 'nobody', 'x')).statusCode).toBe(401);
    const limited = await loginRequest(t.app, 'nobody', 'x');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().messages[0].key).toBe('TOO_MANY_REQUESTS');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
