import { createHash } from 'node:crypto';
import { importSettingsSchema, importSummarySchema } from '@taxlens/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { actorOf, CLIENT_WRITERS } from '../clients/index.js';
import {
  confirmImport,
  exportErrorRows,
  getImport,
  previewImport,
  requireOwnImport,
  uploadImport,
  withImportUpload,
} from '../imports/index.js';
import { apiCallerOf } from './caller.js';
import { IMPORT_EXAMPLE, IMPORT_SETTINGS_EXAMPLE } from './examples.js';
import { answerOnce } from './idempotency.js';
import { IMPORT_CONFIRM_DESCRIPTION, IMPORT_ERRORS_DESCRIPTION, IMPORT_UPLOAD_DESCRIPTION } from './openapi-texts.js';
import { readers, writers } from './operation.js';
import { idParamsSchema } from './schemas.js';

const tag = 'Imports' as const;
const fileKinds = {
  file: { type: 'string', contentMediaType: 'text/csv', description: 'The sheet: CSV or XLSX, at most 10 MB.' },
  forms: {
    type: 'string',
    contentMediaType: 'application/zip',
    description: 'Optional: a ZIP of signed 8821 PDFs named by the sheet\'s "8821 File" column.',
  },
  encoding: {
    type: 'string',
    description: 'Optional: the CSV\'s encoding when the guess is wrong (e.g. "windows-1252").',
  },
  sheet: { type: 'string', description: 'Optional: the XLSX sheet to read (default: the first).' },
};

/**
 * Bulk client import through /api/v1 (decision 277): the web app's four steps with an API key of
 * `write` scope. Tax ids go in without the `pii` scope; the errors CSV shows them back only to a key
 * that has it (decision 277).
 */
export async function registerApiImportRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/imports',
    {
      config: {
        access: writers(CLIENT_WRITERS),
        openapi: {
          operationId: 'uploadImport',
          summary: 'Upload a sheet of clients: read, checked row by row and previewed; nothing is imported yet',
          description: IMPORT_UPLOAD_DESCRIPTION,
          tag,
          errors: [400, 409, 413, 415, 422],
          multipart: { properties: fileKinds, required: ['file'] },
          example: IMPORT_EXAMPLE,
        },
      },
      schema: { response: { 201: importSummarySchema } },
    },
    async (request, reply) =>
      withImportUpload(request, (upload) =>
        answerOnce(
          ctx,
          request,
          reply,
          {
            file: createHash('sha256').update(upload.bytes).digest('hex'),
            name: upload.fileName,
            encoding: upload.encoding ?? null,
            sheet: upload.sheet ?? null,
            forms: upload.forms?.fileName ?? null,
          },
          async () => ({ status: 201, body: await uploadImport(ctx, actorOf(request), upload) }),
        ),
      ),
  );

  r.get(
    '/imports/:id',
    {
      config: {
        access: readers,
        openapi: {
          operationId: 'getImport',
          summary: 'An import: mapping, counts, row errors, progress and, once done, its result',
          tag,
          errors: [400, 404],
          example: IMPORT_EXAMPLE,
        },
      },
      schema: { params: idParamsSchema, response: { 200: importSummarySchema } },
    },
    async (request) => getImport(ctx, actorOf(request), request.params.id),
  );

  r.put(
    '/imports/:id/settings',
    {
      config: {
        access: writers(CLIENT_WRITERS),
        openapi: {
          operationId: 'changeImportSettings',
          summary: 'Change the column mapping or what to do with existing clients; answers the new preview',
          tag,
          errors: [400, 404, 409],
          requestExample: IMPORT_SETTINGS_EXAMPLE,
          example: IMPORT_EXAMPLE,
        },
      },
      // Another lender's import answers 404 before its body is checked, as in the web app.
      preValidation: requireOwnImport(ctx, 'id'),
      schema: { params: idParamsSchema, body: importSettingsSchema, response: { 200: importSummarySchema } },
    },
    async (request) => previewImport(ctx, actorOf(request), request.params.id, request.body),
  );

  r.post(
    '/imports/:id/confirm',
    {
      config: {
        access: writers(CLIENT_WRITERS),
        openapi: {
          operationId: 'confirmImport',
          summary: 'Import the valid rows, as a background job; `import.finished` is sent when it ends',
          description: IMPORT_CONFIRM_DESCRIPTION,
          tag,
          errors: [400, 404, 409, 422],
          example: { ...IMPORT_EXAMPLE, status: 'IMPORTING', progress: { done: 0, total: 3 } },
        },
      },
      // Another lender's import answers 404 before the Idempotency-Key is asked for.
      preValidation: requireOwnImport(ctx, 'id'),
      schema: { params: idParamsSchema, response: { 200: importSummarySchema } },
    },
    async (request, reply) =>
      answerOnce(ctx, request, reply, request.params, async () => ({
        status: 200,
        body: await confirmImport(ctx, actorOf(request), request.params.id),
      })),
  );

  r.get(
    '/imports/:id/errors.csv',
    {
      config: {
        access: readers,
        openapi: {
          operationId: 'downloadImportErrors',
          summary: 'The rows with errors as CSV, with an Errors column, to fix and upload again',
          description: IMPORT_ERRORS_DESCRIPTION,
          tag,
          errors: [400, 404],
          produces: 'text/csv',
        },
      },
      schema: { params: idParamsSchema },
    },
    async (request, reply) => {
      const { csv, fileName } = await exportErrorRows(ctx, actorOf(request), request.params.id, {
        maskTaxIds: !apiCallerOf(request).mayRevealPii,
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`)
        .send(csv);
    },
  );
}
