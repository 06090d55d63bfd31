import {
  attachBeforeOrderSchema,
  fileMailboxItemSchema,
  mailboxItemParamsSchema,
  transcriptMailboxesSchema,
  transcriptMailboxItemsSchema,
  reportTranscriptsSchema,
  transcriptModuleParamsSchema,
} from '@taxlens/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { access } from '../../platform/access.js';
import { principalOf } from '../../platform/access-plugin.js';
import { attachBeforeOrder } from './before-order.js';
import * as mailbox from './mailbox.js';
import { readTranscriptUpload } from './read-upload.js';
import { getTranscripts } from './service.js';

/** The operations console only (ROLE_ADMIN): a mailbox spans every lender's clients. */
const OPS = access.session({ roles: ['ROLE_ADMIN'] });

/** Decision 283: mailbox ZIPs filed under the open reports they match; the list of what was not. */
export async function registerMailboxRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['operations'];
  const config = { access: OPS };
  const operator = (request: { ip: string }) => ({ userId: principalOf(request as never).userId, ip: request.ip });

  r.post(
    '/api/ops/transcripts/mailboxes',
    {
      config,
      schema: {
        tags,
        summary:
          'Uploads a mailbox ZIP of IRS transcripts (multipart part `files`); each module is filed in the background under the one open report it matches',
        consumes: ['multipart/form-data'],
        response: { 202: z.object({ id: z.string(), fileName: z.string() }) },
      },
    },
    async (request, reply) => {
      const files = await readTranscriptUpload(request);
      return reply.status(202).send(await mailbox.uploadMailbox(ctx, operator(request), files));
    },
  );

  r.get(
    '/api/ops/transcripts/mailboxes',
    {
      config,
      schema: {
        tags,
        summary: 'The latest mailbox uploads with their progress and how many modules were filed and listed',
        response: { 200: transcriptMailboxesSchema },
      },
    },
    async () => mailbox.listMailboxes(ctx),
  );

  r.get(
    '/api/ops/transcripts/mailbox-items',
    {
      config,
      schema: {
        tags,
        summary:
          'The modules of mailboxes that were not filed (ambiguous, unmatched, refused) with the reason; kept 30 days',
        response: { 200: transcriptMailboxItemsSchema },
      },
    },
    async (request) => mailbox.listItems(ctx, operator(request)),
  );

  r.post(
    '/api/ops/transcripts/mailbox-items/:itemId/file',
    {
      config,
      schema: {
        tags,
        summary: 'Files a listed module to an open report whose client it is, as a per-report upload would',
        params: mailboxItemParamsSchema,
        body: fileMailboxItemSchema,
        response: { 200: z.object({ itemId: z.string(), reportId: z.string(), fileId: z.string() }) },
      },
    },
    async (request) => mailbox.fileItem(ctx, operator(request), request.params.itemId, request.body.reportId),
  );

  r.post(
    '/api/ops/transcripts/mailbox-items/:itemId/discard',
    {
      config,
      schema: {
        tags,
        summary: 'Discards a listed module: its bytes are deleted at once',
        params: mailboxItemParamsSchema,
        response: { 200: z.object({ itemId: z.string(), status: z.literal('DISCARDED') }) },
      },
    },
    async (request) => mailbox.discardItem(ctx, operator(request), request.params.itemId),
  );

  r.post(
    '/api/ops/reports/:reportId/transcripts/modules/:moduleId/attach-before-order',
    {
      config,
      schema: {
        tags,
        summary:
          'Attaches a module the IRS answered before the order was placed, with the reason (decision 283); until then it is not used',
        params: transcriptModuleParamsSchema,
        body: attachBeforeOrderSchema,
        response: { 200: reportTranscriptsSchema },
      },
    },
    async (request) => {
      const op = operator(request);
      await attachBeforeOrder(ctx, op, request.params.reportId, request.params.moduleId, request.body.reason);
      return getTranscripts(ctx, op, request.params.reportId);
    },
  );
}
