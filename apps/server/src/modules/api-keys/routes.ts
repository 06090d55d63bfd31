import { apiKeyInputSchema, apiKeySchema, createdApiKeySchema } from '@taxlens/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { access } from '../../platform/access.js';
import { lenderOf, principalOf } from '../../platform/access-plugin.js';
import { requireRecentProof } from '../../platform/step-up.js';
import * as service from './service.js';

// Lender admins only, and never with a key (no `keys` in the rule): administration stays with people.
const KEYS_ACCESS = access.lender({ roles: ['ROLE_LENDERADMIN'] });
const idParams = z.object({ id: z.uuid() });
const STEP_UP_NOTE = 'Needs a recent step-up (403 STEP_UP_REQUIRED otherwise).';

export async function registerApiKeyRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['api-keys'];
  const actorOf = (request: FastifyRequest): service.ApiKeyActor => ({
    userId: principalOf(request).userId,
    lenderId: lenderOf(request).id,
    ip: request.ip,
  });

  r.get(
    '/api/api-keys',
    {
      config: { access: KEYS_ACCESS },
      schema: {
        tags,
        summary: "The selected lender's API keys (prefixes only)",
        response: { 200: z.array(apiKeySchema) },
      },
    },
    async (request) => service.listApiKeys(ctx, actorOf(request)),
  );

  r.post(
    '/api/api-keys',
    {
      config: { access: KEYS_ACCESS },
      schema: {
        tags,
        summary: 'Create a key; answers its secret once',
        description: STEP_UP_NOTE,
        body: apiKeyInputSchema,
        response: { 201: createdApiKeySchema },
      },
    },
    async (request, reply) => {
      await requireRecentProof(ctx, principalOf(request));
      return reply.status(201).send(await service.createApiKey(ctx, actorOf(request), request.body));
    },
  );

  r.post(
    '/api/api-keys/:id/revoke',
    {
      config: { access: KEYS_ACCESS },
      schema: {
        tags,
        summary: 'Revoke a key at once',
        description: STEP_UP_NOTE,
        params: idParams,
        response: { 200: apiKeySchema },
      },
    },
    async (request) => {
      await requireRecentProof(ctx, principalOf(request));
      return service.revokeApiKey(ctx, actorOf(request), request.params.id);
    },
  );
}
