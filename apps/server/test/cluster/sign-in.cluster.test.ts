import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { createSoftwareAuthenticator } from '../support/software-authenticator.js';
import { createClusterClient, instancesSeen } from './cluster-client.js';
import { callDev } from './demo-dev-client.js';
import {
  expectSignedInEverywhere,
  firstMessage,
  login,
  newestOutboxId,
  readCode,
  signInWithEmailCode,
  startTwoFactorSetup,
} from './sign-in-flows.js';

// Every request goes through nginx (but /dev, which answers only on an instance's own port); the client fails any answer from the same instance as the one
// before it, so each step below (issue a code, check it, use the session) crosses instances.

describe('sign-in across two instances behind nginx', () => {
  it('takes turns between the two instances', async () => {
    const client = createClusterClient();
    for (let i = 0; i < 4; i++) expect((await client.get('/api/health')).status).toBe(200);
    expect(new Set(instancesSeen())).toEqual(new Set(['instance-1', 'instance-2']));
  });

  it('refuses /dev through nginx (a forwarded request), while an instance answers it on its own port', async () => {
    const client = createClusterClient();
    for (const path of ['/dev/outbox.json', '/dev/outbox', '/dev/idp/sso?SAMLRequest=x']) {
      const answer = await client.get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.json()).toEqual({
        messages: [expect.objectContaining({ key: expect.any(String), value: expect.any(String) })],
      });
    }
    expect((await client.post('/dev/demo-users/new.user/reset')).status).toBe(404);
    expect((await callDev('GET', '/dev/outbox.json')).status).toBe(200);
  });

  it('e-mail code: mailed by one instance, accepted by the other', async () => {
    const client = createClusterClient();
    await signInWithEmailCode(client, 'loan.officer', 'loan.officer@acme.example');
    await expectSignedInEverywhere(client, 'loan.officer');
  });

  it('authenticator app: set up on one instance, signed in with on the other', async () => {
    const client = createClusterClient();
    const userId = await startTwoFactorSetup(client);
    const { secret } = (await client.get(`/api/myaccount/authenticator/registration/${userId}`)).json<{
      secret: string;
    }>();
    const verified = await client.post(`/api/myaccount/authenticator/verify/${userId}`, {
      code: await generate({ secret }),
    });
    expect(verified.status, verified.text).toBe(200);

    const signIn = createClusterClient();
    expect(firstMessage(await login(signIn, 'new.user'))).toMatchObject({
      key: 'MISSING_F2A_TOKEN',
      f2aType: 'AUTHENTICATOR_APP',
    });
    // The next time step: accepted (±1 step) and not the one used at setup.
    const token = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    const done = await login(signIn, 'new.user', { second: { type: 'AUTHENTICATOR_APP', token } });
    expect(done.status, done.text).toBe(200);
    signIn.useSession(done);
    await expectSignedInEverywhere(signIn, 'new.user');
    // The used step is remembered in the database: a replay fails on either instance.
    for (let i = 0; i < 2; i++)
      expect((await login(signIn, 'new.user', { second: { type: 'AUTHENTICATOR_APP', token } })).status).toBe(401);
  });

  it('SMS: the setup and sign-in codes are texted by one instance and checked by the other', async () => {
    const client = createClusterClient();
    const userId = await startTwoFactorSetup(client);
    const beforeSetup = await newestOutboxId();
    expect(
      (await client.post(`/api/myaccount/smstotp/registration/${userId}`, { f2aPhone: '+1 614 555 0100' })).json(),
    ).toEqual({ sentTo: '+16145550100' });
    const setupCode = await readCode('+16145550100', beforeSetup);
    expect((await client.post(`/api/myaccount/smstotp/verify/${userId}`, { token: setupCode })).json()).toMatchObject({
      f2aType: 'SMS_TOTP',
    });

    const signIn = createClusterClient();
    const beforeLogin = await newestOutboxId();
    expect(firstMessage(await login(signIn, 'new.user'))).toMatchObject({
      key: 'MISSING_F2A_TOKEN',
      f2aType: 'SMS_TOTP',
    });
    const done = await login(signIn, 'new.user', {
      second: { type: 'SMS_TOTP', token: await readCode('+16145550100', beforeLogin) },
    });
    expect(done.status, done.text).toBe(200);
    signIn.useSession(done);
    await expectSignedInEverywhere(signIn, 'new.user');
  });

  it('WebAuthn: the challenge of one instance is answered to the other', async () => {
    const client = createClusterClient();
    const userId = await startTwoFactorSetup(client);
    const key = createSoftwareAuthenticator(new URL('/', client.publicUrl).origin);
    const options = (await client.get(`/api/myaccount/webauthn/registration/start/${userId}`)).json<{
      challenge: string;
    }>();
    const registered = await client.post(
      `/api/myaccount/webauthn/registration/finish/${userId}`,
      key.register(options),
    );
    expect(registered.status, registered.text).toBe(200);

    const signIn = createClusterClient();
    const first = firstMessage(await login(signIn, 'new.user'));
    expect(first).toMatchObject({
      key: 'MISSING_F2A_TOKEN',
      f2aType: 'WEBAUTHN',
      challenge: { challenge: expect.any(String) },
    });
    const token = Buffer.from(JSON.stringify(key.assert(first.challenge!))).toString('base64url');
    const done = await login(signIn, 'new.user', { second: { type: 'WEBAUTHN', token } });
    expect(done.status, done.text).toBe(200);
    signIn.useSession(done);
    await expectSignedInEverywhere(signIn, 'new.user');
    // The challenge was used up in the database: the same answer fails on either instance.
    for (let i = 0; i < 2; i++)
      expect((await login(signIn, 'new.user', { second: { type: 'WEBAUTHN', token } })).status).toBe(401);
  });

  it('single sign-on: the request id stored by one instance is matched by the other', async () => {
    const client = createClusterClient();
    const start = await client.get('/saml2/authenticate/delta-federal');
    expect(start.status).toBe(302);
    const idp = new URL(String(start.headers.location));
    expect(idp.origin).toBe(client.publicUrl);
    // The demo identity provider is under /dev: it answers on an instance's own port, not through nginx.
    const idpPage = await callDev('GET', `${idp.pathname}${idp.search}`);
    expect(idpPage.status, idpPage.text).toBe(200);

    const hidden = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';
    const signedAtIdp = await callDev('POST', '/dev/idp/sso', {
      SAMLRequest: hidden(idpPage.text, 'SAMLRequest'),
      RelayState: '',
      username: 'sso.user',
    });
    expect(signedAtIdp.status, signedAtIdp.text).toBe(200);
    const acs = new URL(/action="([^"]+)"/.exec(signedAtIdp.text)![1]!);
    const back = await client.postForm(acs.pathname, { SAMLResponse: hidden(signedAtIdp.text, 'SAMLResponse') });
    expect(back.status, back.text).toBe(303);
    expect(back.headers.location).toBe('/auth/sso-complete');

    const handover = await client.get('/api/portal/sso/session');
    expect(handover.status, handover.text).toBe(200);
    client.useSession(handover);
    await expectSignedInEverywhere(client, 'sso.user');
  });
});
