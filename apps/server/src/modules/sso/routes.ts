import {
  loginResponseSchema,
  registrationIdParamsSchema,
  SSO_ERROR_PARAM,
  ssoLogoutTargetSchema,
  ssoLookupQuerySchema,
  ssoLookupResponseSchema,
} from '@taxlens/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { sessionTtlSeconds } from '../../config.js';
import { access } from '../../platform/access.js';
import { principalOf } from '../../platform/access-plugin.js';
import { AppError } from '../../platform/errors.js';
import { setSessionCookie } from '../../platform/session-cookie.js';
import { getUserView } from '../account/index.js';
import {
  completeSingleSignOn,
  getLogoutTarget,
  getServiceProviderMetadata,
  lookUpRegistration,
  recordSsoFailure,
  startSingleSignOn,
} from './service.js';
import { acceptFormPosts } from './form-body.js';
import { registerSsoOpsRoutes } from './ops-routes.js';
import { SsoFailure } from './sso-failure.js';
import { startStepUpSignOn } from './step-up-sign-on.js';

/** The tab of a step-up sign-in ends here; the portal's own tab continues the refused change. */
const STEP_UP_DONE_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Confirmed | TaxLens Portal</title></head><body><main><h1>Thank you, it is confirmed</h1><p>You can close this tab and select Continue in the portal.</p></main></body></html>';

/** Where the browser continues after the identity provider: the web app picks up the new session. */
export const SSO_COMPLETE_PATH = '/auth/sso-complete';

const acsBodySchema = z.object({
  SAMLResponse: z.string().max(400_000).optional(),
  RelayState: z.string().max(2000).optional(),
});

export async function registerSsoRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const tags = ['sso'];

  /** A refused attempt: an audit row, then the login page with the reason's message. */
  async function backToLogin(reply: FastifyReply, registrationId: string, error: unknown, ip: string) {
    if (!(error instanceof SsoFailure)) throw error;
    await recordSsoFailure(ctx, registrationId, error, ip);
    return reply.redirect(`/auth/login?${SSO_ERROR_PARAM}=${error.code}`, 303);
  }

  async function limitAttempts(ip: string) {
    const now = ctx.clock.now();
    const limit = await ctx.rateLimits.hit(`sso:${ip}`, ctx.config.loginRateLimitPerMinute, 60, now);
    if (limit.limited) {
      throw new AppError(
        429,
        [
          {
            key: 'TOO_MANY_REQUESTS',
            value: 'Too many sign-in attempts from your address. Please wait a minute and try again.',
          },
        ],
        {
          'retry-after': String(Math.ceil((limit.resetAt.getTime() - now.getTime()) / 1000)),
        },
      );
    }
  }

  // The browser-facing SAML endpoints; the assertion consumer service takes the IdP's form post.
  await app.register(async (saml) => {
    acceptFormPosts(saml, 512 * 1024);
    const r = saml.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/saml2/authenticate/:registrationId',
      {
        config: { access: access.public() },
        schema: {
          tags,
          summary: "Starts single sign-on: redirects to the lender's identity provider with an AuthnRequest",
          params: registrationIdParamsSchema,
        },
      },
      async (request, reply) => {
        await limitAttempts(request.ip);
        try {
          return reply.redirect(await startSingleSignOn(ctx, request.params.registrationId), 302);
        } catch (error) {
          return backToLogin(reply, request.params.registrationId, error, request.ip);
        }
      },
    );

    r.get(
      '/saml2/step-up',
      {
        // A browser navigation (new tab) carries no CSRF header; it only sends the signed-in person to their own IdP.
        config: { access: access.session({ csrf: false }) },
        schema: {
          tags,
          summary:
            'Step-up for single-sign-on users: redirects to the identity provider with a ForceAuthn AuthnRequest bound to this session',
        },
      },
      async (request, reply) => {
        await limitAttempts(request.ip);
        return reply.redirect(await startStepUpSignOn(ctx, principalOf(request)), 302);
      },
    );

    r.post(
      '/login/saml2/sso/:registrationId',
      {
        config: { access: access.public() },
        schema: {
          tags,
          summary: 'Assertion consumer service (HTTP-POST binding)',
          description: `Validates the SAML response and signs the user in; success continues at ${SSO_COMPLETE_PATH}, a refusal at /auth/login?${SSO_ERROR_PARAM}=CODE. Never opens a session for a refused response.`,
          params: registrationIdParamsSchema,
          body: acsBodySchema,
        },
      },
      async (request, reply) => {
        await limitAttempts(request.ip);
        try {
          const result = await completeSingleSignOn(ctx, request.params.registrationId, request.body.SAMLResponse, {
            ip: request.ip,
            userAgent: request.headers['user-agent'] ?? null,
          });
          if ('steppedUp' in result) return reply.type('text/html; charset=utf-8').send(STEP_UP_DONE_PAGE);
          setSessionCookie(request, reply, result.session.token, sessionTtlSeconds(ctx.config));
          return reply.redirect(SSO_COMPLETE_PATH, 303);
        } catch (error) {
          return backToLogin(reply, request.params.registrationId, error, request.ip);
        }
      },
    );

    r.get(
      '/saml2/service-provider-metadata/:registrationId',
      {
        config: { access: access.public() },
        schema: {
          tags,
          summary: 'Service provider metadata for the identity provider’s administrators',
          params: registrationIdParamsSchema,
        },
      },
      async (request, reply) => {
        const xml = await getServiceProviderMetadata(ctx, request.params.registrationId);
        return reply.type('application/samlmetadata+xml; charset=utf-8').send(xml);
      },
    );
  });

  await registerSsoOpsRoutes(app, ctx);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/portal/sso/lookup',
    {
      config: { access: access.public() },
      schema: {
        tags,
        summary:
          'Finds the registrationId for a company identifier (registration id or company name) or a work e-mail address',
        querystring: ssoLookupQuerySchema,
        response: { 200: ssoLookupResponseSchema },
      },
    },
    async (request) => {
      await limitAttempts(request.ip);
      return { registrationId: await lookUpRegistration(ctx.db, request.query.q) };
    },
  );

  r.get(
    '/api/portal/sso/session',
    {
      // The web app has no CSRF token yet after the identity provider's redirect: this call hands it over.
      // Cross-site pages cannot read the answer (same-origin policy; no CORS), so no CSRF header is needed.
      config: { access: access.session({ csrf: false }) },
      schema: {
        tags,
        summary: 'The signed-in session as the login call answers it (user, csrf, lender), after single sign-on',
        response: { 200: loginResponseSchema },
      },
    },
    async (request) => {
      const p = principalOf(request);
      const view = await getUserView(ctx.db, p.userId, p.lender?.id ?? null);
      return { user: view, csrf: { token: p.csrfToken }, lender: view.selectedLender };
    },
  );

  r.get(
    '/api/portal/sso/logout-target/:registrationId',
    {
      config: { access: access.public() },
      schema: {
        tags,
        summary: "Where /auth/sso-logout sends the browser: the identity provider's logout URL, if it has one",
        params: registrationIdParamsSchema,
        response: { 200: ssoLogoutTargetSchema },
      },
    },
    async (request) => getLogoutTarget(ctx.db, request.params.registrationId),
  );
}
