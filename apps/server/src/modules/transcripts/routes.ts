import {
  correctTranscriptFactSchema,
  reportIdParamsSchema,
  reportTranscriptsSchema,
  transcriptMissingSchema,
  transcriptModuleParamsSchema,
} from '@taxlens/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { access } from '../../platform/access.js';
import { principalOf } from '../../platform/access-plugin.js';
import { readTranscriptUpload } from './read-upload.js';
import * as service from './service.js';

/** The operations console only (ROLE_ADMIN), decided here on the server; lenders read evidence lines on the report (modules/reports), never files. */
const OPS = access.session({ roles: ['ROLE_ADMIN'] });

/** Decision 272: transcripts uploaded to an open report, read in the background, reviewed, then completing it. */
export async function registerTranscriptRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['operations'];
  const config = { access: OPS };
  const operator = (request: { ip: string }) => ({ userId: principalOf(request as never).userId, ip: request.ip });

  r.post(
    '/api/ops/reports/:reportId/transcripts',
    {
      config,
      schema: {
        tags,
        summary:
          "Uploads a client's IRS transcripts to an open report (multipart parts `files`: PDF, text, HTML or a ZIP); read in the background",
        params: reportIdParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 202: z.object({ files: z.array(z.object({ id: z.string(), fileName: z.string() })) }) },
      },
    },
    async (request, reply) => {
      const files = await readTranscriptUpload(request);
      const answer = await service.uploadTranscripts(ctx, operator(request), request.params.reportId, files);
      return reply.status(202).send(answer);
    },
  );

  r.get(
    '/api/ops/reports/:reportId/transcripts',
    {
      config,
      schema: {
        tags,
        summary:
          "A report's transcripts: files and reading progress, modules with their lines and evidence, the derived periods, what blocks completion",
        params: reportIdParamsSchema,
        response: { 200: reportTranscriptsSchema },
      },
    },
    async (request) => service.getTranscripts(ctx, operator(request), request.params.reportId),
  );

  r.get(
    '/api/ops/reports/:reportId/transcripts/missing',
    {
      config,
      schema: {
        tags,
        summary: "The tax periods the client's Form 8821 covers for which no transcript came",
        params: reportIdParamsSchema,
        response: { 200: transcriptMissingSchema },
      },
    },
    async (request) => service.listMissingPeriods(ctx, request.params.reportId),
  );

  r.post(
    '/api/ops/reports/:reportId/transcripts/modules/:moduleId/confirm',
    {
      config,
      schema: {
        tags,
        summary: 'Confirms a transcript module that needs review, after reading its lines',
        params: transcriptModuleParamsSchema,
        response: { 200: reportTranscriptsSchema },
      },
    },
    async (request) => service.confirmModule(ctx, operator(request), request.params.reportId, request.params.moduleId),
  );

  r.post(
    '/api/ops/reports/:reportId/transcripts/corrections',
    {
      config,
      schema: {
        tags,
        summary: 'Corrects one derived fact of a period, with a reason (the fact is then marked entered)',
        params: reportIdParamsSchema,
        body: correctTranscriptFactSchema,
        response: { 200: reportTranscriptsSchema },
      },
    },
    async (request) => service.correctFact(ctx, operator(request), request.params.reportId, request.body),
  );

  r.post(
    '/api/ops/reports/:reportId/transcripts/complete',
    {
      config,
      schema: {
        tags,
        summary: 'Completes the report from its transcripts, through the same completion as "Complete the report"',
        params: reportIdParamsSchema,
        response: { 200: z.object({ reportId: z.string(), status: z.literal('COMPLETED') }) },
      },
    },
    async (request) => service.completeFromTranscripts(ctx, operator(request), request.params.reportId),
  );
}
