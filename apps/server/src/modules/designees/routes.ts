import {
  assignDesigneeSchema,
  clientIdParamsSchema,
  designeeIdParamsSchema,
  designeeInputSchema,
  designeeListSchema,
  designeeSchema,
} from '@taxlens/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { access } from '../../platform/access.js';
import { actorOf, CLIENT_WRITERS, requireOwnedRecord } from '../clients/index.js';
import { addDesignee, assignDesignee, editDesignee, listDesignees, removeDesignee } from './service.js';

const CAPABILITY = 'addclientdesignee';

/** The lender's Form 8821 designees (spec 1 /designees, capability addclientdesignee). */
export async function registerDesigneeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['designees'];
  const readers = access.lender({ capability: CAPABILITY });
  const writers = access.lender({ capability: CAPABILITY, roles: CLIENT_WRITERS });

  r.get(
    '/api/designees',
    {
      config: { access: readers },
      schema: { tags, summary: "The lender's designees, by name", response: { 200: designeeListSchema } },
    },
    async (request) => listDesignees(ctx.db, actorOf(request)),
  );

  r.post(
    '/api/designees',
    {
      config: { access: writers },
      schema: {
        tags,
        summary: 'Add a designee (409 when the CAF number is taken)',
        body: designeeInputSchema,
        response: { 201: designeeSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await addDesignee(ctx.db, actorOf(request), request.body)),
  );

  r.put(
    '/api/designees/:designeeId',
    {
      config: { access: writers },
      preValidation: requireOwnedRecord(ctx.db, 'designees', 'designeeId'),
      schema: {
        tags,
        summary: 'Edit a designee',
        params: designeeIdParamsSchema,
        body: designeeInputSchema,
        response: { 200: designeeSchema },
      },
    },
    async (request) => editDesignee(ctx.db, actorOf(request), request.params.designeeId, request.body),
  );

  r.delete(
    '/api/designees/:designeeId',
    {
      config: { access: writers },
      schema: { tags, summary: 'Remove a designee (its clients keep no designee)', params: designeeIdParamsSchema },
    },
    async (request, reply) => {
      await removeDesignee(ctx.db, actorOf(request), request.params.designeeId);
      return reply.status(204).send();
    },
  );

  r.put(
    '/api/clients/:id/designee',
    {
      config: { access: writers },
      preValidation: requireOwnedRecord(ctx.db, 'clients', 'id'),
      schema: {
        tags,
        summary: "Name one of the lender's designees on the client's 8821, or none (null)",
        params: clientIdParamsSchema,
        body: assignDesigneeSchema,
      },
    },
    async (request, reply) => {
      await assignDesignee(ctx.db, actorOf(request), request.params.id, request.body.designeeId);
      return reply.status(204).send();
    },
  );
}
