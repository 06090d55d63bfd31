import { LOGIN_ACCEPT_TYPE, SSO_ERRORS, type SsoErrorCode } from '@taxlens/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateIdpKeyPair } from '../src/modules/sso/idp/key-pair.js';
import { SESSION_COOKIE } from '../src/platform/session-store.js';
import {
  basicAuth,
  call,
  createTestApp,
  lenderIdByName,
  signIn,
  type Session,
  type TestApp,
} from './support/test-app.js';
import { createTestIdp, postSamlResponse, TEST_IDP_SSO_URL, type TestIdp } from './support/test-idp.js';

/** A refused response: back to the login page with the reason, no session, and an audit row. */
async function expectRefused(t: TestApp, res: LightMyRequestResponse, code: SsoErrorCode) {
  expect(res.statusCode, res.body).toBe(303);
  expect(res.headers.location).toBe(`/auth/login?sso_error=${code}`);
  expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  const audit = await t.db
    .selectFrom('audit_log')
    .select(['action', 'details'])
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  expect(audit.action).toBe('auth.sso_failed');
  expect((audit.details as { reason: string }).reason).toBe(code);
  expect(SSO_ERRORS[code]).toBeTruthy();
}

const sessionCookie = (res: LightMyRequestResponse) => {
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error('no session cookie');
  return `${SESSION_COOKIE}=${cookie.value}`;
};

describe('SAML single sign-on', () => {
  let t: TestApp;
  let ops: Session;
  let idp: TestIdp;

  beforeAll(async () => {
    t = await createTestApp();
    ops = await signIn(t.app, 'ops.admin');
    idp = await createTestIdp(t.app, ops, {
      registrationId: 'delta-federal',
      lenderName: 'Delta Federal',
      logoutUrl: 'https://idp.test.example/logout',
    });
  });
  afterAll(() => t.close());

  it('redirects to the identity provider with an AuthnRequest whose id is kept in the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/saml2/authenticate/delta-federal' });
    expect(res.statusCode).toBe(302);
    const location = new URL(res.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(TEST_IDP_SSO_URL);
    expect(location.searchParams.get('SAMLRequest')).toBeTruthy();
    expect(
      await t.db.selectFrom('saml_requests').select('id').where('registration_id', '=', 'delta-federal').execute(),
    ).not.toHaveLength(0);
  });

  it('signs the user in for the lender of the identity provider, then hands the session to the web app', async () => {
    const requestId = await idp.start();
    const res = await idp.post(idp.respond(requestId));
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe('/auth/sso-complete');
    const cookie = sessionCookie(res);

    const handoff = await t.app.inject({ method: 'GET', url: '/api/portal/sso/session', headers: { cookie } });
    expect(handoff.statusCode).toBe(200);
    const body = handoff.json();
    expect(body.user).toMatchObject({ firstName: 'Nora', lastName: 'Delgado', userAuthorities: ['ROLE_LENDERADMIN'] });
    expect(body.lender).toMatchObject({ companyName: 'Delta Federal', sso: true, registrationId: 'delta-federal' });
    const me = await call(t.app, { cookie, csrf: body.csrf.token }, 'GET', '/api/myaccount/get');
    expect(me.statusCode).toBe(200);
    // The identity provider's sign-in is the second factor (decision 126): past the gate at once.
    expect((await call(t.app, { cookie, csrf: body.csrf.token }, 'GET', '/api/portfolio/clients')).statusCode).toBe(
      200,
    );
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('action', '=', 'auth.login')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.details).toMatchObject({ method: 'SAML', registrationId: 'delta-federal' });
  });

  it('accepts a response whose only signature is on the response', async () => {
    const requestId = await idp.start();
    const res = await idp.post(idp.respond(requestId, { sign: 'response' }));
    expect(res.headers.location).toBe('/auth/sso-complete');
  });

  it('refuses an unsigned response', async () => {
    await expectRefused(t, await idp.post(idp.respond(await idp.start(), { sign: 'none' })), 'INVALID_RESPONSE');
  });

  it('refuses a response signed with another key', async () => {
    const stranger = await generateIdpKeyPair('Someone else');
    await expectRefused(t, await idp.post(idp.respond(await idp.start(), { keys: stranger })), 'INVALID_RESPONSE');
  });

  it('refuses a response changed after signing', async () => {
    const signed = idp.respond(await idp.start(), { sign: 'assertion' });
    const tampered = signed.replace('>sso.user</saml:NameID>', '>lender.admin</saml:NameID>');
    expect(tampered).not.toBe(signed);
    await expectRefused(t, await idp.post(tampered), 'INVALID_RESPONSE');
  });

  it('refuses SHA-1 signatures', async () => {
    await expectRefused(t, await idp.post(idp.respond(await idp.start(), { algorithm: 'sha1' })), 'INVALID_RESPONSE');
  });

  it('refuses a wrong audience', async () => {
    await expectRefused(
      t,
      await idp.post(idp.respond(await idp.start(), { audience: 'https://other-sp.example/metadata' })),
      'INVALID_RESPONSE',
    );
  });

  it('refuses a response addressed to another destination', async () => {
    await expectRefused(
      t,
      await idp.post(idp.respond(await idp.start(), { destination: 'https://other-sp.example/acs' })),
      'INVALID_RESPONSE',
    );
  });

  it('refuses a response from another issuer signed with the trusted key', async () => {
    await expectRefused(
      t,
      await idp.post(idp.respond(await idp.start(), { issuer: 'https://evil.example/idp' })),
      'INVALID_RESPONSE',
    );
  });

  it('refuses an expired assertion, and one not yet valid, beyond the allowed skew', async () => {
    await expectRefused(t, await idp.post(idp.respond(await idp.start(), { shiftSeconds: -3600 })), 'EXPIRED');
    await expectRefused(t, await idp.post(idp.respond(await idp.start(), { shiftSeconds: 3600 })), 'EXPIRED');
  });

  it('accepts a clock difference within the skew', async () => {
    const res = await idp.post(idp.respond(await idp.start(), { shiftSeconds: -330 }));
    expect(res.headers.location).toBe('/auth/sso-complete');
  });

  it('refuses a replayed response and a replayed assertion id', async () => {
    const response = idp.respond(await idp.start(), { assertionId: '_replayed-assertion-1' });
    expect((await idp.post(response)).headers.location).toBe('/auth/sso-complete');
    // The same post again: its request id was answered already.
    await expectRefused(t, await idp.post(response), 'UNSOLICITED');
    // The same assertion id inside a response to a new request.
    await expectRefused(
      t,
      await idp.post(idp.respond(await idp.start(), { assertionId: '_replayed-assertion-1' })),
      'REPLAYED',
    );
  });

  it('refuses an unknown, missing or reused InResponseTo', async () => {
    await expectRefused(t, await idp.post(idp.respond('_never-issued')), 'UNSOLICITED');
    await expectRefused(t, await idp.post(idp.respond(null)), 'UNSOLICITED');
    const requestId = await idp.start();
    expect((await idp.post(idp.respond(requestId))).headers.location).toBe('/auth/sso-complete');
    await expectRefused(t, await idp.post(idp.respond(requestId)), 'UNSOLICITED');
  });

  it('refuses a request id issued for another registration', async () => {
    const other = await createTestIdp(t.app, ops, { registrationId: 'cedar-sso', lenderName: 'Cedar Credit' });
    const cedarRequest = await other.start();
    await expectRefused(t, await idp.post(idp.respond(cedarRequest)), 'UNSOLICITED');
    await t.app.inject({
      method: 'DELETE',
      url: '/api/ops/saml-registrations/cedar-sso',
      headers: { cookie: ops.cookie, 'x-csrf-token': ops.csrf },
    });
  });

  it('refuses an unknown registrationId, and a malformed one with the error shape', async () => {
    await expectRefused(
      t,
      await t.app.inject({ method: 'GET', url: '/saml2/authenticate/no-such-bank' }),
      'UNKNOWN_REGISTRATION',
    );
    await expectRefused(t, await postSamlResponse(t.app, 'no-such-bank', idp.respond('_x')), 'UNKNOWN_REGISTRATION');
    for (const url of ['/saml2/authenticate/Not_Valid!', '/saml2/service-provider-metadata/no-such-bank']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.json().messages[0].key).toBeTruthy();
    }
  });

  it('refuses bad input to the assertion consumer service without a 500', async () => {
    const acs = '/login/saml2/sso/delta-federal';
    const empty = await t.app.inject({
      method: 'POST',
      url: acs,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    await expectRefused(t, empty, 'INVALID_RESPONSE');
    const garbage = await t.app.inject({
      method: 'POST',
      url: acs,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'SAMLResponse=%%%not-base64',
    });
    expect(garbage.statusCode).toBeLessThan(500);
    const notXml = await t.app.inject({
      method: 'POST',
      url: acs,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `SAMLResponse=${Buffer.from('<a><b></a>').toString('base64')}`,
    });
    await expectRefused(t, notXml, 'INVALID_RESPONSE');
    const doctype = `<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>${idp.respond(await idp.start())}`;
    await expectRefused(t, await idp.post(doctype), 'INVALID_RESPONSE');
    const json = await t.app.inject({ method: 'POST', url: acs, payload: { SAMLResponse: 1 } });
    expect(json.statusCode).toBe(400);
    const text = await t.app.inject({
      method: 'POST',
      url: acs,
      headers: { 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect(text.statusCode).toBeLessThan(500);
  });

  it('refuses a user who is not a member of the lender, unless the lender creates users', async () => {
    await expectRefused(t, await idp.post(idp.respond(await idp.start(), { nameId: 'loan.officer' })), 'UNKNOWN_USER');
    await expectRefused(t, await idp.post(idp.respond(await idp.start(), { nameId: 'newcomer' })), 'UNKNOWN_USER');
    expect(
      await t.db.selectFrom('users').select('id').where('username', '=', 'newcomer').executeTakeFirst(),
    ).toBeUndefined();
  });

  it('creates a new user with the default role when the lender allows it', async () => {
    const creating = await createTestIdp(t.app, ops, {
      registrationId: 'delta-federal',
      lenderName: 'Delta Federal',
      createUsers: true,
    });
    const res = await creating.post(
      creating.respond(await creating.start(), {
        nameId: 'j.rivera',
        attributes: { email: 'j.rivera@deltafederal.example', firstName: 'Jo', lastName: 'Rivera' },
      }),
    );
    expect(res.headers.location).toBe('/auth/sso-complete');
    const user = await t.db
      .selectFrom('users')
      .innerJoin('user_lenders', 'user_lenders.user_id', 'users.id')
      .select([
        'users.email',
        'users.first_name',
        'users.last_name',
        'users.password_hash',
        'user_lenders.role',
        'user_lenders.lender_id',
      ])
      .where('users.username', '=', 'j.rivera')
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      email: 'j.rivera@deltafederal.example',
      first_name: 'Jo',
      last_name: 'Rivera',
      password_hash: null,
      role: 'ROLE_LENDER',
    });
    expect(user.lender_id).toBe(await lenderIdByName(t.db, 'Delta Federal'));
    idp = await createTestIdp(t.app, ops, {
      registrationId: 'delta-federal',
      lenderName: 'Delta Federal',
      logoutUrl: 'https://idp.test.example/logout',
    });
  });

  it('refuses a password sign-in by a user of a single-sign-on lender', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/portal/login',
      headers: { accept: LOGIN_ACCEPT_TYPE, authorization: basicAuth('sso.user', 'anything-at-all') },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().messages[0].key).toBe('SSO_REQUIRED');
    expect(res.cookies).toHaveLength(0);
  });

  it('finds the registration by company identifier or e-mail domain', async () => {
    const lookup = (q: string) =>
      t.app.inject({ method: 'GET', url: `/api/portal/sso/lookup?q=${encodeURIComponent(q)}` });
    await createTestIdp(t.app, ops, {
      registrationId: 'delta-federal',
      lenderName: 'Delta Federal',
      emailDomains: ['deltafederal.example'],
      logoutUrl: 'https://idp.test.example/logout',
    });
    for (const q of ['delta-federal', 'Delta Federal', 'nora@DeltaFederal.example']) {
      const res = await lookup(q);
      expect(res.statusCode, q).toBe(200);
      expect(res.json()).toEqual({ registrationId: 'delta-federal' });
    }
    for (const q of ['Acme Capital', 'someone@acme.example']) {
      const res = await lookup(q);
      expect(res.statusCode, q).toBe(404);
      expect(res.json().messages[0].key).toBe('SSO_NOT_FOUND');
    }
    expect((await lookup('')).statusCode).toBe(400);
  });

  it("tells /auth/sso-logout where the identity provider's logout is", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/portal/sso/logout-target/delta-federal' });
    expect(res.json()).toEqual({ logoutUrl: 'https://idp.test.example/logout' });
    expect((await t.app.inject({ method: 'GET', url: '/api/portal/sso/logout-target/nope' })).statusCode).toBe(404);
  });

  it('publishes service provider metadata with the entity id and the assertion consumer service', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/saml2/service-provider-metadata/delta-federal' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('xml');
    expect(res.body).toContain(`entityID="${idp.urls.entityId}"`);
    expect(res.body).toContain(`Location="${idp.urls.acsUrl}"`);
  });
});

describe('SAML configuration by operations staff', () => {
  let t: TestApp;
  let ops: Session;
  beforeAll(async () => {
    t = await createTestApp();
    ops = await signIn(t.app, 'ops.admin');
  });
  afterAll(() => t.close());

  it('lists, refuses a bad certificate or a clash, and removes a registration', async () => {
    const list = await call(t.app, ops, 'GET', '/api/ops/saml-registrations');
    expect(list.statusCode).toBe(200);
    expect(list.json().map((c: { registrationId: string }) => c.registrationId)).toEqual(['delta-federal']);
    const delta = (await call(t.app, ops, 'GET', '/api/ops/saml-registrations/delta-federal')).json();
    expect(delta).toMatchObject({
      companyName: 'Delta Federal',
      acsUrl: expect.stringMatching(/\/login\/saml2\/sso\/delta-federal$/),
    });

    const acmeId = await lenderIdByName(t.db, 'Acme Capital');
    const badCert = await call(t.app, ops, 'PUT', '/api/ops/saml-registrations/acme-sso', {
      lenderId: acmeId,
      idpEntityId: 'x',
      idpSsoUrl: 'https://idp.example/sso',
      idpCertificate: 'A'.repeat(200),
    });
    expect(badCert.statusCode).toBe(400);
    const { certificate } = await generateIdpKeyPair('Acme IdP');
    const clash = await call(t.app, ops, 'PUT', '/api/ops/saml-registrations/delta-federal', {
      lenderId: acmeId,
      idpEntityId: 'x',
      idpSsoUrl: 'https://idp.example/sso',
      idpCertificate: certificate,
    });
    expect(clash.statusCode).toBe(409);

    expect((await call(t.app, ops, 'DELETE', '/api/ops/saml-registrations/delta-federal')).statusCode).toBe(200);
    const lender = await t.db
      .selectFrom('lenders')
      .select(['sso', 'registration_id'])
      .where('company_name', '=', 'Delta Federal')
      .executeTakeFirstOrThrow();
    expect(lender).toEqual({ sso: false, registration_id: null });
    expect((await call(t.app, ops, 'DELETE', '/api/ops/saml-registrations/delta-federal')).statusCode).toBe(404);
  });

  it('is refused to lender staff', async () => {
    const admin = await signIn(t.app, 'lender.admin');
    expect((await call(t.app, admin, 'GET', '/api/ops/saml-registrations')).statusCode).toBe(403);
  });
});

describe('SAML single sign-on under concurrency', () => {
  let t: TestApp;
  let idp: TestIdp;
  beforeAll(async () => {
    t = await createTestApp();
    idp = await createTestIdp(t.app, await signIn(t.app, 'ops.admin'), {
      registrationId: 'delta-federal',
      lenderName: 'Delta Federal',
      createUsers: true,
    });
  });
  afterAll(() => t.close());

  it('lets only one of two responses to the same request in', async () => {
    const requestId = await idp.start();
    const results = await Promise.all([idp.post(idp.respond(requestId)), idp.post(idp.respond(requestId))]);
    expect(results.map((r) => r.headers.location).sort()).toEqual([
      '/auth/login?sso_error=UNSOLICITED',
      '/auth/sso-complete',
    ]);
  });

  it('creates a new user once when two first sign-ins arrive together', async () => {
    const [a, b] = [await idp.start(), await idp.start()];
    const attributes = { email: 'twice@deltafederal.example', firstName: 'Tw', lastName: 'Ice' };
    const results = await Promise.all([
      idp.post(idp.respond(a, { nameId: 'twice', attributes })),
      idp.post(idp.respond(b, { nameId: 'twice', attributes })),
    ]);
    expect(results.map((r) => r.headers.location)).toEqual(['/auth/sso-complete', '/auth/sso-complete']);
    expect(await t.db.selectFrom('users').select('id').where('username', '=', 'twice').execute()).toHaveLength(1);
  });
});
