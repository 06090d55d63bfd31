import {
  registrationIdParamsSchema,
  samlConfigInputSchema,
  samlConfigListSchema,
  samlConfigSchema,
} from '@taxlens/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { access } from '../../platform/access.js';
import { principalOf } from '../../platform/access-plugin.js';
import { getConfig, listConfigs, removeConfig, saveConfig } from './service.js';

/** Operations staff (ROLE_ADMIN) manage each lender's identity-provider configuration. */
export async function registerSsoOpsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['ops', 'sso'];
  const opsOnly = access.session({ roles: ['ROLE_ADMIN'] });

  r.get(
    '/api/ops/saml-registrations',
    {
      config: { access: opsOnly },
      schema: { tags, summary: 'Every lender’s SAML registration', response: { 200: samlConfigListSchema } },
    },
    async () => listConfigs(ctx),
  );

  r.get(
    '/api/ops/saml-registrations/:registrationId',
    {
      config: { access: opsOnly },
      schema: {
        tags,
        summary: 'One SAML registration, with the URLs to give the identity provider',
        params: registrationIdParamsSchema,
        response: { 200: samlConfigSchema },
      },
    },
    async (request) => getConfig(ctx, request.params.registrationId),
  );

  r.put(
    '/api/ops/saml-registrations/:registrationId',
    {
      config: { access: opsOnly },
      schema: {
        tags,
        summary:
          'Creates or replaces a lender’s SAML registration; the lender then signs in through its identity provider only',
        params: registrationIdParamsSchema,
        body: samlConfigInputSchema,
        response: { 200: samlConfigSchema },
      },
    },
    async (request) =>
      saveConfig(ctx, request.params.registrationId, request.body, {
        userId: principalOf(request).userId,
        ip: request.ip,
      }),
  );

  r.delete(
    '/api/ops/saml-registrations/:registrationId',
    {
      config: { access: opsOnly },
      schema: {
        tags,
        summary: 'Removes a SAML registration; the lender is no longer single-sign-on',
        params: registrationIdParamsSchema,
        response: { 200: z.object({}) },
      },
    },
    async (request) => {
      await removeConfig(ctx, request.params.registrationId, { userId: principalOf(request).userId, ip: request.ip });
      return {};
    },
  );
}
