import { STATUS_CODES } from 'node:http';
import { DOMAIN_EVENT_TYPES } from '@taxlens/contracts';
import { z } from 'zod';
import { EVENT_PAYLOAD_SCHEMAS, EVENT_SUMMARIES } from './event-schemas.js';
import { TEST_MODE_DESCRIPTION } from './openapi-texts.js';
import type { ApiOperation } from './operation.js';

/** A route of /api/v1 as the document describes it: its zod schemas and its ApiOperation. */
export type DescribedRoute = {
  method: string;
  url: string;
  operation: ApiOperation;
  schema: { params?: unknown; querystring?: unknown; body?: unknown; response?: Record<string, unknown> };
};

type Json = Record<string, unknown>;
const ALWAYS = [401, 403, 429];
const TAGS = {
  Keys: 'The calling key itself.',
  Clients: "The lender's clients, their 8821 and monitoring.",
  Imports: 'Clients from a sheet (CSV or XLSX): upload and preview, confirm, follow, fix the rows with errors.',
  Orders: 'Orders of reports, one client or a bundle.',
  Reports: 'Completed reports: findings, each period explained (evidence, collection stage, dates to act on), and PDF.',
  Alerts: "Alerts raised on the lender's clients.",
  Prices: 'What the lender may order, at what price.',
  Events: "The lender's domain events, as webhooks send them.",
};

/** zod to JSON Schema 2020-12 (OpenAPI 3.1's dialect); named schemas move to components. */
function toSchema(schema: unknown, io: 'input' | 'output', components: Json): Json {
  const json = z.toJSONSchema(schema as z.ZodType, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Json;
  delete json.$schema;
  const defs = (json.$defs ?? {}) as Json;
  delete json.$defs;
  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (!node || typeof node !== 'object') return node;
    const out: Json = {};
    for (const [k, v] of Object.entries(node))
      out[k] = k === '$ref' && typeof v === 'string' ? v.replace('#/$defs/', '#/components/schemas/') : rewrite(v);
    return out;
  };
  for (const [name, def] of Object.entries(defs)) components[name] ??= rewrite(def);
  const named = (z.globalRegistry.get(schema as z.ZodType) as { id?: string } | undefined)?.id;
  const body = rewrite(json) as Json;
  if (!named) return body;
  components[named] ??= { ...body, id: undefined };
  delete (components[named] as Json).id;
  return { $ref: `#/components/schemas/${named}` };
}

function parametersOf(schema: unknown, where: 'path' | 'query', components: Json): Json[] {
  if (!schema) return [];
  const json = toSchema(schema, 'input', components);
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries((json.properties ?? {}) as Record<string, Json>).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: where,
      required: where === 'path' || required.has(name),
      description: (description as string) ?? name,
      schema: rest,
    };
  });
}

const problemRef = (status: number) => ({ $ref: `#/components/responses/Problem${status}` });

function describe(route: DescribedRoute, components: Json): Json {
  const { operation: op, schema } = route;
  const [status, success] = Object.entries(schema.response ?? {})[0] ?? ['200', undefined];
  const content = op.produces
    ? { [op.produces]: { schema: { type: 'string', contentMediaType: op.produces } } }
    : {
        'application/json': {
          schema: toSchema(success, 'output', components),
          ...(op.example !== undefined ? { example: op.example } : {}),
        },
      };
  const json = schema.body ?? op.jsonBody;
  const requestContent: Json = {};
  if (json)
    requestContent['application/json'] = {
      schema: toSchema(json, 'input', components),
      ...(op.requestExamples
        ? { examples: op.requestExamples }
        : op.requestExample !== undefined
          ? { example: op.requestExample }
          : {}),
    };
  if (op.multipart) requestContent['multipart/form-data'] = { schema: { type: 'object', ...op.multipart } };
  const errors = [...new Set([...(op.errors ?? []), ...ALWAYS])].sort();
  return {
    operationId: op.operationId,
    summary: op.summary,
    description: op.description ?? op.summary,
    tags: [op.tag],
    parameters: [
      ...parametersOf(schema.params, 'path', components),
      ...parametersOf(schema.querystring, 'query', components),
      ...(route.method === 'POST' ? [{ $ref: '#/components/parameters/IdempotencyKey' }] : []),
    ],
    ...(Object.keys(requestContent).length ? { requestBody: { required: true, content: requestContent } } : {}),
    responses: {
      [status]: { description: STATUS_CODES[Number(status)] ?? 'Success', content },
      ...Object.fromEntries(errors.map((s) => [String(s), problemRef(s)])),
    },
  };
}

function webhooks(components: Json): Json {
  return Object.fromEntries(
    DOMAIN_EVENT_TYPES.map((type) => [
      type,
      {
        post: {
          operationId: `on${type
            .split(/[._]/)
            .map((w) => w[0]!.toUpperCase() + w.slice(1))
            .join('')}`,
          summary: EVENT_SUMMARIES[type],
          description: `${EVENT_SUMMARIES[type]}. Sent to your endpoint with the Standard Webhooks headers \`webhook-id\` (the event id), \`webhook-timestamp\` and \`webhook-signature\`.`,
          tags: ['Events'],
          security: [],
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['type', 'timestamp', 'data'],
                  properties: {
                    type: { const: type },
                    timestamp: { type: 'string', format: 'date-time' },
                    data: toSchema(EVENT_PAYLOAD_SCHEMAS[type], 'output', components),
                  },
                },
              },
            },
          },
          responses: { '200': { description: 'Any 2xx answer acknowledges the event; anything else is retried.' } },
        },
      },
    ]),
  );
}

/** The /api/v1 OpenAPI 3.1 document, from the routes' own schemas and descriptions (decision 188). */
export function buildApiV1Document(routes: DescribedRoute[], info: { productName: string }): Json {
  const components: Json = {};
  const paths: Record<string, Json> = {};
  for (const route of routes) {
    const path = route.url.replace(/^\/api\/v1/, '').replace(/:(\w+)/g, '{$1}');
    (paths[path] ??= {})[route.method.toLowerCase()] = describe(route, components);
  }
  const hooks = webhooks(components);
  return {
    openapi: '3.1.0',
    info: {
      title: `${info.productName} API`,
      version: '1',
      description:
        'The public API of the lender portal. JSON, ISO 8601 UTC times, cursor pages with a `next` link, RFC 9457 problem answers, and an `Idempotency-Key` on every POST (answers are replayed for 24 hours).' +
        TEST_MODE_DESCRIPTION,
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    // Relative to the document, so it holds behind any host name.
    servers: [{ url: '/api/v1' }],
    security: [{ bearerKey: [] }],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    paths,
    webhooks: hooks,
    components: {
      securitySchemes: {
        bearerKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'tl_live_… or tl_test_…',
          description: 'An API key of the lender: `Authorization: Bearer tl_live_…` (or `tl_test_…` for test mode).',
        },
      },
      parameters: {
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: true,
          description:
            'One key per request you mean to make once: the same key and body replay the stored answer, another body answers 422, and a request still running 409.',
          schema: { type: 'string', minLength: 1, maxLength: 255 },
        },
      },
      responses: Object.fromEntries(
        [400, 401, 403, 404, 409, 413, 415, 422, 429].map((s) => [
          `Problem${s}`,
          {
            description: STATUS_CODES[s],
            content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
          },
        ]),
      ),
      schemas: { ...components, Problem: PROBLEM_SCHEMA },
    },
  };
}

const PROBLEM_SCHEMA = {
  type: 'object',
  description: 'An RFC 9457 problem document.',
  required: ['type', 'title', 'status', 'detail', 'code'],
  properties: {
    type: { type: 'string', format: 'uri', examples: ['urn:taxlens:problem:validation-error'] },
    title: { type: 'string' },
    status: { type: 'integer' },
    detail: { type: 'string' },
    code: { type: 'string', description: 'A stable code of the problem.' },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['detail', 'path', 'code'],
        properties: {
          detail: { type: 'string' },
          path: {
            type: ['string', 'null'],
            description:
              'Where the field is, then its path: `body.` (the JSON body, or a multipart part by its name: `body.order.orders.0.clientId`, `body.forms`), `querystring.` or `header.`; e.g. body.ein.',
          },
          code: { type: 'string' },
        },
      },
    },
  },
};
