import { inflateRawSync } from 'node:zlib';
import { STEP_UP_FAILED, STEP_UP_REQUIRED } from '@taxlens/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/demo/seed/demo-users.js';
import { readAuthnRequest } from '../src/modules/sso/idp/saml-response.js';
import { SESSION_COOKIE } from '../src/platform/session-store.js';
import { createMovableClock } from './support/movable-clock.js';
import { createTestIdp, type TestIdp } from './support/test-idp.js';
import {
  call,
  createTestApp,
  lenderIdByName,
  openSession,
  readLatestCode,
  type Session,
  signIn,
  type TestApp,
} from './support/test-app.js';

/** Step-up (decision 145): sensitive changes need the password or a second factor within the last 5 minutes. */
const clock = createMovableClock();
let t: TestApp;
let acme: string;
const ids: Record<string, string> = {};

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const ACME = 'Acme Capital';

function expectStepUpRequired(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(403);
  expect(res.json().messages[0]).toMatchObject({
    key: STEP_UP_REQUIRED,
    value: expect.stringMatching(/confirm it is you/),
  });
}

const stepUp = (s: Session, body: unknown) => call(t.app, s, 'POST', '/api/myaccount/step-up', body);

async function ownSettingsWithEmail(s: Session, email: string) {
  const current = (await call(t.app, s, 'GET', '/api/myaccount/settings')).json();
  return { ...current, email };
}

/** Each protected change as one call; `n` makes each accepted call a real change. */
type Case = { name: string; user: string; send: (s: Session, n: number) => Promise<LightMyRequestResponse> };
const CASES: Case[] = [
  {
    name: 'add to the general IP whitelist',
    user: 'lender.admin',
    send: (s) => call(t.app, s, 'POST', `/api/lenders/${acme}/ip-whitelist`, { ipAddress: '127.0.0.1' }),
  },
  {
    name: 'remove from the general IP whitelist',
    user: 'lender.admin',
    send: (s) => call(t.app, s, 'DELETE', `/api/lenders/${acme}/ip-whitelist`, { ipAddress: '127.0.0.1' }),
  },
  {
    name: "add to a user's IP whitelist",
    user: 'lender.admin',
    send: (s) => call(t.app, s, 'POST', `/api/users/${ids['loan.officer']}/ip-whitelist`, { ipAddress: '127.0.0.1' }),
  },
  {
    name: "remove from a user's IP whitelist",
    user: 'lender.admin',
    send: (s) => call(t.app, s, 'DELETE', `/api/users/${ids['loan.officer']}/ip-whitelist`, { ipAddress: '127.0.0.1' }),
  },
  {
    name: "reset another user's second factor",
    user: 'lender.admin',
    send: (s) => call(t.app, s, 'POST', `/api/users/lenderadmin/${ids['sales.rep']}/reset-two-factor`),
  },
  {
    name: "change another user's e-mail (lender admin)",
    user: 'lender.admin',
    send: async (s, n) => {
      const user = (await call(t.app, s, 'GET', '/api/users/lenderadmin?limit=10&q=sales.rep')).json().content[0];
      return call(t.app, s, 'POST', `/api/users/lenderadmin/update/${ids['sales.rep']}`, {
        ...user,
        email: `rep.${n}@acme.example`,
      });
    },
  },
  {
    name: 'sign out every other session',
    user: 'loan.officer',
    send: (s) => call(t.app, s, 'POST', '/api/myaccount/sessions/end-others'),
  },
  {
    name: 'sign out one other session',
    user: 'loan.officer',
    send: async (s) => {
      const other = (
        await call(t.app, await openSession(t.app, 'loan.officer', ACME), 'GET', '/api/myaccount/sessions')
      )
        .json()
        .find((x: { current: boolean }) => x.current);
      return call(t.app, s, 'DELETE', `/api/myaccount/sessions/${other.id}`);
    },
  },
  {
    name: "change one's own e-mail",
    user: 'viewer',
    send: async (s, n) =>
      call(t.app, s, 'POST', '/api/myaccount/update', await ownSettingsWithEmail(s, `viewer.${n}@acme.example`)),
  },
];

beforeAll(async () => {
  t = await createTestApp({ clock });
  acme = await lenderIdByName(t.db, ACME);
  for (const u of await t.db.selectFrom('users').select(['id', 'username']).execute()) ids[u.username] = u.id;
});
afterAll(() => t.close());

describe('step-up on sensitive changes', () => {
  for (const c of CASES) {
    it(`${c.name}: refused without proof, accepted 4:59 after one, refused at 5:01`, async () => {
      const unproven = await openSession(t.app, c.user, ACME, { proven: false });
      expectStepUpRequired(await c.send(unproven, 1));

      const s = await openSession(t.app, c.user, ACME, { proven: false });
      expect((await stepUp(s, { password: DEMO_PASSWORD })).statusCode).toBe(200);
      clock.advance(4 * MINUTE + 59 * SECOND);
      const accepted = await c.send(s, 2);
      expect(accepted.statusCode, accepted.body).toBe(200);
      clock.advance(2 * SECOND);
      expectStepUpRequired(await c.send(s, 3));
    });
  }

  it('a real sign-in (password and e-mailed code) is a fresh proof', async () => {
    const s = await signIn(t.app, 'lender.admin');
    expect((await call(t.app, s, 'PUT', `/api/lenders/selected/${acme}`)).statusCode).toBe(200);
    const added = await call(t.app, s, 'POST', `/api/lenders/${acme}/ip-whitelist`, { ipAddress: '127.0.0.1' });
    expect(added.statusCode, added.body).toBe(200);
    expect(
      (await call(t.app, s, 'DELETE', `/api/lenders/${acme}/ip-whitelist`, { ipAddress: '127.0.0.1' })).statusCode,
    ).toBe(200);
  });

  it("a code of the user's own second-factor method proves it too", async () => {
    const s = await openSession(t.app, 'lender.admin', ACME, { proven: false });
    const sent = await call(t.app, s, 'POST', '/api/myaccount/step-up/code');
    expect(sent.json()).toMatchObject({ f2aType: 'EMAIL_TOTP', password: true });
    const { email } = await t.db
      .selectFrom('users')
      .select('email')
      .where('username', '=', 'lender.admin')
      .executeTakeFirstOrThrow();
    const code = await readLatestCode(t.app, email);
    const proven = await stepUp(s, { code });
    expect(proven.statusCode, proven.body).toBe(200);
    expect(
      (await call(t.app, s, 'POST', `/api/users/lenderadmin/${ids['sales.rep']}/reset-two-factor`)).statusCode,
    ).toBe(200);
  });

  it('a password change with the current password counts as the proof: no second prompt', async () => {
    const s = await openSession(t.app, 'loan.officer', ACME, { proven: false });
    const settings = (await call(t.app, s, 'GET', '/api/myaccount/settings')).json();
    const res = await call(t.app, s, 'POST', '/api/myaccount/update', {
      ...settings,
      email: 'officer.new@acme.example',
      password: 'Harbor-Lights-77!',
      confirmPassword: 'Harbor-Lights-77!',
      currentPassword: DEMO_PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().email).toBe('officer.new@acme.example');
  });

  it('changes that are not sensitive need no proof', async () => {
    const s = await openSession(t.app, 'viewer', ACME, { proven: false });
    const settings = (await call(t.app, s, 'GET', '/api/myaccount/settings')).json();
    expect((await call(t.app, s, 'POST', '/api/myaccount/update', { ...settings, firstName: 'Vera' })).statusCode).toBe(
      200,
    );
  });
});

describe('POST /api/myaccount/step-up', () => {
  it('refuses a wrong password or code with 403 STEP_UP_FAILED, and the session stays unproven', async () => {
    const s = await openSession(t.app, 'viewer', ACME, { proven: false });
    const wrong = await stepUp(s, { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().messages[0].key).toBe(STEP_UP_FAILED);
    expect((await stepUp(s, { code: '000000' })).statusCode).toBe(403);
    expectStepUpRequired(
      await call(t.app, s, 'POST', '/api/myaccount/update', await ownSettingsWithEmail(s, 'rep.x@acme.example')),
    );
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('user_id', '=', ids.viewer!)
      .where('action', '=', 'auth.step_up_failed')
      .execute();
    expect(audit.length).toBeGreaterThanOrEqual(2);
  });

  it('answers 4xx, never 500, to bad input', async () => {
    const s = await openSession(t.app, 'ondemand.user', null, { proven: false });
    const bodies: unknown[] = [
      {},
      { password: DEMO_PASSWORD, code: '123456' },
      { password: 42 },
      { password: '' },
      { code: 'x'.repeat(20_001) },
      { password: 'p'.repeat(201) },
      [],
      'text',
      null,
    ];
    for (const body of bodies) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/myaccount/step-up',
        headers: { cookie: s.cookie, 'x-csrf-token': s.csrf, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(res.statusCode, `${JSON.stringify(body)} -> ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/myaccount/step-up',
      headers: { cookie: s.cookie, 'x-csrf-token': s.csrf, 'content-type': 'application/json' },
      payload: '{"password":',
    });
    expect(broken.statusCode).toBe(400);
  });

  it('needs a session and stops guessing after 10 tries in 15 minutes', async () => {
    expect((await call(t.app, null, 'POST', '/api/myaccount/step-up', { password: DEMO_PASSWORD })).statusCode).toBe(
      401,
    );
    const s = await openSession(t.app, 'expired.user', null, { proven: false });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await stepUp(s, { password: `guess-${i}` })).statusCode);
    expect(statuses.slice(0, 10).every((x) => x === 403)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect((await stepUp(s, { password: DEMO_PASSWORD })).statusCode).toBe(429);
  });
});

describe('step-up for single-sign-on users: a fresh sign-in at the identity provider (ForceAuthn)', () => {
  let idp: TestIdp;
  let sso: Session;

  beforeAll(async () => {
    idp = await createTestIdp(t.app, await signIn(t.app, 'ops.admin'), {
      registrationId: 'delta-federal',
      lenderName: 'Delta Federal',
    });
    const signedIn = await idp.post(idp.respond(await idp.start()));
    const cookie = `${SESSION_COOKIE}=${signedIn.cookies.find((c) => c.name === SESSION_COOKIE)!.value}`;
    const handoff = await t.app.inject({ method: 'GET', url: '/api/portal/sso/session', headers: { cookie } });
    sso = { cookie, csrf: handoff.json().csrf.token };
  });

  async function startStepUp(): Promise<{ id: string; xml: string }> {
    const res = await t.app.inject({ method: 'GET', url: '/saml2/step-up', headers: { cookie: sso.cookie } });
    expect(res.statusCode, res.body).toBe(302);
    const location = res.headers.location as string;
    const xml = inflateRawSync(Buffer.from(new URL(location).searchParams.get('SAMLRequest')!, 'base64')).toString(
      'utf8',
    );
    return { id: readAuthnRequest(location).id, xml };
  }

  it('the SAML sign-in is a proof; 5:01 later the dialog offers the identity provider, whose fresh answer renews it', async () => {
    expect((await call(t.app, sso, 'POST', '/api/myaccount/sessions/end-others')).statusCode).toBe(200);
    clock.advance(5 * MINUTE + SECOND);
    expectStepUpRequired(await call(t.app, sso, 'POST', '/api/myaccount/sessions/end-others'));
    expect((await call(t.app, sso, 'GET', '/api/myaccount/step-up')).json()).toMatchObject({
      password: false,
      ssoUrl: '/saml2/step-up',
    });

    const request = await startStepUp();
    expect(request.xml).toMatch(/ForceAuthn="true"/);
    const sessionsBefore = await t.db.selectFrom('sessions').select('id').execute();
    const answer = await idp.post(idp.respond(request.id));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.body).toMatch(/close this tab/);
    expect(answer.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    expect(await t.db.selectFrom('sessions').select('id').execute()).toHaveLength(sessionsBefore.length);
    expect((await call(t.app, sso, 'POST', '/api/myaccount/sessions/end-others')).statusCode).toBe(200);
  });

  it('an answer naming another person renews nothing', async () => {
    clock.advance(5 * MINUTE + SECOND);
    const request = await startStepUp();
    const answer = await idp.post(
      idp.respond(request.id, {
        nameId: 'someone.else',
        attributes: { email: 'someone.else@deltafederal.example', firstName: 'S', lastName: 'E' },
      }),
    );
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toMatch(/sso_error=/);
    expectStepUpRequired(await call(t.app, sso, 'POST', '/api/myaccount/sessions/end-others'));
  });

  it('is refused to users of lenders without single sign-on', async () => {
    const s = await openSession(t.app, 'viewer', ACME);
    const res = await t.app.inject({ method: 'GET', url: '/saml2/step-up', headers: { cookie: s.cookie } });
    expect(res.statusCode).toBe(400);
  });
});
