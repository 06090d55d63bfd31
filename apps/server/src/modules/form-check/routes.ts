import {
  FORM_8821_MAX_BYTES,
  formCheckPageParamsSchema,
  formCheckParamsSchema,
  formCheckSchema,
  formCheckStartedSchema,
  ORDERING_ROLES,
  orderClientParamsSchema,
} from '@taxlens/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { access } from '../../platform/access.js';
import { lenderOf, principalOf } from '../../platform/access-plugin.js';
import { fileTooLarge } from '../../platform/errors.js';
import { readFileUpload } from '../../platform/storage/read-file-upload.js';
import { sendImage } from '../../platform/storage/send-image.js';
import { getFormCheck, getFormCheckPage, startPreCheck } from './service.js';

export async function registerFormCheckRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['form-check'];

  r.post(
    '/api/form-checks/client/:clientId',
    {
      config: { access: access.lender({ roles: ORDERING_ROLES }) },
      schema: {
        tags,
        summary:
          "Pre-check a client's signed 8821 before placing the order (multipart `file`): answers the check's id at once",
        description:
          "The form is read and checked against the client (its type and tax classification) in the background (decisions 274, 285); read the result with GET /api/form-checks/{checkId}. Optional text parts: `product` (Place Order's `REPORT_TYPE:DELIVERY`) and the add-on flags `recordOfAccount`, `taxReturnTranscripts`, `wageIncome`, whose line 3 needs are checked (NO_INCOME_MONITORING_AUTH). Not a PDF: 400; over 10 MB: 413.",
        consumes: ['multipart/form-data'],
        params: orderClientParamsSchema,
        response: { 202: formCheckStartedSchema },
      },
    },
    async (request, reply) => {
      const started = await startPreCheck(
        ctx,
        { lenderId: lenderOf(request).id, userId: principalOf(request).userId },
        request.params.clientId,
        () =>
          readFileUpload(request, {
            field: 'file',
            maxBytes: FORM_8821_MAX_BYTES,
            tooLarge: () => fileTooLarge('The 8821 form is larger than 10 MB. Please upload a smaller PDF.'),
          }),
      );
      return reply.status(202).send(started);
    },
  );

  r.get(
    '/api/form-checks/:checkId',
    {
      config: { access: access.lender() },
      schema: {
        tags,
        summary: 'A form check: its status, then its verdict, codes, findings and the values read (the TIN masked)',
        params: formCheckParamsSchema,
        response: { 200: formCheckSchema },
      },
    },
    async (request) => getFormCheck(ctx, lenderOf(request).id, request.params.checkId),
  );

  r.get(
    '/api/form-checks/:checkId/pages/:page',
    {
      config: { access: access.lender() },
      schema: {
        tags,
        summary: "A page of the checked form as a PNG image, the taxpayer's TIN covered",
        params: formCheckPageParamsSchema,
      },
    },
    async (request, reply) =>
      sendImage(reply, {
        contentType: 'image/png',
        bytes: await getFormCheckPage(ctx, lenderOf(request).id, request.params.checkId, request.params.page),
      }),
  );
}
