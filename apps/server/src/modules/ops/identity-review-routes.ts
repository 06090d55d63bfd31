import {
  IDENTITY_IMAGE_KINDS,
  identityReviewPageSchema,
  identityReviewQuerySchema,
  identityReviewSchema,
  refuseIdentityInputSchema,
} from '@taxlens/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { sendImage } from '../../platform/storage/send-image.js';
import {
  approveIdentity,
  getIdentityReview,
  listIdentityReviews,
  readIdentityImage,
  refuseIdentity,
} from '../esign/index.js';
import { OPS, OPS_VIEW, operatorOf } from './ops-access.js';

const params = z.object({ requestId: z.uuid() });
const imageParams = z.object({ requestId: z.uuid(), image: z.enum(IDENTITY_IMAGE_KINDS) });
const ONCE = 'Decided once: a second decision answers 409.';

/**
 * Remote identity proofs of signature requests (docs/decisions/214): operations staff compare the
 * signer's facts with the photo ID and the selfie, then approve or refuse. The photos are served
 * here only (never to a lender), each view audited.
 */
export async function registerIdentityReviewRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['operations'];

  r.get(
    '/api/ops/identity-reviews',
    {
      config: { access: OPS },
      schema: {
        tags,
        summary: 'Signed remote-proof requests waiting for an identity review, oldest first, with counts',
        querystring: identityReviewQuerySchema,
        response: { 200: identityReviewPageSchema },
      },
    },
    async (request) => listIdentityReviews(ctx, request.query),
  );

  r.get(
    '/api/ops/identity-reviews/:requestId',
    {
      config: { access: OPS },
      schema: {
        tags,
        summary: "A remote identity proof: the signer's facts (tax ids masked) and the photos' records (audited)",
        params,
        response: { 200: identityReviewSchema },
      },
    },
    async (request) => getIdentityReview(ctx, operatorOf(request), request.params.requestId),
  );

  r.get(
    '/api/ops/identity-reviews/:requestId/images/:image',
    {
      config: { access: OPS_VIEW },
      schema: {
        tags,
        summary: 'One photo (idDocument or selfie), decrypted; 404 once deleted (audited)',
        params: imageParams,
        response: { 200: z.any() },
      },
    },
    async (request, reply) =>
      sendImage(
        reply,
        await readIdentityImage(ctx, operatorOf(request), request.params.requestId, request.params.image),
      ),
  );

  r.post(
    '/api/ops/identity-reviews/:requestId/approve',
    {
      config: { access: OPS },
      schema: {
        tags,
        summary: "Approve: the signed form becomes the client's 8821, usable for orders (audited)",
        description: ONCE,
        params,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await approveIdentity(ctx, operatorOf(request), request.params.requestId);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/ops/identity-reviews/:requestId/refuse',
    {
      config: { access: OPS },
      schema: {
        tags,
        summary: 'Refuse, with a reason: the form is never used; the lender is alerted and mailed (audited)',
        description: ONCE,
        params,
        body: refuseIdentityInputSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await refuseIdentity(ctx, operatorOf(request), request.params.requestId, request.body.reason);
      return reply.status(204).send(null);
    },
  );
}
