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
import { bundleOrder, formsOrder } from './bundle-order.js';
import { findClients, listOrdersOfClient } from './repo.js';

const MAX_BUNDLE_CLIENTS = 50;

const IDEMPOTENCY_TEXT =
  'Send an `Idempotency-Key` header (one per submission): the same key with the same request answers the first orders ' +
  '(200, `Idempotent-Replayed: true`) and never makes a second order; the same key with another request answers 422.';

function actorOf(request: FastifyRequest): Actor {
  const p = principalOf(request);
  return { userId: p.userId, lenderId: lenderOf(request).id, roles: p.roles, ip: request.ip };
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
        description:
          'The delivery map lists, per report type, the delivery options in priority order (Express and Same Day only when the lender may order them) with their productIdentifier (`REPORT_TYPE:DELIVERY`) and add-on frequencies. `orderPlacers` is null when the user has no order-placer right.',
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
        description:
          'multipart/form-data fields: product (a productIdentifier of the delivery map), recordOfAccount, taxReturnTranscripts, wageIncome ("true"/"false"), ownerId (required when the user has the order-placer right), clientId, formName, and one file part `file` (a PDF, at most 10 MB, checked by content); or, instead of the file, `formOnFile=true`: the client\'s latest stored 8821 is used when it is not rejected and was uploaded within ' +
          ctx.config.formOnFileDays +
          ' days or has covered periods not all ended (otherwise 400 FORM_ON_FILE_INVALID with the reason); ' +
          'or, instead of either, `signature` holding JSON `{ signer: { signerName, signerEmail, signerMobile?, signerTitle?, attestRelationship: true } }` (a signature request is sent with the order) or `{ requestId }` (an open request of the client): the order is placed AWAITING_SIGNATURE, neither billed nor queued until the signed form becomes usable, then it enters the queue with the signed 8821 (due time counted from then); it is CANCELLED, unbilled, when the request ends unsigned. ' +
          IDEMPOTENCY_TEXT,
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
        description:
          "multipart/form-data: a part `bundle` holding JSON `{ product, recordOfAccount, taxReturnTranscripts, wageIncome, ownerId?, orders: [{ clientId, formName, formOnFile? }] }`, then one file part `forms` per entry of `orders` without `formOnFile: true`, in the same order (PDF, at most 10 MB each); an entry with `formOnFile: true` uses the client's 8821 on file; an entry with `signature` (as the single order call's field) waits on its own signature request and needs no file. Every client must belong to the selected lender and have no pending order; all orders commit together or none. " +
          IDEMPOTENCY_TEXT,
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
        description: `Body: roa, wi, trt (the add-ons) and ownerId (required when the user has the order-placer right). ${IDEMPOTENCY_TEXT}`,
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
