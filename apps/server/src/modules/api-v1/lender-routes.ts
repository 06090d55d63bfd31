import { callingKeySchema, DOMAIN_EVENT_TYPES } from '@taxlens/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { lenderOf, principalOf } from '../../platform/access-plugin.js';
import { describeCallingKey } from '../api-keys/index.js';
import { badRequest } from '../../platform/errors.js';
import { getAddOnPrices } from '../invoices/index.js';
import { findOrderTerms } from '../orders/index.js';
import { apiCallerOf } from './caller.js';
import { decodeCursor, encodeCursor, pageQuerySchema, pageSchema, toPage } from './cursor.js';
import { EVENT_EXAMPLE } from './examples.js';
import { readers } from './operation.js';
import { listEventsAfter } from './repo.js';
import { eventListQuerySchema, eventSchema, priceListSchema } from './schemas.js';

function eventTypesOf(list: string | undefined): string[] {
  const types = (list ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  const unknown = types.find((t) => !(DOMAIN_EVENT_TYPES as readonly string[]).includes(t));
  if (unknown)
    throw badRequest(
      `Unknown event type "${unknown}". Known types: ${DOMAIN_EVENT_TYPES.join(', ')}.`,
      'querystring.type',
    );
  return types;
}

/** The prices the lender may see, and its event stream for reconciliation. */
export async function registerApiLenderRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The one call of a key about itself: an integrator's first check that the key works.
  r.get(
    '/key',
    {
      config: {
        access: readers,
        openapi: {
          operationId: 'getCallingKey',
          summary: 'The calling API key: its name, mode, scopes and lender',
          tag: 'Keys',
          example: {
            id: 'b3c1d2e4-5f60-4a7b-8c9d-0e1f2a3b4c5d',
            name: 'Loan system',
            mode: 'test',
            scopes: ['read', 'write'],
            lender: { id: '0f8a7c52-1d2e-4b3a-9c4d-5e6f7a8b9c0d', name: 'Acme Capital' },
          },
        },
      },
      schema: { response: { 200: callingKeySchema } },
    },
    async (request) => describeCallingKey(ctx, principalOf(request)),
  );

  r.get(
    '/prices',
    {
      config: {
        access: readers,
        openapi: {
          operationId: 'listPrices',
          summary: 'The products the lender may order, with prices when the lender sees prices',
          tag: 'Prices',
          example: {
            showPrices: true,
            products: [
              {
                productIdentifier: 'TAXLENS:NEXT_DAY',
                reportType: 'TAXLENS',
                delivery: 'NEXT_DAY',
                label: 'Standard Report',
                priceCents: 4900,
              },
            ],
            addOnPrices: { recordOfAccount: 1500 },
          },
        },
      },
      schema: { response: { 200: priceListSchema } },
    },
    async (request) => {
      const lender = lenderOf(request);
      // Prices only with the showprices capability, as on the order form (docs/decisions/165).
      const showPrices = lender.capabilities.showprices === 'ACTIVE';
      const { products } = await findOrderTerms(ctx.db, lender.id);
      return {
        showPrices,
        products: products.map((p) => ({
          productIdentifier: `${p.reportType}:${p.delivery}`,
          reportType: p.reportType,
          delivery: p.delivery,
          label: p.label,
          ...(showPrices ? { priceCents: p.priceCents } : {}),
        })),
        addOnPrices: showPrices ? ((await getAddOnPrices(ctx.db, lender.id)) as Record<string, number>) : null,
      };
    },
  );

  r.get(
    '/events',
    {
      config: {
        access: readers,
        openapi: {
          operationId: 'listEvents',
          summary: "The lender's events in the order they happened, after a cursor",
          description:
            'For reconciliation beside webhooks: the same events with the same ids. Test keys see test events, live keys live ones. Keep the last `next` link and call it again later: an empty page still answers a `next` link to wait on.',
          tag: 'Events',
          errors: [400],
          example: { data: [EVENT_EXAMPLE], next: '/api/v1/events?cursor=WyIxMjM0IiwiNTYiXQ&limit=25' },
        },
      },
      schema: {
        querystring: pageQuerySchema.extend(eventListQuerySchema.shape),
        response: { 200: pageSchema(eventSchema) },
      },
    },
    async (request) => {
      const { limit, cursor, type } = request.query;
      const after = decodeCursor(cursor, 2) as [string, string] | null;
      const rows = await listEventsAfter(
        ctx.db,
        lenderOf(request).id,
        apiCallerOf(request).test,
        after,
        eventTypesOf(type),
        limit,
      );
      const view = (e: (typeof rows)[number]) => ({
        id: e.event_id,
        type: e.type,
        version: e.version,
        occurredAt: new Date(e.occurred_at).toISOString(),
        data: e.payload as Record<string, unknown>,
      });
      const page = toPage(request, rows, limit, (e) => [e.tx_id, e.id], view);
      // A stream has no last page: the link to wait on is the position after the last event seen (or the same cursor).
      if (page.next === null) {
        const last = rows.at(-1);
        const url = new URL(request.url, 'http://x');
        if (last) url.searchParams.set('cursor', encodeCursor([last.tx_id, last.id]));
        return { ...page, next: `${url.pathname}${url.search}` };
      }
      return page;
    },
  );
}
