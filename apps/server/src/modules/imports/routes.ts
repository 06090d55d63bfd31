import { importIdParamsSchema, importOrderSchema, importSettingsSchema, importSummarySchema } from '@taxlens/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { access } from '../../platform/access.js';
import { lenderOf } from '../../platform/access-plugin.js';
import { notFound } from '../../platform/errors.js';
import { actorOf, CLIENT_WRITERS } from '../clients/index.js';
import { ORDERING_ROLES } from '../orders/index.js';
import { lenderHasImport } from './lifecycle-repo.js';
import { withImportUpload } from './read-upload.js';
import * as service from './service.js';
import { IMPORT_UPLOAD_DESCRIPTION } from './openapi-texts.js';
import { importTemplateCsv, importTemplateXlsx } from './templates.js';

const params = importIdParamsSchema;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Another lender's import answers 404 before its body is read, exactly like a missing one. */
export const requireOwnImport =
  (ctx: AppContext, param = 'importId') =>
  async (request: FastifyRequest) => {
    const id = (request.params as Record<string, string | undefined>)[param] ?? '';
    const found = UUID.test(id) && (await lenderHasImport(ctx.db, lenderOf(request).id, id));
    if (!found) throw notFound('The import');
  };

/** Bulk client import (decision 177): users who may create clients. */
export async function registerImportRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['imports'];
  const writers = access.lender({ roles: CLIENT_WRITERS });
  const downloads = access.lender({ roles: CLIENT_WRITERS, csrf: false });

  r.post(
    '/api/imports',
    {
      config: { access: writers },
      schema: {
        tags,
        summary:
          'Upload a CSV or XLSX of clients (multipart `file`; optional `forms`, `encoding`, `sheet`): read, staged and previewed, nothing imported yet',
        description: IMPORT_UPLOAD_DESCRIPTION,
        consumes: ['multipart/form-data'],
        response: { 201: importSummarySchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await withImportUpload(request, (upload) => service.uploadImport(ctx, actorOf(request), upload))),
  );

  r.get(
    '/api/imports/:importId',
    {
      config: { access: access.lender({ roles: CLIENT_WRITERS }) },
      schema: {
        tags,
        summary: 'An import: mapping, counts, row errors, progress and result',
        params,
        response: { 200: importSummarySchema },
      },
    },
    async (request) => service.getImport(ctx, actorOf(request), request.params.importId),
  );

  r.put(
    '/api/imports/:importId/settings',
    {
      config: { access: writers },
      preValidation: requireOwnImport(ctx),
      schema: {
        tags,
        summary: 'Change the column mapping and what to do with existing clients; answers the new preview',
        params,
        body: importSettingsSchema,
        response: { 200: importSummarySchema },
      },
    },
    async (request) => service.previewImport(ctx, actorOf(request), request.params.importId, request.body),
  );

  r.post(
    '/api/imports/:importId/confirm',
    {
      config: { access: writers },
      schema: {
        tags,
        summary: 'Import the valid rows as a background job',
        params,
        response: { 200: importSummarySchema },
      },
    },
    async (request) => service.confirmImport(ctx, actorOf(request), request.params.importId),
  );

  r.post(
    '/api/imports/:importId/order',
    {
      config: { access: access.lender({ roles: ORDERING_ROLES }) },
      preValidation: requireOwnImport(ctx),
      schema: {
        tags,
        summary:
          'Then order: one order per imported client with a valid 8821 on file, as a background job (the result shows in the import)',
        params,
        body: importOrderSchema,
        response: { 202: z.object({ jobId: z.string() }) },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(await service.orderImportedClients(ctx, actorOf(request), request.params.importId, request.body)),
  );

  r.get(
    '/api/imports/:importId/errors.csv',
    {
      // A download link: no CSRF header (decision 001); audited, it holds tax ids.
      config: { access: downloads },
      schema: {
        tags,
        summary: 'The rows with errors as CSV, with an Errors column, to fix and upload again',
        params,
        response: { 200: z.any() },
      },
    },
    async (request, reply) => {
      const { csv, fileName } = await service.exportErrorRows(ctx, actorOf(request), request.params.importId);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`)
        .send(csv);
    },
  );

  r.get(
    '/api/imports/template.csv',
    {
      config: { access: downloads },
      schema: {
        tags,
        summary: 'The import template: the expected headers and one example row per client type (CSV)',
        response: { 200: z.any() },
      },
    },
    async (_request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="client-import-template.csv"')
        .send(importTemplateCsv()),
  );

  r.get(
    '/api/imports/template.xlsx',
    {
      config: { access: downloads },
      schema: { tags, summary: 'The import template as XLSX', response: { 200: z.any() } },
    },
    async (_request, reply) =>
      reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="client-import-template.xlsx"')
        .send(await importTemplateXlsx()),
  );
}
