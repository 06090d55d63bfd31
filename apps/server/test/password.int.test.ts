import { LOGIN_ACCEPT_TYPE } from '@taxlens/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/demo/seed/demo-users.js';
import { createInvitation } from '../src/modules/account/password-service.js';
import { isCommonPassword } from '../src/platform/password-policy/password-policy.js';
import { createMovableClock } from './support/movable-clock.js';
import { withAppOnLocalSmtp } from './support/local-smtp-server.js';
import { basicAuth, call, createTestApp, loginRequest, signIn, type TestApp } from './support/test-app.js';

const NEW_PASSWORD = 'Harbor-Lights-77!';
const MINUTE = 60_000;

/** The newest mail to `to` (holding `containing` when given: a sign-in's new-device mail may be sent after it). */
async function latestMail(t: TestApp, to: string, containing?: string): Promise<string> {
  await t.app.ctx.outbox.drain();
  let query = t.db.selectFrom('dev_messages').select('body').where('recipient', '=', to);
  if (containing) query = query.where('body', 'like', `%${containing}%`);
  const row = await query.orderBy('id', 'desc').executeTakeFirstOrThrow();
  return row.body;
}
const post = (t: TestApp, url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, ...(cookie ? { headers: { cookie } } : {}) });

describe('password policy', () => {
  it('ships the 10,000 most common passwords and compares without case', () => {
    expect(isCommonPassword('P@ssw0rd')).toBe(true);
    expect(isCommonPassword('Harbor-Lights-77!')).toBe(false);
  });
});

describe('password and activation flows', () => {
  const clock = createMovableClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(() => t.close());

  it('forced change: needs the pass the expired sign-in set, applies the rules, ends sessions, and signs in after', async () => {
    const expired = await loginRequest(t.app, 'expired.user');
    expect(expired.json().messages[0].key).toBe('CREDENTIALS_EXPIRED');
    const pass = expired.cookies.find((c) => c.name === 'taxlens_expired_pass');
    expect(pass).toMatchObject({ httpOnly: true, path: '/api/myaccount/updatepassword', sameSite: 'Strict' });
    const cookie = `taxlens_expired_pass=${pass!.value}`;
    const url = '/api/myaccount/updatepassword/required';

    // Knowing the username is not enough.
    const noPass = await post(t, url, {
      username: 'expired.user',
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(noPass.statusCode).toBe(400);
    expect(noPass.json().messages[0].key).toBe('PASSWORD_CHANGE_EXPIRED');
    // Nor is the pass of one user good for another.
    expect(
      (
        await post(
          t,
          url,
          { username: 'loan.officer', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
          cookie,
        )
      ).statusCode,
    ).toBe(400);

    const weak = await post(
      t,
      url,
      { username: 'expired.user', newPassword: 'short', confirmPassword: 'other' },
      cookie,
    );
    expect(weak.statusCode).toBe(400);
    const keys = weak.json().messages.map((m: { key: string }) => m.key);
    expect(keys).toContain('passwordsMisMatch');
    expect(weak.json().messages.length).toBeGreaterThanOrEqual(4);
    const common = await post(
      t,
      url,
      { username: 'expired.user', newPassword: 'P@ssw0rd', confirmPassword: 'P@ssw0rd' },
      cookie,
    );
    expect(common.json().messages[0].value).toMatch(/too common/);
    const same = await post(
      t,
      url,
      { username: 'expired.user', newPassword: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD },
      cookie,
    );
    expect(same.json().messages[0].value).toMatch(/differ from the current password/);

    const changed = await post(
      t,
      url,
      { username: 'expired.user', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      cookie,
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ username: 'expired.user' });
    // The pass is single use.
    expect(
      (
        await post(
          t,
          url,
          { username: 'expired.user', newPassword: 'Another-Pass-88!', confirmPassword: 'Another-Pass-88!' },
          cookie,
        )
      ).statusCode,
    ).toBe(400);
    expect((await loginRequest(t.app, 'expired.user')).json().messages[0].key).toBe('BAD_CREDENTIALS');
    expect((await loginRequest(t.app, 'expired.user', NEW_PASSWORD)).json().messages[0].key).toBe('MISSING_F2A_TOKEN');
  });

  it('forgot username and password never reveal whether an account exists', async () => {
    const known = await post(t, '/api/myaccount/forgotusername', { email: 'loan.officer@acme.example' });
    const unknown = await post(t, '/api/myaccount/forgotusername', { email: 'nobody@nowhere.example' });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(await latestMail(t, 'loan.officer@acme.example')).toContain('loan.officer');

    const a = await post(t, '/api/myaccount/forgotpassword', { username: 'loan.officer' });
    const b = await post(t, '/api/myaccount/forgotpassword', { username: 'no.such.user' });
    expect(b.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
  });

  it('a reset link works once, within an hour, and ends the other sessions', async () => {
    const before = await signIn(t.app, 'sales.rep');
    await post(t, '/api/myaccount/forgotpassword', { username: 'sales.rep' });
    const link = /\/auth\/reset-password\?token=([\w-]+)/.exec(
      await latestMail(t, 'sales.rep@acme.example', '/auth/reset-password?token='),
    );
    const token = link![1]!;
    const url = '/api/myaccount/updatepassword/fromtoken';

    // A refused password leaves the link usable.
    expect((await post(t, url, { token, newPassword: 'P@ssw0rd', confirmPassword: 'P@ssw0rd' })).statusCode).toBe(400);
    const ok = await post(t, url, { token, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(ok.json()).toEqual({ username: 'sales.rep' });
    const reused = await post(t, url, { token, newPassword: 'Second-Try-99!', confirmPassword: 'Second-Try-99!' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().messages[0].key).toBe('TOKEN_INVALID');
    expect((await call(t.app, before, 'GET', '/api/myaccount/get')).statusCode).toBe(401);

    await post(t, '/api/myaccount/forgotpassword', { username: 'sales.rep' });
    const late = /token=([\w-]+)/.exec(await latestMail(t, 'sales.rep@acme.example'))![1]!;
    clock.advance(61 * MINUTE);
    expect(
      (await post(t, url, { token: late, newPassword: 'Later-Pass-55!', confirmPassword: 'Later-Pass-55!' })).json()
        .messages[0].key,
    ).toBe('TOKEN_INVALID');
  });

  it('mails build links from PUBLIC_URL, never from the Host a request names (decision 160)', async () => {
    const headers = { host: 'evil.example', 'x-forwarded-host': 'evil.example', forwarded: 'host=evil.example' };
    await t.app.inject({
      method: 'POST',
      url: '/api/myaccount/forgotpassword',
      payload: { username: 'sales.rep' },
      headers,
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/myaccount/forgotusername',
      payload: { email: 'sales.rep@acme.example' },
      headers,
    });
    await t.app.ctx.outbox.drain();
    const mails = await t.db
      .selectFrom('dev_messages')
      .select('body')
      .where('recipient', '=', 'sales.rep@acme.example')
      .orderBy('id', 'desc')
      .limit(2)
      .execute();
    expect(mails).toHaveLength(2);
    for (const { body } of mails) {
      expect(body).not.toContain('evil.example');
      expect(body).toContain(`${t.config.publicUrl}/auth/`);
    }
  });

  it('activation: the invitation shows who it is for, sets the first password once, and the user then signs in', async () => {
    const invited = await t.db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', 'invited.user')
      .executeTakeFirstOrThrow();
    expect(invited.status).toBe('INVITED');
    expect((await loginRequest(t.app, 'invited.user')).json().messages[0].key).toBe('BAD_CREDENTIALS');
    const { token } = await createInvitation(t.app.ctx, invited.id);
    expect(await latestMail(t, 'invited.user@acme.example')).toContain(`/auth/activate?token=${token}`);

    const view = await t.app.inject({ method: 'GET', url: `/api/myaccount/get/${token}` });
    expect(view.json()).toEqual({
      username: 'invited.user',
      email: 'invited.user@acme.example',
      firstName: 'Iris',
      lastName: 'Delgado',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/myaccount/get/not-a-token' })).statusCode).toBe(404);

    expect(
      (await post(t, `/api/myaccount/portal/create/${token}`, { newPassword: 'password', confirmPassword: 'password' }))
        .statusCode,
    ).toBe(400);
    const done = await post(t, `/api/myaccount/portal/create/${token}`, {
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(done.json()).toEqual({ username: 'invited.user' });
    expect(
      (
        await post(t, `/api/myaccount/portal/create/${token}`, {
          newPassword: NEW_PASSWORD,
          confirmPassword: NEW_PASSWORD,
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/myaccount/get/${token}` })).statusCode).toBe(404);

    const login = await t.app.inject({
      method: 'GET',
      url: '/api/portal/login',
      headers: { accept: LOGIN_ACCEPT_TYPE, authorization: basicAuth('invited.user', NEW_PASSWORD) },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.f2aType).toBe('OFF');
    await expect(createInvitation(t.app.ctx, invited.id)).rejects.toMatchObject({ status: 409 });
  });
});

describe('reset mail over SMTP', () => {
  const mail = withAppOnLocalSmtp();

  it('a local SMTP server receives the reset link', async () => {
    const { t, received } = mail;
    await post(t, '/api/myaccount/forgotpassword', { username: 'viewer' });
    await t.app.ctx.outbox.drain();
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['viewer@acme.example']);
    expect(received[0]!.raw.replace(/=\r\n/g, '')).toMatch(
      /\/auth\/reset-password\?token=3D[\w-]+|\/auth\/reset-password\?token=[\w-]+/,
    );
  });
});
