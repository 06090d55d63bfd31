import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { DEMO_IDP_ENTITY_ID } from '../seed/demo-sso.js';
import { access } from '../../platform/access.js';
import { badRequest } from '../../platform/errors.js';
import { acceptFormPosts, buildSamlResponse, readAuthnRequest, spUrls } from '../../modules/sso/index.js';
import { loadDemoIdpKeys } from './keys.js';
import { idpPage, postBackForm, signInForm } from './pages.js';
import { selectRegistrationsOf } from './repo.js';

const requestFields = { SAMLRequest: z.string().min(1).max(20_000), RelayState: z.string().max(2000).default('') };

/**
 * Demo mode only (demo/register-demo-routes.ts): a small identity provider for Delta Federal under /dev/idp. It answers AuthnRequests
 * of registrations that trust it, for any username typed in, signed with its own key pair.
 */
export async function registerDemoIdpRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  /** The registration whose AuthnRequest this is; the response goes only to its own ACS. */
  async function registrationOf(samlRequest: string) {
    let request;
    try {
      request = readAuthnRequest(`http://idp.invalid/?SAMLRequest=${encodeURIComponent(samlRequest)}`);
    } catch {
      throw badRequest('SAMLRequest: not a SAML AuthnRequest', 'SAMLRequest');
    }
    const configs = await selectRegistrationsOf(ctx.db, DEMO_IDP_ENTITY_ID);
    const match = configs
      .map((c) => spUrls(ctx.config.publicUrl, c.registration_id))
      .find((u) => u.entityId === request.issuer);
    if (!match)
      throw badRequest('SAMLRequest: this service provider does not use the demo identity provider', 'SAMLRequest');
    return { requestId: request.id, urls: match };
  }

  await app.register(async (idp) => {
    acceptFormPosts(idp, 64 * 1024);
    const r = idp.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/dev/idp/sso',
      {
        config: { access: access.public() },
        schema: { hide: true, querystring: z.object(requestFields) },
      },
      async (request, reply) => {
        await registrationOf(request.query.SAMLRequest);
        return reply.type('text/html').send(signInForm(request.query.SAMLRequest, request.query.RelayState));
      },
    );

    r.post(
      '/dev/idp/sso',
      {
        config: { access: access.public() },
        schema: { hide: true, body: z.object({ ...requestFields, username: z.string().trim().min(1).max(200) }) },
      },
      async (request, reply) => {
        const { requestId, urls } = await registrationOf(request.body.SAMLRequest);
        const username = request.body.username;
        const xml = buildSamlResponse({
          keys: await loadDemoIdpKeys(ctx.config.dataDir),
          issuer: DEMO_IDP_ENTITY_ID,
          destination: urls.acsUrl,
          audience: urls.entityId,
          inResponseTo: requestId,
          nameId: username,
          attributes: { email: `${username}@deltafederal.example`, firstName: username, lastName: 'Demo' },
          now: ctx.clock.now(),
        });
        return reply
          .type('text/html')
          .send(postBackForm(urls.acsUrl, Buffer.from(xml).toString('base64'), request.body.RelayState));
      },
    );

    r.get('/dev/idp/logout', { config: { access: access.public() }, schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/html')
        .send(
          idpPage(
            'Signed out',
            '<p>You are signed out of the portal and of the Delta Federal demo identity provider.</p><p><a href="/auth/login">Sign in again</a></p>',
          ),
        ),
    );
  });
}
