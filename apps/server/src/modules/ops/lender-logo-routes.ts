import { LENDER_LOGO_MAX_BYTES, lenderIdParamsSchema } from '@taxlens/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { OPS, OPS_VIEW, operatorOf } from './ops-access.js';
import { readFileUpload } from '../../platform/storage/read-file-upload.js';
import { sendImage } from '../../platform/storage/send-image.js';
import { readLenderLogo, removeLenderLogo, setLenderLogo, tooLargeLogo } from '../lenders/index.js';

/** A lender's logo on the signing page (decision 211), set and removed by operations staff (audited). */
export async function registerLenderLogoRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['operations'];
  const params = lenderIdParamsSchema;

  r.get(
    '/api/ops/lenders/:lenderId/logo',
    {
      config: { access: OPS_VIEW },
      schema: {
        tags,
        summary: "The lender's logo (PNG or JPEG); 404 when none is set",
        params,
        response: { 200: z.any() },
      },
    },
    async (request, reply) => sendImage(reply, await readLenderLogo(ctx.db, request.params.lenderId)),
  );

  r.put(
    '/api/ops/lenders/:lenderId/logo',
    {
      config: { access: OPS },
      schema: {
        tags,
        summary: "Set the lender's logo for the signing page (multipart, one file part `file`; audited)",
        description:
          'A PNG or JPEG decided by its bytes (not its name or declared type), at most 256 KB, 16 to 2000 pixels wide and high; anything else answers 400 saying what is allowed. Sandbox lenders answer 404.',
        params,
        consumes: ['multipart/form-data'],
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const file = await readFileUpload(request, {
        field: 'file',
        maxBytes: LENDER_LOGO_MAX_BYTES,
        tooLarge: tooLargeLogo,
      });
      await setLenderLogo(ctx, operatorOf(request), request.params.lenderId, file.bytes);
      return reply.status(204).send(null);
    },
  );

  r.delete(
    '/api/ops/lenders/:lenderId/logo',
    {
      config: { access: OPS },
      schema: {
        tags,
        summary: "Remove the lender's logo (audited); the signing page then shows the name only",
        params,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeLenderLogo(ctx, operatorOf(request), request.params.lenderId);
      return reply.status(204).send(null);
    },
  );
}
