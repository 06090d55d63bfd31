import { contactCaseListSchema, contactConfigSchema, webToCaseSchema } from '@taxlens/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { access } from '../../platform/access.js';
import { badRequest } from '../../platform/errors.js';
import { OFFICE_ADDRESS, OFFICE_NAME } from './office.js';
import { safeReturnUrl } from './return-url.js';
import { getRecentCases, openCase } from './service.js';

const SUCCESS_PATH = '/?message=contact_success';

export async function registerContactRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const tags = ['contact'];

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/contact/config',
    {
      config: { access: access.public() },
      schema: {
        tags,
        summary: 'Where the contact form posts (CASE_URL) and the map (TILE_URL, office)',
        response: { 200: contactConfigSchema },
      },
    },
    async () => ({
      caseUrl: ctx.config.contact.caseUrl,
      orgId: ctx.config.contact.orgId,
      tileUrl: ctx.config.contact.tileUrl,
      tileAttribution: ctx.config.contact.tileAttribution,
      office: { name: OFFICE_NAME, address: OFFICE_ADDRESS, ...ctx.config.contact.office },
    }),
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/ops/contact-cases',
    {
      config: { access: access.session({ roles: ['ROLE_ADMIN'] }) },
      schema: {
        tags,
        summary: 'Cases sent through the contact form, newest first (operations console)',
        response: { 200: contactCaseListSchema },
      },
    },
    async () => getRecentCases(ctx),
  );

  // The web-to-case endpoint takes a normal browser form post, so it parses url-encoded bodies
  // (only in this scope).
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/web-to-case',
      {
        config: { access: access.public() },
        schema: {
          tags,
          summary: 'Web-to-case: stores the inquiry, mails support, and sends the browser back to retURL (303)',
          description:
            "Accepts the fields of a web-to-case form (orgid, retURL, subject, reason, description, company, name, phone, email). retURL must be on the portal's own origin.",
          body: webToCaseSchema,
        },
      },
      async (request, reply) => {
        const form = request.body;
        if (form.orgid !== ctx.config.contact.orgId)
          throw badRequest("orgid is not this portal's organisation id.", 'orgid');
        const ownOrigins = [new URL(ctx.config.publicUrl).origin, `${request.protocol}://${request.host}`];
        const target = safeReturnUrl(form.retURL, ownOrigins, SUCCESS_PATH);
        if (!target) throw badRequest('retURL must be an address of this portal.', 'retURL');
        await openCase(ctx, form, request.ip);
        return reply.redirect(target, 303);
      },
    );
  });
}
