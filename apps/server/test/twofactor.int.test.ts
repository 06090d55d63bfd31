import { E164_MESSAGE } from '@taxlens/contracts';
import { generate } from 'otplib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/demo/seed/demo-users.js';
import { createMovableClock } from './support/movable-clock.js';
import { createSoftwareAuthenticator } from './support/software-authenticator.js';
import {
  call,
  createTestApp,
  loginRequest,
  proveMailbox,
  type Session,
  signIn,
  type TestApp,
} from './support/test-app.js';

const MINUTE = 60_000;

describe('two-factor setup and sign-in (new.user, every method)', () => {
  const clock = createMovableClock(new Date('2026-03-02T15:00:10Z'));
  let t: TestApp;
  let session: Session;
  let userId: string;
  beforeAll(async () => {
    t = await createTestApp({ clock });
    userId = (await t.db.selectFrom('users').select('id').where('username', '=', 'new.user').executeTakeFirstOrThrow())
      .id;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    // Each case starts from the seeded state (no method) through the demo-mode reset, then signs in.
    clock.advance(10 * MINUTE);
    expect((await t.app.inject({ method: 'POST', url: '/dev/demo-users/new.user/reset' })).statusCode).toBe(200);
    session = await signIn(t.app, 'new.user');
    await proveMailbox(t.app, session, 'new.user@acme.example');
  });

  const totpAt = (secret: string, offsetSeconds = 0) =>
    generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) + offsetSeconds });
  const secondPass = (type: string, code: string) => loginRequest(t.app, 'new.user', DEMO_PASSWORD, { type, code });
  const latestSms = async () => {
    await t.app.ctx.outbox.drain();
    const row = await t.db
      .selectFrom('dev_messages')
      .select(['body', 'recipient'])
      .where('channel', '=', 'sms')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return { to: row.recipient, code: /\b(\d{6})\b/.exec(row.body)?.[1] ?? '' };
  };

  it('authenticator app: QR, verify, sign in; ±1 step accepted, a used step never again', async () => {
    const reg = await call(t.app, session, 'GET', `/api/myaccount/authenticator/registration/${userId}`);
    expect(reg.statusCode).toBe(200);
    const { secret, issuer, accountName } = reg.json();
    expect({ issuer, accountName }).toEqual({ issuer: 'TaxLens', accountName: 'new.user' });

    const qr = await t.app.inject({
      method: 'GET',
      url: `/api/myaccount/authenticator/qrcode/${userId}?date=1`,
      headers: { cookie: session.cookie },
    });
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['content-type']).toBe('image/png');
    expect(qr.rawPayload.subarray(0, 4).toString('hex')).toBe('89504e47');

    const wrong = await call(t.app, session, 'POST', `/api/myaccount/authenticator/verify/${userId}`, {
      code: (Number(await totpAt(secret)) ^ 1).toString().padStart(6, '0'),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().messages[0].value).toMatch(/not valid/);

    const setupCode = await totpAt(secret);
    const ok = await call(t.app, session, 'POST', `/api/myaccount/authenticator/verify/${userId}`, { code: setupCode });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ f2aType: 'AUTHENTICATOR_APP', hasWebAuthnCredentials: false });

    const first = await loginRequest(t.app, 'new.user');
    expect(first.json().messages[0]).toMatchObject({ key: 'MISSING_F2A_TOKEN', f2aType: 'AUTHENTICATOR_APP' });
    // The code used for setup is the same time step: a replay.
    expect((await secondPass('AUTHENTICATOR_APP', setupCode)).statusCode).toBe(401);

    clock.advance(60_000);
    // The previous step (-1) is still accepted...
    const previous = await totpAt(secret, -30);
    expect((await secondPass('AUTHENTICATOR_APP', previous)).statusCode).toBe(200);
    // ...but never twice, even though it is still inside the window.
    expect((await secondPass('AUTHENTICATOR_APP', previous)).statusCode).toBe(401);

    clock.advance(5 * MINUTE);
    expect((await secondPass('AUTHENTICATOR_APP', await totpAt(secret, -90))).statusCode).toBe(401); // 3 steps old
    expect((await secondPass('AUTHENTICATOR_APP', await totpAt(secret, 30))).statusCode).toBe(200); // next step
  });

  it('authenticator app: at most 5 tries per 5 minutes, then even the right code waits', async () => {
    const { secret } = (
      await call(t.app, session, 'GET', `/api/myaccount/authenticator/registration/${userId}`)
    ).json();
    for (let i = 0; i < 5; i++) {
      expect(
        (await call(t.app, session, 'POST', `/api/myaccount/authenticator/verify/${userId}`, { code: '000000' }))
          .statusCode,
      ).toBe(400);
    }
    expect(
      (
        await call(t.app, session, 'POST', `/api/myaccount/authenticator/verify/${userId}`, {
          code: await totpAt(secret),
        })
      ).statusCode,
    ).toBe(400);
    clock.advance(5 * MINUTE + 1000);
    expect(
      (
        await call(t.app, session, 'POST', `/api/myaccount/authenticator/verify/${userId}`, {
          code: await totpAt(secret),
        })
      ).statusCode,
    ).toBe(200);
  });

  it("answers 404 for another user's id", async () => {
    const other = (
      await t.db.selectFrom('users').select('id').where('username', '=', 'loan.officer').executeTakeFirstOrThrow()
    ).id;
    expect((await call(t.app, session, 'GET', `/api/myaccount/authenticator/registration/${other}`)).statusCode).toBe(
      404,
    );
    expect(
      (await call(t.app, session, 'POST', `/api/myaccount/smstotp/registration/${other}`, { f2aPhone: '+16145550100' }))
        .statusCode,
    ).toBe(404);
  });

  it('SMS: E.164 check, code by text, verify, sign in; codes are single use and expire after 10 minutes', async () => {
    const bad = await call(t.app, session, 'POST', `/api/myaccount/smstotp/registration/${userId}`, {
      f2aPhone: '555-0100',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messages[0]).toMatchObject({ value: E164_MESSAGE, field: 'f2aPhone' });

    const sent = await call(t.app, session, 'POST', `/api/myaccount/smstotp/registration/${userId}`, {
      f2aPhone: '+1 (614) 555-0100',
    });
    expect(sent.json()).toEqual({ sentTo: '+16145550100' });
    const setup = await latestSms();
    expect(setup.to).toBe('+16145550100');
    expect(
      (
        await call(t.app, session, 'POST', `/api/myaccount/smstotp/verify/${userId}`, {
          token: setup.code === '111111' ? '222222' : '111111',
        })
      ).statusCode,
    ).toBe(400);
    const verified = await call(t.app, session, 'POST', `/api/myaccount/smstotp/verify/${userId}`, {
      token: setup.code,
    });
    expect(verified.json().f2aType).toBe('SMS_TOTP');
    // Single use: the same code does not verify twice.
    expect(
      (await call(t.app, session, 'POST', `/api/myaccount/smstotp/verify/${userId}`, { token: setup.code })).statusCode,
    ).toBe(400);

    const first = await loginRequest(t.app, 'new.user');
    expect(first.json().messages[0]).toMatchObject({ key: 'MISSING_F2A_TOKEN', f2aType: 'SMS_TOTP' });
    const login = await latestSms();
    expect(login.code).not.toBe(setup.code);
    expect((await secondPass('SMS_TOTP', login.code)).statusCode).toBe(200);
    expect((await secondPass('SMS_TOTP', login.code)).statusCode).toBe(401);

    await loginRequest(t.app, 'new.user');
    const late = await latestSms();
    clock.advance(10 * MINUTE + 1000);
    expect((await secondPass('SMS_TOTP', late.code)).statusCode).toBe(401);

    const stored = await t.db.selectFrom('one_time_codes').select('code_hash').where('user_id', '=', userId).execute();
    expect(stored.map((r) => r.code_hash)).not.toContain(late.code);
  });

  it('SMS: five wrong codes void the pending code', async () => {
    await call(t.app, session, 'POST', `/api/myaccount/smstotp/registration/${userId}`, { f2aPhone: '+16145550100' });
    await call(t.app, session, 'POST', `/api/myaccount/smstotp/verify/${userId}`, { token: (await latestSms()).code });

    await loginRequest(t.app, 'new.user');
    const { code } = await latestSms();
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) expect((await secondPass('SMS_TOTP', wrong)).statusCode).toBe(401);
    expect((await secondPass('SMS_TOTP', code)).statusCode).toBe(401);
    await loginRequest(t.app, 'new.user');
    expect((await secondPass('SMS_TOTP', (await latestSms()).code)).statusCode).toBe(200);
  });

  it('e-mail one-time passcode: valid at once, then signs in with the mailed code', async () => {
    const res = await call(t.app, session, 'POST', `/api/myaccount/emailtotp/registration/${userId}`);
    expect(res.json()).toEqual({ f2aType: 'EMAIL_TOTP', hasWebAuthnCredentials: false });
    expect((await loginRequest(t.app, 'new.user')).json().messages[0]).toMatchObject({
      key: 'MISSING_F2A_TOKEN',
      f2aType: 'EMAIL_TOTP',
    });
    await expect(signIn(t.app, 'new.user')).resolves.toMatchObject({ csrf: expect.any(String) });
  });

  it('WebAuthn: register, test, sign in with the challenge; challenges are single use, bound and short-lived; the counter never goes back', async () => {
    const key = createSoftwareAuthenticator(t.config.publicUrl);
    const options = (await call(t.app, session, 'GET', `/api/myaccount/webauthn/registration/start/${userId}`)).json();
    expect(options.rp).toEqual({ id: 'localhost', name: 'TaxLens Portal' });
    const registration = key.register(options);
    const registered = await call(
      t.app,
      session,
      'POST',
      `/api/myaccount/webauthn/registration/finish/${userId}`,
      registration,
    );
    expect(registered.statusCode).toBe(200);
    expect(registered.json()).toEqual({ f2aType: 'WEBAUTHN', hasWebAuthnCredentials: true });
    // The same registration answer again: its challenge is used up.
    expect(
      (await call(t.app, session, 'POST', `/api/myaccount/webauthn/registration/finish/${userId}`, registration))
        .statusCode,
    ).toBe(400);
    expect((await call(t.app, session, 'GET', '/api/myaccount/get')).json().hasWebAuthnCredentials).toBe(true);

    // Test WebAuthn.
    const test = (await call(t.app, session, 'GET', `/api/myaccount/webauthn/assertion/start/${userId}`)).json();
    expect(test.allowCredentials).toEqual([expect.objectContaining({ id: key.id })]);
    expect(
      (await call(t.app, session, 'POST', `/api/myaccount/webauthn/assertion/finish/${userId}`, key.assert(test)))
        .statusCode,
    ).toBe(200);

    // Sign-in: the first pass carries the challenge; the answer, base64url JSON, is the token.
    const first = (await loginRequest(t.app, 'new.user')).json().messages[0];
    expect(first).toMatchObject({
      key: 'MISSING_F2A_TOKEN',
      f2aType: 'WEBAUTHN',
      challenge: { challenge: expect.any(String), rpId: 'localhost' },
    });
    const token = Buffer.from(JSON.stringify(key.assert(first.challenge))).toString('base64url');
    expect((await secondPass('WEBAUTHN', token)).statusCode).toBe(200);
    expect((await secondPass('WEBAUTHN', token)).statusCode).toBe(401);

    // A response to a challenge the server never issued for sign-in (another user's flow, or made up).
    await loginRequest(t.app, 'new.user');
    const forged = Buffer.from(
      JSON.stringify(key.assert({ challenge: Buffer.from('not-issued').toString('base64url') })),
    ).toString('base64url');
    expect((await secondPass('WEBAUTHN', forged)).statusCode).toBe(401);
    const registrationChallenge = (
      await call(t.app, session, 'GET', `/api/myaccount/webauthn/registration/start/${userId}`)
    ).json();
    const crossPurpose = Buffer.from(JSON.stringify(key.assert(registrationChallenge))).toString('base64url');
    expect((await secondPass('WEBAUTHN', crossPurpose)).statusCode).toBe(401);

    // Expired after 5 minutes.
    const stale = (await loginRequest(t.app, 'new.user')).json().messages[0].challenge;
    clock.advance(5 * MINUTE + 1000);
    expect(
      (await secondPass('WEBAUTHN', Buffer.from(JSON.stringify(key.assert(stale))).toString('base64url'))).statusCode,
    ).toBe(401);

    // A signature counter that goes back (a cloned key) is refused.
    key.setCounter(0);
    const cloned = (await loginRequest(t.app, 'new.user')).json().messages[0].challenge;
    expect(
      (await secondPass('WEBAUTHN', Buffer.from(JSON.stringify(key.assert(cloned))).toString('base64url'))).statusCode,
    ).toBe(401);
    // Garbage tokens are a plain refusal, never a 500.
    expect((await secondPass('WEBAUTHN', 'not-base64-json')).statusCode).toBe(401);
  });
});
