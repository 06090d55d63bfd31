import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { generateIdpKeyPair, type IdpKeyPair } from '../../src/modules/sso/idp/key-pair.js';
import {
  buildSamlResponse,
  readAuthnRequest,
  type SamlResponseInput,
} from '../../src/modules/sso/idp/saml-response.js';
import { spUrls } from '../../src/modules/sso/sp-urls.js';
import { call, lenderIdByName, type Session } from './test-app.js';

/** An identity provider made by the test, with its own keys, that a lender is configured to trust. */
export type TestIdp = {
  keys: IdpKeyPair;
  entityId: string;
  registrationId: string;
  urls: ReturnType<typeof spUrls>;
  /** Starts single sign-on as a browser would; answers the AuthnRequest id the IdP received. */
  start: () => Promise<string>;
  /** A response as this IdP would send it, with any field overridden. */
  respond: (inResponseTo: string | null, overrides?: Partial<SamlResponseInput>) => string;
  post: (xml: string) => Promise<LightMyRequestResponse>;
};

export const TEST_IDP_SSO_URL = 'https://idp.test.example/sso';

export async function createTestIdp(
  app: FastifyInstance,
  ops: Session,
  options: {
    registrationId: string;
    lenderName: string;
    createUsers?: boolean;
    logoutUrl?: string | null;
    emailDomains?: string[];
  },
): Promise<TestIdp> {
  const keys = await generateIdpKeyPair('Test identity provider');
  const entityId = `https://idp.test.example/${options.registrationId}`;
  const saved = await call(app, ops, 'PUT', `/api/ops/saml-registrations/${options.registrationId}`, {
    lenderId: await lenderIdByName(app.ctx.db, options.lenderName),
    idpEntityId: entityId,
    idpSsoUrl: TEST_IDP_SSO_URL,
    idpCertificate: keys.certificate,
    idpLogoutUrl: options.logoutUrl ?? null,
    emailDomains: options.emailDomains ?? [],
    createUsers: options.createUsers ?? false,
  });
  if (saved.statusCode !== 200) throw new Error(`Configuring ${options.registrationId} failed: ${saved.body}`);
  const urls = spUrls(app.ctx.config.publicUrl, options.registrationId);
  return {
    keys,
    entityId,
    registrationId: options.registrationId,
    urls,
    start: async () => {
      const res = await app.inject({ method: 'GET', url: `/saml2/authenticate/${options.registrationId}` });
      if (res.statusCode !== 302) throw new Error(`authenticate answered ${res.statusCode} ${res.body}`);
      return readAuthnRequest(res.headers.location as string).id;
    },
    respond: (inResponseTo, overrides = {}) =>
      buildSamlResponse({
        keys,
        issuer: entityId,
        destination: urls.acsUrl,
        audience: urls.entityId,
        inResponseTo,
        nameId: 'sso.user',
        attributes: { email: 'sso.user@deltafederal.example', firstName: 'Nora', lastName: 'Delgado' },
        ...overrides,
      }),
    post: (xml) => postSamlResponse(app, options.registrationId, xml),
  };
}

export function postSamlResponse(
  app: FastifyInstance,
  registrationId: string,
  xml: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/login/saml2/sso/${registrationId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ SAMLResponse: Buffer.from(xml).toString('base64') }).toString(),
  });
}
