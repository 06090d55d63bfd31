import { CLIENT_WRITERS, clientInputSchema, clientUpdateSchema, storedFormSchema } from '@taxlens/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { lenderOf } from '../../platform/access-plugin.js';
import { readPdfUpload } from '../../platform/storage/pdf-upload.js';
import { createHash } from 'node:crypto';
import { actorOf, requireOwnedRecord, toClientSummary, toIso } from '../clients/index.js';
import * as clients from '../clients/index.js';
import { loadApiClient } from './client-view.js';
import { decodeCursor, pageQuerySchema, pageSchema, toPage } from './cursor.js';
import { answerOnce } from './idempotency.js';
import { readers, writers } from './operation.js';
import { listClientsAfter } from './repo.js';
import {
  clientListItemSchema,
  clientListQuerySchema,
  clientSchema,
  idParamsSchema,
  monitoringSchema,
  revealQuerySchema,
  taxIdLookupSchema,
} from './schemas.js';
import { CLIENT_EXAMPLE, CLIENT_INPUT_EXAMPLE, CLIENT_LIST_ITEM_EXAMPLE } from './examples.js';

const tag = 'Clients' as const;
/** Decision 285: the optional tax classification and the types that take it. */
const TAX_CLASSIFICATION_NOTE =
  '`taxClassification` (optional) says which income return the business files where its type does not: a corporation `c_corporation` or `s_corporation`; an LLC also `partnership` or `disregarded`. Other types have none; a classification that does not fit the type answers 400.';

export async function registerApiClientRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const params = idParamsSchema;
  const ownClient = requireOwnedRecord(ctx.db, 'clients', 'id');

  r.post(
    '/clients',
    {
      config: {
        access: writers(CLIENT_WRITERS),
        openapi: {
          operationId: 'createClient',
          summary: 'Create a client',
          tag,
          errors: [400, 409, 422],
          example: CLIENT_EXAMPLE,
          requestExample: CLIENT_INPUT_EXAMPLE,
          description: `A tax id another client of the lender already has answers 409. ${TAX_CLASSIFICATION_NOTE}`,
        },
      },
      schema: { body: clientInputSchema, response: { 201: clientSchema } },
    },
    async (request, reply) =>
      answerOnce(ctx, request, reply, request.body, async () => {
        const { id } = await clients.createClient(ctx, actorOf(request), request.body);
        return { status: 201, body: await loadApiClient(ctx, request, id), location: `/api/v1/clients/${id}` };
      }),
  );

  r.get(
    '/clients',
    {
      config: {
        access: readers,
        openapi: {
          operationId: 'listClients',
          summary: 'List clients, newest first',
          tag,
          errors: [400],
          example: { data: [CLIENT_LIST_ITEM_EXAMPLE], next: null },
        },
      },
      schema: {
        querystring: pageQuerySchema.extend(clientListQuerySchema.shape),
        response: { 200: pageSchema(clientListItemSchema) },
      },
    },
    async (request) => {
      const { limit, cursor, ...filters } = request.query;
      const after = decodeCursor(cursor, 1)?.[0] ?? null;
      const rows = await listClientsAfter(ctx.db, lenderOf(request).id, filters, after, limit);
      return toPage(
        request,
        rows,
        limit,
        (row) => [row.id],
        (row) => ({
          ...toClientSummary(row),
          monitoringFrequency: row.monitoring_frequency,
          createdAt: toIso(row.created_at)!,
        }),
      );
    },
  );

  r.post(
    '/clients/search',
    {
      config: {
        access: readers,
        openapi: {
          operationId: 'findClientByTaxId',
          summary: 'Find a client by its tax id',
          description: 'The tax id travels in the body, never in a URL (URLs end up in logs).',
          tag,
          errors: [400, 404, 409, 422],
          example: CLIENT_EXAMPLE,
          requestExample: { taxId: '12-3456789' },
        },
      },
      schema: { body: taxIdLookupSchema, querystring: revealQuerySchema, response: { 200: clientSchema } },
    },
    async (request, reply) =>
      answerOnce(ctx, request, reply, { ...request.body, ...request.query }, async () => {
        const id = await clients.findClientIdByTaxId(ctx, actorOf(request), request.body.taxId);
        return { status: 200, body: await loadApiClient(ctx, request, id, request.query.reveal === 'taxId') };
      }),
  );

  r.get(
    '/clients/:id',
    {
      config: {
        access: readers,
        openapi: {
          operationId: 'getClient',
          summary: 'Get a client',
          tag,
          errors: [400, 404],
          example: CLIENT_EXAMPLE,
        },
      },
      schema: { params, querystring: revealQuerySchema, response: { 200: clientSchema } },
    },
    async (request) => loadApiClient(ctx, request, request.params.id, request.query.reveal === 'taxId'),
  );

  r.put(
    '/clients/:id',
    {
      config: {
        access: writers(CLIENT_WRITERS),
        openapi: {
          operationId: 'updateClient',
          summary: 'Update a client (a tax id left out stays)',
          description: `A tax classification left out stays while it fits the type; null clears it. ${TAX_CLASSIFICATION_NOTE}`,
          tag,
          errors: [400, 404, 409],
          example: CLIENT_EXAMPLE,
          requestExample: CLIENT_INPUT_EXAMPLE,
        },
      },
      preValidation: ownClient,
      schema: { params, body: clientUpdateSchema, response: { 200: clientSchema } },
    },
    async (request) => {
      await clients.updateClientDetails(ctx, actorOf(request), request.params.id, request.body);
      return loadApiClient(ctx, request, request.params.id);
    },
  );

  r.post(
    '/clients/:id/archive',
    {
      config: {
        access: writers(CLIENT_WRITERS),
        openapi: {
          operationId: 'archiveClient',
          summary: 'Archive a client: no more orders or monitoring',
          tag,
          errors: [400, 404, 409, 422],
          example: { ...CLIENT_EXAMPLE, status: 'ARCHIVED' },
        },
      },
      preValidation: ownClient,
      schema: { params, response: { 200: clientSchema } },
    },
    async (request, reply) =>
      answerOnce(ctx, request, reply, request.params, async () => {
        await clients.archiveClient(ctx, actorOf(request), request.params.id);
        return { status: 200, body: await loadApiClient(ctx, request, request.params.id) };
      }),
  );

  r.post(
    '/clients/:id/form-8821',
    {
      config: {
        access: writers(CLIENT_WRITERS),
        openapi: {
          operationId: 'uploadForm8821',
          summary: "Upload the client's signed Form 8821",
          description:
            "multipart/form-data with one part `file`: a PDF (checked by content), at most 10 MB. It becomes the client's 8821 on file, which an order may use with `formOnFile: true`.",
          tag,
          errors: [400, 404, 409, 413, 422],
          multipart: {
            properties: {
              file: { type: 'string', contentMediaType: 'application/pdf', description: 'The signed 8821 (PDF).' },
            },
            required: ['file'],
          },
          example: {
            id: '5b0e8c1e-3f7a-4c55-9a8f-0d1c2b3a4e5f',
            originalName: 'acme-8821.pdf',
            sizeBytes: 48213,
            uploadedAt: '2026-11-25T15:04:05.000Z',
          },
        },
      },
      // The id is checked before the upload is read, so a foreign id costs no storage.
      preValidation: ownClient,
      schema: { params, response: { 201: storedFormSchema } },
    },
    async (request, reply) => {
      const upload = await readPdfUpload(request);
      const digest = createHash('sha256').update(upload.bytes).digest('hex');
      return answerOnce(
        ctx,
        request,
        reply,
        { id: request.params.id, digest, name: upload.originalName },
        async () => ({
          status: 201,
          body: await clients.replaceForm8821(ctx, actorOf(request), request.params.id, upload),
        }),
      );
    },
  );

  r.get(
    '/clients/:id/monitoring',
    {
      config: {
        access: readers,
        openapi: {
          operationId: 'getMonitoring',
          summary: 'How often the client is monitored',
          tag,
          errors: [400, 404],
          example: { frequency: 'MONTHLY' },
        },
      },
      schema: { params, response: { 200: monitoringSchema } },
    },
    async (request) => ({
      frequency: (await clients.getClientDetail(ctx, actorOf(request), request.params.id)).monitoringFrequency,
    }),
  );

  r.put(
    '/clients/:id/monitoring',
    {
      config: {
        access: writers(CLIENT_WRITERS),
        openapi: {
          operationId: 'setMonitoring',
          summary: 'Set how often the client is monitored',
          tag,
          errors: [400, 404, 409],
          example: { frequency: 'MONTHLY' },
          requestExample: { frequency: 'MONTHLY' },
        },
      },
      preValidation: ownClient,
      schema: { params, body: monitoringSchema, response: { 200: monitoringSchema } },
    },
    async (request) => ({
      frequency: (
        await clients.changeMonitoringFrequency(ctx, actorOf(request), request.params.id, request.body.frequency)
      ).monitoringFrequency,
    }),
  );
}
