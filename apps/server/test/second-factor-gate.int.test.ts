import { generate } from 'otplib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMovableClock } from './support/movable-clock.js';
import {
  call,
  createTestApp,
  lenderIdByName,
  loginRequest,
  openSession,
  readLatestCode,
  type Session,
  sessionFrom,
  signIn,
  type TestApp,
} from './support/test-app.js';

const MINUTE = 60_000;

/** Decision 126: the second factor and the notices are server rules. */
describe('the second-factor and notice gates', () => {
  const clock = createMovableClock(new Date('2026-03-02T15:00:10Z'));
  let t: TestApp;
  let newUserId: string;

  beforeAll(async () => {
    t = await createTestApp({ clock });
    newUserId = (
      await t.db.selectFrom('users').select('id').where('username', '=', 'new.user').executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    clock.advance(10 * MINUTE);
    expect((await t.app.inject({ method: 'POST', url: '/dev/demo-users/new.user/reset' })).statusCode).toBe(200);
  });

  const mailsTo = async (email: string) => {
    await t.app.ctx.outbox.drain();
    return t.db
      .selectFrom('dev_messages')
      .select(['subject', 'body'])
      .where('recipient', '=', email)
      .orderBy('id', 'desc')
      .execute();
  };
  const passwordOnly = async (): Promise<Session> => {
    const res = await loginRequest(t.app, 'new.user');
    expect(res.statusCode).toBe(200);
    return sessionFrom(res);
  };

  it('keeps a password-only session of a user without a method to the enrolment set', async () => {
    const session = await passwordOnly();
    const clients = await call(t.app, session, 'GET', '/api/portfolio/clients');
    expect(clients.statusCode).toBe(403);
    expect(clients.json().messages[0]).toMatchObject({
      key: 'F2A_ENROLMENT_REQUIRED',
      value: 'Set up two-factor authentication to continue.',
    });
    expect((await call(t.app, session, 'GET', '/api/portal/search?keyword=acme')).json().messages[0].key).toBe(
      'F2A_ENROLMENT_REQUIRED',
    );
    // What the path to the two-factor page needs still answers.
    expect((await call(t.app, session, 'GET', '/api/myaccount/get')).statusCode).toBe(200);
    expect((await call(t.app, session, 'GET', '/api/lenders/mine')).statusCode).toBe(200);
    expect((await call(t.app, session, 'GET', '/api/eula')).statusCode).toBe(200);
    expect((await call(t.app, session, 'GET', '/api/myaccount/keepalive')).statusCode).toBe(200);
    expect((await call(t.app, session, 'GET', '/api/logout')).statusCode).toBe(200);
  });

  it('lets a method be enrolled only after the mailbox on file proved itself', async () => {
    const session = await passwordOnly();
    const before = await call(t.app, session, 'GET', `/api/myaccount/authenticator/registration/${newUserId}`);
    expect(before.statusCode).toBe(403);
    expect(before.json().messages[0].key).toBe('MAILBOX_PROOF_REQUIRED');
    for (const [verb, url] of [
      ['POST', `/api/myaccount/emailtotp/registration/${newUserId}`],
      ['POST', `/api/myaccount/smstotp/registration/${newUserId}`],
      ['GET', `/api/myaccount/webauthn/registration/start/${newUserId}`],
    ] as const) {
      const res = await call(t.app, session, verb, url, verb === 'POST' ? { f2aPhone: '+12025550123' } : undefined);
      expect(res.json().messages[0].key, url).toBe('MAILBOX_PROOF_REQUIRED');
    }
    expect(
      (await t.db.selectFrom('users').select('f2a_type').where('id', '=', newUserId).executeTakeFirstOrThrow())
        .f2a_type,
    ).toBe('OFF');

    const sent = await call(t.app, session, 'POST', '/api/myaccount/mailbox-proof');
    expect(sent.json()).toEqual({ sentTo: 'n•••@acme.example' });
    const code = await readLatestCode(t.app, 'new.user@acme.example');
    const wrong = await call(t.app, session, 'POST', '/api/myaccount/mailbox-proof/verify', {
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect((await call(t.app, session, 'POST', '/api/myaccount/mailbox-proof/verify', { code })).statusCode).toBe(200);

    const reg = await call(t.app, session, 'GET', `/api/myaccount/authenticator/registration/${newUserId}`);
    expect(reg.statusCode).toBe(200);
    // Still gated until the new method proved itself too.
    expect((await call(t.app, session, 'GET', '/api/portfolio/clients')).statusCode).toBe(403);
    const totp = await generate({ secret: reg.json().secret, epoch: Math.floor(clock.now().getTime() / 1000) });
    const verified = await call(t.app, session, 'POST', `/api/myaccount/authenticator/verify/${newUserId}`, {
      code: totp,
    });
    expect(verified.json()).toEqual({ f2aType: 'AUTHENTICATOR_APP', hasWebAuthnCredentials: false });

    expect((await call(t.app, session, 'GET', '/api/portfolio/clients')).statusCode).toBe(200);
    const [changed] = await mailsTo('new.user@acme.example');
    expect(changed?.subject).toBe('Your TaxLens two-factor method was changed');
    expect(changed?.body).toContain('an authenticator app');
  });

  it('makes the mailed setup code the enrolment of the e-mail method, and it lapses after 15 minutes', async () => {
    const session = await passwordOnly();
    await call(t.app, session, 'POST', '/api/myaccount/mailbox-proof');
    await call(t.app, session, 'POST', '/api/myaccount/mailbox-proof/verify', {
      code: await readLatestCode(t.app, 'new.user@acme.example'),
    });
    clock.advance(15 * MINUTE + 1000);
    const late = await call(t.app, session, 'POST', `/api/myaccount/emailtotp/registration/${newUserId}`);
    expect(late.json().messages[0].key).toBe('MAILBOX_PROOF_REQUIRED');

    await call(t.app, session, 'POST', '/api/myaccount/mailbox-proof');
    await call(t.app, session, 'POST', '/api/myaccount/mailbox-proof/verify', {
      code: await readLatestCode(t.app, 'new.user@acme.example'),
    });
    const chosen = await call(t.app, session, 'POST', `/api/myaccount/emailtotp/registration/${newUserId}`);
    expect(chosen.json()).toEqual({ f2aType: 'EMAIL_TOTP', hasWebAuthnCredentials: false });
    expect((await call(t.app, session, 'GET', '/api/portfolio/clients')).statusCode).toBe(200);
  });

  it('gates a session that skipped the second factor even when the user has one (a session row without it)', async () => {
    const session = await openSession(t.app, 'loan.officer', 'Acme Capital', { secondFactor: null });
    expect((await call(t.app, session, 'GET', '/api/portfolio/clients')).json().messages[0].key).toBe(
      'F2A_ENROLMENT_REQUIRED',
    );
    const full = await openSession(t.app, 'loan.officer', 'Acme Capital');
    expect((await call(t.app, full, 'GET', '/api/portfolio/clients')).statusCode).toBe(200);
  });

  it('serves nothing of a lender whose notice is pending until it is accepted', async () => {
    const session = await signIn(t.app, 'lender.admin');
    const beacon = await lenderIdByName(t.db, 'Beacon Bank');
    expect((await call(t.app, session, 'PUT', `/api/lenders/selected/${beacon}`)).statusCode).toBe(200);
    for (const url of ['/api/portfolio/clients', '/api/portal/search?keyword=acme', '/api/formdata?types=timezones']) {
      const res = await call(t.app, session, 'GET', url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().messages[0].key, url).toBe('EULA_REQUIRED');
    }
    const pending = (await call(t.app, session, 'GET', '/api/eula')).json().pending as { id: string }[];
    expect(pending.length).toBeGreaterThan(0);
    for (const notice of pending) {
      expect((await call(t.app, session, 'POST', `/api/eula/${notice.id}/accept`)).statusCode).toBe(200);
    }
    expect((await call(t.app, session, 'GET', '/api/portfolio/clients')).statusCode).toBe(200);
  });

  it("ends a user's sessions and tells their mailbox when a lender admin resets their second factor", async () => {
    const officer = await signIn(t.app, 'loan.officer');
    expect((await call(t.app, officer, 'GET', '/api/portfolio/clients')).statusCode).toBe(200);
    const admin = await signIn(t.app, 'lender.admin');
    const acme = await lenderIdByName(t.db, 'Acme Capital');
    await call(t.app, admin, 'PUT', `/api/lenders/selected/${acme}`);
    const officerId = (
      await t.db.selectFrom('users').select('id').where('username', '=', 'loan.officer').executeTakeFirstOrThrow()
    ).id;
    const reset = await call(t.app, admin, 'POST', `/api/users/lenderadmin/${officerId}/reset-two-factor`);
    expect(reset.statusCode).toBe(200);
    expect((await call(t.app, officer, 'GET', '/api/portfolio/clients')).statusCode).toBe(401);
    const [mail] = await mailsTo('loan.officer@acme.example');
    expect(mail?.subject).toBe('Your TaxLens two-factor method was changed');
    // Signing in again reaches only the enrolment set.
    const again = sessionFrom(await loginRequest(t.app, 'loan.officer'));
    expect((await call(t.app, again, 'GET', '/api/portfolio/clients')).json().messages[0].key).toBe(
      'F2A_ENROLMENT_REQUIRED',
    );
  });
});
