import {
  completeReportSchema,
  lenderIdParamsSchema,
  missedRejectionsSchema,
  moveFormStageSchema,
  opsLenderRowSchema,
  opsLenderSettingsSchema,
  opsQueuePageSchema,
  opsQueueQuerySchema,
  opsReportDetailSchema,
  recordOnlineSubmissionSchema,
  rejectReportSchema,
  reportIdParamsSchema,
  revealedTaxIdSchema,
  updateLenderSettingsSchema,
} from '@taxlens/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { principalOf } from '../../platform/access-plugin.js';
import { requireRecentProof } from '../../platform/step-up.js';
import { sendPdf } from '../../platform/storage/send-pdf.js';
import { registerIdentityReviewRoutes } from './identity-review-routes.js';
import { registerLenderLogoRoutes } from './lender-logo-routes.js';
import { OPS, OPS_VIEW, operatorOf } from './ops-access.js';
import { listQueue } from './queue.js';
import { resetUserSecondFactor } from './user-second-factor.js';
import { getLenderSettings, listLenders, updateLenderSettings } from './lender-settings.js';
import { getReportDetail, readReportForm, revealReportTaxId } from './report-detail.js';
import { recordOnlineSubmission } from './online-submission.js';
import { listMissedRejections } from '../form-check/index.js';
import { completeReport, moveFormStage, rejectReport, startReport } from './report-lifecycle.js';

/** The operations console (ROLE_ADMIN): the work queue, a report's page and actions, lenders. */
export async function registerOpsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['operations'];
  const params = reportIdParamsSchema;
  const done = { 200: opsReportDetailSchema };

  r.post(
    '/api/ops/users/:userId/reset-two-factor',
    {
      config: { access: OPS },
      schema: {
        tags,
        summary:
          "Resets a user's second factor (also lifts a block after too many wrong codes); the user sets one up again at the next sign-in",
        params: z.object({ userId: z.string().uuid() }),
        response: { 200: z.object({ userId: z.string() }) },
      },
    },
    async (request) => {
      // Step-up (decision 145), as for a lender admin's reset.
      await requireRecentProof(ctx, principalOf(request));
      return resetUserSecondFactor(ctx, operatorOf(request), request.params.userId);
    },
  );

  r.get(
    '/api/ops/queue',
    {
      config: { access: OPS },
      schema: {
        tags,
        summary: 'Reports awaiting work across every lender, soonest due first',
        querystring: opsQueueQuerySchema,
        response: { 200: opsQueuePageSchema },
      },
    },
    async (request) => listQueue(ctx.db, request.query),
  );

  r.get(
    '/api/ops/reports/:reportId',
    {
      config: { access: OPS },
      schema: { tags, summary: "A report's client, order options and history", params, response: done },
    },
    async (request) => getReportDetail(ctx, request.params.reportId),
  );

  r.post(
    '/api/ops/reports/:reportId/pii',
    {
      config: { access: OPS },
      schema: {
        tags,
        summary: "Reveal the client's full tax id (audited)",
        params,
        response: { 200: revealedTaxIdSchema },
      },
    },
    async (request) => revealReportTaxId(ctx, operatorOf(request), request.params.reportId),
  );

  r.get(
    '/api/ops/reports/:reportId/form8821',
    {
      config: { access: OPS_VIEW },
      schema: {
        tags,
        summary: "The report's Form 8821 (PDF, inline)",
        description: "signer=spouse: a joint filer's spouse's own signed form (404 when there is none).",
        params,
        querystring: z.object({ signer: z.enum(['taxpayer', 'spouse']).default('taxpayer') }),
        response: { 200: z.any() },
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await readReportForm(ctx, operatorOf(request), request.params.reportId, request.query.signer === 'spouse'),
        'inline',
      ),
  );

  r.post(
    '/api/ops/reports/:reportId/start',
    {
      config: { access: OPS },
      schema: { tags, summary: 'Start work on a pending report (IN_PROGRESS)', params, response: done },
    },
    async (request) => {
      await startReport(ctx, operatorOf(request), request.params.reportId);
      return getReportDetail(ctx, request.params.reportId);
    },
  );

  r.post(
    '/api/ops/reports/:reportId/reject',
    {
      config: { access: OPS },
      schema: {
        tags,
        summary: 'Reject the Form 8821 with a reason code (spec 2 §8) and a note',
        params,
        body: rejectReportSchema,
        response: done,
      },
    },
    async (request) => {
      await rejectReport(ctx, operatorOf(request), request.params.reportId, request.body);
      return getReportDetail(ctx, request.params.reportId);
    },
  );

  r.post(
    '/api/ops/reports/:reportId/complete',
    {
      config: { access: OPS },
      schema: {
        tags,
        summary: 'Complete the report with its tax periods; derives its figures and PDF',
        params,
        body: completeReportSchema,
        response: done,
      },
    },
    async (request) => {
      await completeReport(ctx, operatorOf(request), request.params.reportId, request.body);
      return getReportDetail(ctx, request.params.reportId);
    },
  );

  r.post(
    '/api/ops/reports/:reportId/form8821/submitted-online',
    {
      config: { access: OPS },
      schema: {
        tags,
        summary:
          "Record that the report's e-signed 8821 was submitted through the IRS's online tool (once per form; audited)",
        params,
        body: recordOnlineSubmissionSchema,
        response: done,
      },
    },
    async (request) => {
      await recordOnlineSubmission(ctx, operatorOf(request), request.params.reportId, request.body);
      return getReportDetail(ctx, request.params.reportId);
    },
  );

  r.post(
    '/api/ops/reports/:reportId/form8821/stage',
    {
      config: { access: OPS },
      schema: {
        tags,
        summary:
          "Move the report's 8821 on: submitted to the IRS (fax or online), recorded on the CAF, or revoked (audited; decision 287)",
        description: 'A revoked form moves no more; a form the IRS rejected is not submitted or recorded again: 409.',
        params,
        body: moveFormStageSchema,
        response: done,
      },
    },
    async (request) => {
      await moveFormStage(ctx, operatorOf(request), request.params.reportId, request.body);
      return getReportDetail(ctx, request.params.reportId);
    },
  );

  r.get(
    '/api/ops/missed-rejections',
    {
      config: { access: OPS },
      schema: {
        tags,
        summary:
          'Reports the IRS rejected with a code the form check had not raised, per code with the orders (decision 287)',
        response: { 200: missedRejectionsSchema },
      },
    },
    async () => listMissedRejections(ctx.db),
  );

  r.get(
    '/api/ops/lenders',
    {
      config: { access: OPS },
      schema: { tags, summary: 'Every lender with its open reports', response: { 200: z.array(opsLenderRowSchema) } },
    },
    async () => listLenders(ctx.db),
  );

  r.get(
    '/api/ops/lenders/:lenderId',
    {
      config: { access: OPS },
      schema: {
        tags,
        summary: "A lender's settings and capabilities",
        params: lenderIdParamsSchema,
        response: { 200: opsLenderSettingsSchema },
      },
    },
    async (request) => getLenderSettings(ctx.db, request.params.lenderId),
  );

  r.put(
    '/api/ops/lenders/:lenderId',
    {
      config: { access: OPS },
      schema: {
        tags,
        summary: "Change a lender's settings and capabilities (audited)",
        params: lenderIdParamsSchema,
        body: updateLenderSettingsSchema,
        response: { 200: opsLenderSettingsSchema },
      },
    },
    async (request) => updateLenderSettings(ctx, operatorOf(request), request.params.lenderId, request.body),
  );

  await registerLenderLogoRoutes(app, ctx);
  await registerIdentityReviewRoutes(app, ctx);
}
