import {
  clientIdParamsSchema,
  CLIENT_WRITERS,
  identityLevelsSchema,
  prefilledFormSchema,
  signatureRequestInputSchema,
  signatureRequestListQuerySchema,
  signatureRequestPageSchema,
  signatureRequestSchema,
} from '@taxlens/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { access } from '../../platform/access.js';
import { lenderOf, principalOf } from '../../platform/access-plugin.js';
import { requireOwnedRecord } from '../clients/index.js';
import { allowedIdentityLevels } from './identity-levels.js';
import * as service from './request-service.js';

const idParams = z.object({ id: z.uuid() });

/** The lender's side of signature requests (docs/decisions/198): review, send, list, resend, void. */
export async function registerSignatureRequestRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['signature requests'];
  // Those who may upload a client's 8821 may ask the borrower to sign one.
  const writers = access.lender({ roles: CLIENT_WRITERS });
  const actorOf = (request: FastifyRequest): service.EsignActor => ({
    userId: principalOf(request).userId,
    lenderId: lenderOf(request).id,
    ip: request.ip,
  });

  r.get(
    '/api/clients/:id/signature-requests/prefill',
    {
      config: { access: writers },
      schema: {
        tags,
        summary: 'The prefilled Form 8821 a request would send (tax id masked)',
        params: clientIdParamsSchema,
        response: { 200: prefilledFormSchema },
      },
    },
    async (request) => service.previewPrefill(ctx, actorOf(request), request.params.id),
  );

  r.get(
    '/api/clients/:id/signature-requests',
    {
      config: { access: access.lender() },
      schema: {
        tags,
        summary: "The client's signature requests, newest first",
        params: clientIdParamsSchema,
        response: { 200: z.array(signatureRequestSchema) },
      },
    },
    async (request) => service.listRequests(ctx, actorOf(request), request.params.id),
  );

  r.get(
    '/api/signature-requests/identity-levels',
    {
      config: { access: writers },
      schema: {
        tags,
        summary: 'The identity levels the lender may choose when sending a request (set by operations)',
        response: { 200: identityLevelsSchema },
      },
    },
    async (request) => ({ identityLevels: await allowedIdentityLevels(ctx.db, lenderOf(request).id) }),
  );

  r.get(
    '/api/signature-requests',
    {
      config: { access: access.lender() },
      schema: {
        tags,
        summary: "The lender's signature requests across its clients, newest first (status=SENT,OPENED,...)",
        description:
          "Server-paginated as the portfolio lists (page from 0, size 1-100). Each row carries its client's name and its latest evidence event.",
        querystring: signatureRequestListQuerySchema,
        response: { 200: signatureRequestPageSchema },
      },
    },
    async (request) => service.listLenderRequests(ctx, actorOf(request), request.query),
  );

  r.post(
    '/api/clients/:id/signature-requests',
    {
      config: { access: writers },
      // A foreign client answers 404 before the body is validated (as every client route).
      preValidation: requireOwnedRecord(ctx.db, 'clients', 'id'),
      schema: {
        tags,
        summary: 'Send a signature request: the link goes to the signer alone',
        description: 'Earlier open requests of the client are voided. The answer never carries the link.',
        params: clientIdParamsSchema,
        body: signatureRequestInputSchema,
        response: { 201: signatureRequestSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.sendRequest(ctx, actorOf(request), request.params.id, request.body)),
  );

  r.post(
    '/api/signature-requests/:id/resend',
    {
      config: { access: writers },
      schema: {
        tags,
        summary: 'Send a new link (the old one stops working) with a new expiry',
        params: idParams,
        response: { 200: signatureRequestSchema },
      },
    },
    async (request) => service.resendRequest(ctx, actorOf(request), request.params.id),
  );

  r.post(
    '/api/signature-requests/:id/void',
    {
      config: { access: writers },
      schema: {
        tags,
        summary: 'Void an open request (its link stops working)',
        params: idParams,
        response: { 200: signatureRequestSchema },
      },
    },
    async (request) => service.voidRequest(ctx, actorOf(request), request.params.id),
  );
}
