import {
  orderClientParamsSchema,
  portalBundleOrderPartSchema,
  clientOrdersSchema,
  onDemandOrderSchema,
  placeOrderFormDataSchema,
  placeOrderResultSchema,
  singleOrderFieldsSchema,
} from '@taxlens/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { access } from '../../platform/access.js';
import { lenderOf, principalOf } from '../../platform/access-plugin.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { idempotencyKeyOf } from '../../platform/idempotency-key.js';
import { parseWith } from '../../platform/validation-messages.js';
import { getPlaceOrderFormData } from './form-data-service.js';
import { withOrderPrices } from './order-prices.js';
import { toClientOrder } from './order-view.js';
import { ORDERING_ROLES } from './order-rules.js';
import { type Actor, type OrderRequest, type PlaceOrderOutcome, placeOrders } from './place-order-service.js';
import { withOrderParts } from './read-order-parts.js';
import {
  BUNDLE_ORDER_DESCRIPTION,
  FORM_DATA_DESCRIPTION,
  ON_DEMAND_DESCRIPTION,
  singleOrderDescription,
} from './openapi-texts.js';
import { bundleOrder, formsOrder } from './bundle-order.js';
import { findClients, listOrdersOfClient } from './repo.js';

const MAX_BUNDLE_CLIENTS = 50;

function actorOf(request: FastifyRequest): Actor {
  const p = principalOf(request);
  const lender = lenderOf(request);
  return { userId: p.userId, lenderId: lender.id, roles: p.roles, ip: request.ip, sandbox: lender.sandbox };
}

async function send(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, outcome: PlaceOrderOutcome) {
  if (outcome.replayed) reply.header('Idempotent-Replayed', 'true');
  return reply
    .status(outcome.replayed ? 200 : 201)
    .send({ orders: await withOrderPrices(ctx.db, lenderOf(request), outcome.orders) });
}

// Multipart parsing is registered once for the whole app (app.ts); each upload call sets its own limits.
export async function registerOrderRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['orders'];
  const ordering = access.lender({ roles: ORDERING_ROLES });

  r.get(
    '/api/formdata/:clientId/place-order',
    {
      config: { access: ordering },
      schema: {
        tags,
        summary:
          'Order form data of a client: report types, delivery map, flags, pending order, order placers, bundle clients',
        description: FORM_DATA_DESCRIPTION,
        params: orderClientParamsSchema,
        response: { 200: placeOrderFormDataSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return getPlaceOrderFormData(ctx.db, {
        lenderId: actor.lenderId,
        clientId: request.params.clientId,
        roles: actor.roles,
        now: ctx.clock.now(),
        formOnFileDays: ctx.config.formOnFileDays,
      });
    },
  );

  r.post(
    '/api/forms/upload8821',
    {
      config: { access: ordering },
      schema: {
        tags,
        summary: 'Place an order for one client with its signed 8821 (multipart)',
        description: singleOrderDescription(ctx.config.formOnFileDays),
        consumes: ['multipart/form-data'],
        response: { 200: placeOrderResultSchema, 201: placeOrderResultSchema },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      return withOrderParts(request, 1, async ({ fields, files }) => {
        const input = parseWith(singleOrderFieldsSchema, fields, '');
        const file = files.find((f) => f.field === 'file')?.file ?? null;
        if (input.formOnFile && file)
          throw badRequest('Send either the 8821 file or formOnFile, not both.', 'formOnFile');
        if (input.signature && (input.formOnFile || file))
          throw badRequest('An order waiting on a signature request takes neither a file nor formOnFile.', 'signature');
        if (file && !input.formName) throw badRequest('formName: Enter the name of the 8821 file.', 'formName');
        const order = formsOrder(input, [
          {
            clientId: input.clientId,
            formName: input.formName ?? null,
            file,
            formOnFile: input.formOnFile,
            signature: input.signature,
            formCheckId: input.formCheckId,
            sendAnywayReason: input.sendAnywayReason,
          },
        ]);
        return send(ctx, request, reply, await placeOrders(ctx, actorOf(request), order, key));
      });
    },
  );

  r.post(
    '/api/forms/upload8821/bundle',
    {
      config: { access: ordering },
      schema: {
        tags,
        summary: 'Place one order per client of a bundle, each with its signed 8821 (multipart)',
        description: BUNDLE_ORDER_DESCRIPTION,
        consumes: ['multipart/form-data'],
        response: { 200: placeOrderResultSchema, 201: placeOrderResultSchema },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      return withOrderParts(request, MAX_BUNDLE_CLIENTS, async ({ fields, files }) => {
        let json: unknown;
        try {
          json = JSON.parse(fields.bundle ?? '');
        } catch {
          throw badRequest('The bundle part must be JSON.', 'bundle');
        }
        const input = parseWith(portalBundleOrderPartSchema, json, 'bundle');
        const order = bundleOrder(
          input,
          files.filter((f) => f.field === 'forms').map((f) => f.file),
        );
        return send(ctx, request, reply, await placeOrders(ctx, actorOf(request), order, key));
      });
    },
  );

  r.post(
    '/api/reports/:clientId/ondemand',
    {
      config: { access: access.lender({ roles: ORDERING_ROLES, capability: 'ondemandorder' }) },
      schema: {
        tags,
        summary: "Place an on-demand order (lender capability ondemandorder): no form, the lender's on-demand product",
        description: ON_DEMAND_DESCRIPTION,
        params: orderClientParamsSchema,
        body: onDemandOrderSchema,
        response: { 200: placeOrderResultSchema, 201: placeOrderResultSchema },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const body = request.body;
      const order: OrderRequest = {
        mode: 'on-demand',
        addOns: { recordOfAccount: body.roa, taxReturnTranscripts: body.trt, wageIncome: body.wi },
        ownerId: body.ownerId,
        items: [{ clientId: request.params.clientId, formName: null, file: null }],
      };
      return send(ctx, request, reply, await placeOrders(ctx, actorOf(request), order, key));
    },
  );

  r.get(
    '/api/orders/client/:clientId',
    {
      config: { access: access.lender() },
      schema: {
        tags,
        summary: "A client's orders, newest first, with their delivery, due time and report (id and status)",
        params: orderClientParamsSchema,
        response: { 200: clientOrdersSchema },
      },
    },
    async (request) => {
      const lender = lenderOf(request);
      const rows = await listOrdersOfClient(ctx.db, lender.id, request.params.clientId);
      // An order of this lender names a client of this lender (their foreign key): only an empty list needs the client looked up.
      if (rows.length === 0 && (await findClients(ctx.db, lender.id, [request.params.clientId])).length === 0)
        throw notFound('The client');
      return { orders: await withOrderPrices(ctx.db, lender, rows.map(toClientOrder)) };
    },
  );
}
