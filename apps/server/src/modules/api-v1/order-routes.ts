import { portalBundleOrderPartSchema, type PortalBundleOrderPart } from '@taxlens/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { lenderOf, principalOf } from '../../platform/access-plugin.js';
import { notFound } from '../../platform/errors.js';
import { parseWith } from '../../platform/validation-messages.js';
import {
  bundleOrder,
  ORDERING_ROLES,
  placeOrders,
  toClientOrder,
  type UploadedFile,
  withOrderParts,
  withOrderPrices,
} from '../orders/index.js';
import { decodeCursor, pageQuerySchema, pageSchema, toPage } from './cursor.js';
import {
  ORDER_AWAITING_NEW_REQUEST_EXAMPLE,
  ORDER_AWAITING_OPEN_REQUEST_EXAMPLE,
  ORDER_EXAMPLE,
  ORDER_INPUT_EXAMPLE,
} from './examples.js';
import { answerOnce } from './idempotency.js';
import { placeOrdersDescription } from './openapi-texts.js';
import { readers, writers } from './operation.js';
import { findOrder, listOrdersAfter } from './repo.js';
import { idParamsSchema, orderListQuerySchema, orderSchema, placedOrdersSchema } from './schemas.js';

const tag = 'Orders' as const;
const MAX_CLIENTS = 50;

type ReadOrder = { input: PortalBundleOrderPart; forms: UploadedFile[] };

/**
 * The documented multipart order names no `formName`: the `forms` parts are matched to the entries
 * without `formOnFile` or `signature` in order, and an entry that names no file takes its part's
 * file name (docs/decisions/256).
 */
function namedByParts(input: PortalBundleOrderPart, forms: UploadedFile[]): PortalBundleOrderPart {
  let next = 0;
  return {
    ...input,
    orders: input.orders.map((o) => {
      if (o.formOnFile || o.signature) return o;
      const part = forms[next++];
      return o.formName || !part ? o : { ...o, formName: part.originalName };
    }),
  };
}

/**
 * Runs `use` with the order as JSON, or as multipart: a part `order` holding the same JSON, then one
 * `forms` file per entry without `formOnFile` (valid until `use` has settled: `withOrderParts`).
 */
async function withOrder<T>(request: FastifyRequest, use: (order: ReadOrder) => Promise<T>): Promise<T> {
  if (!request.isMultipart())
    return use({ input: parseWith(portalBundleOrderPartSchema, request.body, 'body'), forms: [] });
  return withOrderParts(request, MAX_CLIENTS, ({ fields, files }) => {
    let json: unknown;
    try {
      json = JSON.parse(fields.order ?? '');
    } catch {
      json = undefined;
    }
    const forms = files.filter((f) => f.field === 'forms').map((f) => f.file);
    return use({ input: namedByParts(parseWith(portalBundleOrderPartSchema, json, 'order'), forms), forms });
  });
}

export async function registerApiOrderRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/orders',
    {
      config: {
        access: writers(ORDERING_ROLES),
        openapi: {
          operationId: 'placeOrders',
          summary: 'Place an order for one client, or a bundle for several',
          description: placeOrdersDescription(ctx.config.formOnFileDays),
          tag,
          errors: [400, 404, 409, 413, 422],
          jsonBody: portalBundleOrderPartSchema,
          requestExample: ORDER_INPUT_EXAMPLE,
          requestExamples: {
            onFile: { summary: "With the client's 8821 on file", value: ORDER_INPUT_EXAMPLE },
            newSignatureRequest: {
              summary: "Awaiting the borrower's signature: a new signature request sent with the order",
              value: ORDER_AWAITING_NEW_REQUEST_EXAMPLE,
            },
            openSignatureRequest: {
              summary: "Awaiting the borrower's signature: a signature request already sent to the client",
              value: ORDER_AWAITING_OPEN_REQUEST_EXAMPLE,
            },
          },
          multipart: {
            properties: {
              order: {
                type: 'string',
                contentMediaType: 'application/json',
                description: 'The order as in the JSON body.',
              },
              forms: {
                type: 'array',
                items: { type: 'string', contentMediaType: 'application/pdf' },
                description: 'One signed 8821 per entry without formOnFile or signature.',
              },
            },
            required: ['order'],
          },
          example: { orders: [ORDER_EXAMPLE] },
        },
      },
      schema: { response: { 201: placedOrdersSchema } },
    },
    async (request, reply) => {
      return withOrder(request, ({ input, forms }) => {
        const order = bundleOrder(input, forms);
        return answerOnce(ctx, request, reply, { input, forms: forms.map((f) => f.content.sha256) }, async () => {
          const lender = lenderOf(request);
          const principal = principalOf(request);
          const outcome = await placeOrders(
            ctx,
            {
              userId: principal.userId,
              lenderId: lender.id,
              roles: principal.roles,
              sandbox: lender.sandbox,
              ip: request.ip,
            },
            order,
          );
          // Read back with their reports (placing opens one per order), as GET /orders/{id} answers them.
          const rows = await Promise.all(outcome.orders.map((o) => findOrder(ctx.db, lender.id, o.id)));
          return {
            status: 201,
            body: {
              orders: await withOrderPrices(ctx.db, lender, rows.filter((row) => row !== undefined).map(toClientOrder)),
            },
          };
        });
      });
    },
  );

  r.get(
    '/orders/:id',
    {
      config: {
        access: readers,
        openapi: {
          operationId: 'getOrder',
          summary: 'Get an order with its report id and status',
          tag,
          errors: [400, 404],
          example: ORDER_EXAMPLE,
        },
      },
      schema: { params: idParamsSchema, response: { 200: orderSchema } },
    },
    async (request) => {
      const lender = lenderOf(request);
      const row = await findOrder(ctx.db, lender.id, request.params.id);
      if (!row) throw notFound('The order');
      const [order] = await withOrderPrices(ctx.db, lender, [toClientOrder(row)]);
      return order!;
    },
  );

  r.get(
    '/orders',
    {
      config: {
        access: readers,
        openapi: {
          operationId: 'listOrders',
          summary: 'List orders, newest first',
          tag,
          errors: [400],
          example: { data: [ORDER_EXAMPLE], next: null },
        },
      },
      schema: {
        querystring: pageQuerySchema.extend(orderListQuerySchema.shape),
        response: { 200: pageSchema(orderSchema) },
      },
    },
    async (request) => {
      const { limit, cursor, ...filters } = request.query;
      const lender = lenderOf(request);
      const rows = await listOrdersAfter(ctx.db, lender.id, filters, decodeCursor(cursor, 1)?.[0] ?? null, limit);
      const page = toPage(request, rows, limit, (row) => [row.id], toClientOrder);
      return { ...page, data: await withOrderPrices(ctx.db, lender, page.data) };
    },
  );
}
