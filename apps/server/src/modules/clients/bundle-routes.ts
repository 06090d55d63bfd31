import { bundleIdParamsSchema, bundleInputSchema, bundleSchema, bundleValidationSchema } from '@taxlens/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { access } from '../../platform/access.js';
import { actorOf } from './actor.js';
import { createBundle, getBundle, updateBundle, validateBundle } from './bundle-service.js';
import { CLIENT_WRITERS } from './client-roles.js';
import { requireOwnedRecord } from './owned-record.js';

export async function registerBundleRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['bundles'];
  const writers = access.lender({ roles: CLIENT_WRITERS });

  r.get(
    '/api/neoclients/bundles/:bundleId',
    {
      config: { access: access.lender() },
      schema: {
        tags,
        summary: 'A bundle with its clients and their form data',
        params: bundleIdParamsSchema,
        response: { 200: bundleSchema },
      },
    },
    async (request) => getBundle(ctx.db, actorOf(request), request.params.bundleId),
  );

  r.post(
    '/api/neoclients/bundles/validate',
    {
      config: { access: writers },
      schema: {
        tags,
        summary: 'Check a bundle before saving it',
        description: '2 to 10 distinct clients of the lender, none archived, none in another bundle (409 with `link`).',
        body: bundleInputSchema,
        response: { 200: bundleValidationSchema },
      },
    },
    async (request) => ({
      valid: true as const,
      clients: await validateBundle(ctx.db, actorOf(request), request.body),
    }),
  );

  r.post(
    '/api/neoclients/bundles',
    {
      config: { access: writers },
      schema: {
        tags,
        summary: 'Create a bundle (201 with a Location header)',
        body: bundleInputSchema,
        response: { 201: bundleSchema },
      },
    },
    async (request, reply) => {
      const bundle = await createBundle(ctx.db, actorOf(request), request.body);
      return reply.status(201).header('location', `/api/neoclients/bundles/${bundle.id}`).send(bundle);
    },
  );

  r.put(
    '/api/neoclients/bundles/:bundleId',
    {
      config: { access: writers },
      preValidation: requireOwnedRecord(ctx.db, 'bundles', 'bundleId'),
      schema: {
        tags,
        summary: 'Rename a bundle or change its clients',
        params: bundleIdParamsSchema,
        body: bundleInputSchema,
        response: { 200: bundleSchema },
      },
    },
    async (request) => updateBundle(ctx.db, actorOf(request), request.params.bundleId, request.body),
  );
}
