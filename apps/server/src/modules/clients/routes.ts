import {
  clientDetailSchema,
  clientIdParamsSchema,
  clientInputSchema,
  clientReportsSchema,
  clientReportSummarySchema,
  clientUpdateSchema,
  createdClientSchema,
  monitorFrequencyQuerySchema,
  replaceFormResponseSchema,
  revealedTaxIdSchema,
} from '@taxlens/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { access } from '../../platform/access.js';
import { readPdfUpload } from '../../platform/storage/pdf-upload.js';
import { actorOf } from './actor.js';
import { CLIENT_WRITERS, TAX_ID_READERS } from './client-roles.js';
import { requireOwnedRecord } from './owned-record.js';
import * as service from './service.js';

const params = clientIdParamsSchema;

export async function registerClientRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['clients'];
  const writers = access.lender({ roles: CLIENT_WRITERS });
  const ownClient = requireOwnedRecord(ctx.db, 'clients', 'id');

  r.post(
    '/api/neoclients/create',
    {
      config: { access: writers },
      schema: {
        tags,
        summary: 'Create a client of one of the seven types',
        description:
          'Answers 201 with the id. A tax id another client of the lender already has answers 409 with `link` to that client.',
        body: clientInputSchema,
        response: { 201: createdClientSchema },
      },
    },
    async (request, reply) => {
      const created = await service.createClient(ctx, actorOf(request), request.body);
      return reply.status(201).header('location', `/api/clients/${created.id}`).send(created);
    },
  );

  r.get(
    '/api/clients/:id',
    {
      config: { access: access.lender() },
      schema: {
        tags,
        summary: "A client with the lender's capabilities, the caller's permissions and its bundle",
        params,
        response: { 200: clientDetailSchema },
      },
    },
    async (request) => service.getClientDetail(ctx, actorOf(request), request.params.id),
  );

  r.put(
    '/api/neoclients/:id',
    {
      config: { access: writers },
      preValidation: ownClient,
      schema: {
        tags,
        summary: 'Edit a client (a tax id left out stays as it is)',
        params,
        body: clientUpdateSchema,
        response: { 200: clientDetailSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await service.updateClientDetails(ctx, actor, request.params.id, request.body);
      return service.getClientDetail(ctx, actor, request.params.id);
    },
  );

  r.post(
    '/api/clients/:id/pii',
    {
      config: { access: access.lender({ roles: TAX_ID_READERS }) },
      schema: { tags, summary: 'Reveal the full tax id (audited)', params, response: { 200: revealedTaxIdSchema } },
    },
    async (request) => service.revealTaxId(ctx, actorOf(request), request.params.id),
  );

  r.put(
    '/api/clients/changemonitorfrequency/:id',
    {
      config: { access: writers },
      preValidation: ownClient,
      schema: {
        tags,
        summary: 'Change how often the client is monitored',
        params,
        querystring: monitorFrequencyQuerySchema,
        response: { 200: clientDetailSchema },
      },
    },
    async (request) =>
      service.changeMonitoringFrequency(ctx, actorOf(request), request.params.id, request.query.frequency),
  );

  r.put(
    '/api/clients/archive/:id',
    {
      config: { access: writers },
      schema: {
        tags,
        summary: 'Archive (close) the client: no more orders or monitoring',
        params,
        response: { 200: clientDetailSchema },
      },
    },
    async (request) => service.archiveClient(ctx, actorOf(request), request.params.id),
  );

  r.get(
    '/api/neoclients/reports/:id',
    {
      config: { access: access.lender() },
      schema: {
        tags,
        summary: "The client's orders and reports, newest first",
        params,
        response: { 200: clientReportsSchema },
      },
    },
    async (request) => service.listClientReports(ctx, actorOf(request), request.params.id),
  );

  r.get(
    '/api/clients/:id/summary',
    {
      config: { access: access.lender() },
      schema: {
        tags,
        summary: "The client's latest completed report (null without one)",
        params,
        response: { 200: clientReportSummarySchema },
      },
    },
    async (request) => service.getClientReportSummary(ctx, actorOf(request), request.params.id),
  );

  r.post(
    '/api/forms/replace8821/:id',
    {
      config: { access: writers },
      // The id is checked before the upload is read, so a foreign id costs no storage.
      preValidation: ownClient,
      schema: {
        tags,
        summary: "Replace the client's Form 8821 (multipart, field `file`)",
        description:
          'PDF only, checked by content (%PDF- and a parse), at most 10 MB; 400 "Not the right file type" otherwise, 413 when larger.',
        params,
        response: { 200: replaceFormResponseSchema },
      },
    },
    async (request) => {
      const upload = await readPdfUpload(request);
      return service.replaceForm8821(ctx, actorOf(request), request.params.id, upload);
    },
  );

  r.get(
    '/api/clients/:id/form8821',
    {
      // Opened in a new tab, so no CSRF header (decision 001); it changes nothing.
      config: { access: access.lender({ roles: TAX_ID_READERS, csrf: false }) },
      schema: { tags, summary: "The client's current Form 8821 (PDF)", params, response: { 200: z.any() } },
    },
    async (request, reply) => {
      const form = await service.readForm8821(ctx, actorOf(request), request.params.id);
      const ascii = form.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(form.name)}`)
        .header('cache-control', 'private, no-store')
        .send(form.bytes);
    },
  );
}
