import {
  webhookEndpointInputSchema,
  webhookEndpointSchema,
  webhookMessageSchema,
  webhookReplaySchema,
  webhookSecretSchema,
} from '@taxlens/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { access } from '../../platform/access.js';
import { lenderOf, principalOf } from '../../platform/access-plugin.js';
import { requireRecentProof } from '../../platform/step-up.js';
import * as service from './service.js';

// Lender admins only (decision 184); registering, revealing and rotating need a recent step-up.
const WEBHOOK_ACCESS = access.lender({ roles: ['ROLE_LENDERADMIN'] });
const idParams = z.object({ id: z.uuid() });
const messageParams = z.object({ id: z.uuid(), messageId: z.uuid() });
const STEP_UP_NOTE = 'Needs a recent step-up (403 STEP_UP_REQUIRED otherwise).';

export async function registerWebhookRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['webhooks'];
  const actorOf = (request: FastifyRequest): service.WebhookActor => ({
    userId: principalOf(request).userId,
    lenderId: lenderOf(request).id,
    ip: request.ip,
  });
  const stepUp = (request: FastifyRequest) => requireRecentProof(ctx, principalOf(request));

  r.get(
    '/api/webhooks/endpoints',
    {
      config: { access: WEBHOOK_ACCESS },
      schema: {
        tags,
        summary: "The selected lender's webhook endpoints",
        response: { 200: z.array(webhookEndpointSchema) },
      },
    },
    async (request) => service.listEndpoints(ctx, actorOf(request)),
  );

  r.post(
    '/api/webhooks/endpoints',
    {
      config: { access: WEBHOOK_ACCESS },
      schema: {
        tags,
        summary: 'Register an endpoint; answers its signing secret',
        description: STEP_UP_NOTE,
        body: webhookEndpointInputSchema,
        response: { 201: z.object({ endpoint: webhookEndpointSchema, secret: z.string() }) },
      },
    },
    async (request, reply) => {
      await stepUp(request);
      return reply.status(201).send(await service.createEndpoint(ctx, actorOf(request), request.body));
    },
  );

  r.put(
    '/api/webhooks/endpoints/:id',
    {
      config: { access: WEBHOOK_ACCESS },
      schema: {
        tags,
        summary: "Change an endpoint's URL, events or description",
        description: STEP_UP_NOTE,
        params: idParams,
        body: webhookEndpointInputSchema,
        response: { 200: webhookEndpointSchema },
      },
    },
    async (request) => {
      await stepUp(request);
      return service.updateEndpoint(ctx, actorOf(request), request.params.id, request.body);
    },
  );

  r.post(
    '/api/webhooks/endpoints/:id/secret',
    {
      config: { access: WEBHOOK_ACCESS },
      schema: {
        tags,
        summary: "Reveal an endpoint's signing secret (audited)",
        description: STEP_UP_NOTE,
        params: idParams,
        response: { 200: webhookSecretSchema },
      },
    },
    async (request) => {
      await stepUp(request);
      return service.revealSecret(ctx, actorOf(request), request.params.id);
    },
  );

  r.post(
    '/api/webhooks/endpoints/:id/rotate',
    {
      config: { access: WEBHOOK_ACCESS },
      schema: {
        tags,
        summary: 'Rotate the signing secret: for 24 h both sign',
        description: STEP_UP_NOTE,
        params: idParams,
        response: { 200: webhookSecretSchema },
      },
    },
    async (request) => {
      await stepUp(request);
      return service.rotateSecret(ctx, actorOf(request), request.params.id);
    },
  );

  for (const [action, enabled] of [
    ['enable', true],
    ['disable', false],
  ] as const) {
    r.post(
      `/api/webhooks/endpoints/:id/${action}`,
      {
        config: { access: WEBHOOK_ACCESS },
        schema: {
          tags,
          summary: `${enabled ? 'Enable' : 'Disable'} an endpoint`,
          params: idParams,
          response: { 200: webhookEndpointSchema },
        },
      },
      async (request) => service.setEndpointEnabled(ctx, actorOf(request), request.params.id, enabled),
    );
  }

  r.post(
    '/api/webhooks/endpoints/:id/test',
    {
      config: { access: WEBHOOK_ACCESS },
      schema: {
        tags,
        summary: 'Send a webhook.test event to this endpoint',
        params: idParams,
        response: { 202: z.object({ queued: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      await service.sendTestEvent(ctx, actorOf(request), request.params.id);
      return reply.status(202).send({ queued: true });
    },
  );

  r.get(
    '/api/webhooks/endpoints/:id/messages',
    {
      config: { access: WEBHOOK_ACCESS },
      schema: {
        tags,
        summary: "The endpoint's delivery log: its latest 50 messages with every attempt",
        params: idParams,
        response: { 200: z.array(webhookMessageSchema) },
      },
    },
    async (request) => service.listDeliveryLog(ctx, actorOf(request), request.params.id),
  );

  r.post(
    '/api/webhooks/endpoints/:id/messages/:messageId/replay',
    {
      config: { access: WEBHOOK_ACCESS },
      schema: {
        tags,
        summary: 'Send one finished message again (signed anew, same webhook-id)',
        params: messageParams,
        response: { 200: z.object({ replayed: z.number() }) },
      },
    },
    async (request) =>
      service.replay(ctx, actorOf(request), request.params.id, { messageId: request.params.messageId }),
  );

  r.post(
    '/api/webhooks/endpoints/:id/replay',
    {
      config: { access: WEBHOOK_ACCESS },
      schema: {
        tags,
        summary: 'Send every failed message created since a time again',
        params: idParams,
        body: webhookReplaySchema,
        response: { 200: z.object({ replayed: z.number() }) },
      },
    },
    async (request) =>
      service.replay(ctx, actorOf(request), request.params.id, { failedSince: new Date(request.body.since) }),
  );
}
