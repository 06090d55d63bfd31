import {
  bulkSignatureJobParamsSchema,
  bulkSignatureJobSchema,
  bulkSignaturePreviewSchema,
  bulkSignatureSelectionSchema,
  bulkSignatureSendSchema,
  BULK_SIGNATURE_LIMIT,
  CLIENT_WRITERS,
} from '@taxlens/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { access } from '../../platform/access.js';
import { lenderOf, principalOf } from '../../platform/access-plugin.js';
import { idempotencyKeyOf } from '../../platform/idempotency-key.js';
import * as service from './bulk-send-service.js';
import { BULK_SEND_DESCRIPTION } from './bulk-openapi-texts.js';
import type { EsignActor } from './request-service.js';

/** Signature requests sent in bulk (docs/decisions/215): those who may send one request may send many. */
export async function registerBulkSignatureRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['signature requests'];
  const writers = access.lender({ roles: CLIENT_WRITERS });
  const actorOf = (request: FastifyRequest): EsignActor => ({
    userId: principalOf(request).userId,
    lenderId: lenderOf(request).id,
    ip: request.ip,
  });

  r.post(
    '/api/signature-requests/bulk/preview',
    {
      config: { access: writers },
      schema: {
        tags,
        summary:
          "Who a bulk send would reach (the signer taken from each client's contact) and who it skips, with the reason",
        description: `At most ${BULK_SIGNATURE_LIMIT} clients. Ids that are not clients of the selected lender are skipped with a sentence that tells nothing about them.`,
        body: bulkSignatureSelectionSchema,
        response: { 200: bulkSignaturePreviewSchema },
      },
    },
    async (request) => service.previewBulkSend(ctx, actorOf(request), request.body),
  );

  r.post(
    '/api/signature-requests/bulk',
    {
      config: { access: writers },
      schema: {
        tags,
        summary: 'Send signature requests to many clients as a background job (answers its id)',
        description: BULK_SEND_DESCRIPTION,
        body: bulkSignatureSendSchema,
        response: { 200: z.object({ jobId: z.string() }), 202: z.object({ jobId: z.string() }) },
      },
    },
    async (request, reply) => {
      const { jobId, replayed } = await service.startBulkSend(
        ctx,
        actorOf(request),
        request.body,
        idempotencyKeyOf(request),
      );
      if (replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.status(replayed ? 200 : 202).send({ jobId });
    },
  );

  r.get(
    '/api/signature-requests/bulk/:jobId',
    {
      config: { access: writers },
      schema: {
        tags,
        summary: 'A bulk send: progress, then how many were sent and who was skipped and why',
        params: bulkSignatureJobParamsSchema,
        response: { 200: bulkSignatureJobSchema },
      },
    },
    async (request) => service.readBulkSend(ctx, actorOf(request), request.params.jobId),
  );
}
