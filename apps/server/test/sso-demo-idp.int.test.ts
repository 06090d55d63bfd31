import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoIdpKeys } from '../src/demo/idp/keys.js';
import { prepareDemoIdentityProvider } from '../src/demo/idp/prepare.js';
import { SESSION_COOKIE } from '../src/platform/session-store.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});
const hiddenValue = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';

describe('the demo identity provider (demo mode)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await prepareDemoIdentityProvider(t.db, t.config);
  });
  afterAll(() => t.close());

  it('keeps its key pair in DATA_DIR and gives Delta Federal its certificate and URLs', async () => {
    const keys = await loadDemoIdpKeys(t.config.dataDir);
    const config = await t.db
      .selectFrom('saml_configs')
      .selectAll()
      .where('registration_id', '=', 'delta-federal')
      .executeTakeFirstOrThrow();
    expect(config.idp_certificate).toBe(keys.certificate);
    expect(config.idp_sso_url).toBe(`${t.config.publicUrl}/dev/idp/sso`);
    expect(config.idp_logout_url).toBe(`${t.config.publicUrl}/dev/idp/logout`);
  });

  it('signs sso.user in to Delta Federal through the whole flow', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/saml2/authenticate/delta-federal' });
    const idpUrl = new URL(start.headers.location as string);
    const login = await t.app.inject({ method: 'GET', url: `${idpUrl.pathname}${idpUrl.search}` });
    expect(login.statusCode).toBe(200);
    expect(login.body).toContain('Delta Federal sign-in');

    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/dev/idp/sso',
      ...form({ SAMLRequest: hiddenValue(login.body, 'SAMLRequest'), RelayState: '', username: 'sso.user' }),
    });
    expect(signedIn.statusCode).toBe(200);
    const acs = /action="([^"]+)"/.exec(signedIn.body)![1]!;
    expect(acs).toBe(`${t.config.publicUrl}/login/saml2/sso/delta-federal`);
    const samlResponse = hiddenValue(signedIn.body, 'SAMLResponse');

    const res = await t.app.inject({
      method: 'POST',
      url: new URL(acs).pathname,
      ...form({ SAMLResponse: samlResponse }),
    });
    expect(res.headers.location).toBe('/auth/sso-complete');
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeDefined();
  });

  it('answers only AuthnRequests of service providers that trust it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/idp/sso?SAMLRequest=bm90LWEtcmVxdWVzdA' });
    expect(res.statusCode).toBe(400);
    expect(res.json().messages[0].key).toBe('VALIDATION_ERROR');
  });
});
