import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { CSRF_HEADER } from '@taxlens/contracts';
import type { Access } from './access.js';
import { SESSION_COOKIE } from './session-store.js';

/** How a signed-in call proves itself: the session cookie and, for state-changing calls, the CSRF header. */
const SECURITY_SCHEMES = {
  sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
  csrfToken: { type: 'apiKey', in: 'header', name: CSRF_HEADER },
} as const;

/** Each operation's `security`, read from the route's declared access (the one place that decides it). */
function securityOf(access: Access | undefined): Array<Record<string, string[]>> {
  if (!access || access.level === 'public') return [];
  // The signing link's token is a path parameter: the operation documents it, no scheme applies.
  if (access.level === 'signing') return [];
  return access.csrf === false ? [{ sessionCookie: [] }] : [{ sessionCookie: [], csrfToken: [] }];
}

/**
 * OpenAPI 3.0 allows `nullable` only beside a `type`; a nullable union (zod's `a | b | null`)
 * arrives as `{ anyOf, nullable }`, so the null is moved into each branch.
 */
function moveNullableIntoBranches(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(moveNullableIntoBranches);
  if (!node || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  const branches = (schema.anyOf ?? schema.oneOf) as Array<Record<string, unknown>> | undefined;
  if (schema.nullable === true && schema.type === undefined && Array.isArray(branches)) {
    delete schema.nullable;
    for (const branch of branches) branch.nullable = true;
  }
  Object.values(schema).forEach(moveNullableIntoBranches);
}

/** The internal document's options: servers, security from each route's access, valid nullables. */
export function openApiOptions(info: {
  title: string;
  description: string;
  publicUrl: string;
}): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      info: { title: info.title, version: '1', description: info.description },
      servers: [{ url: info.publicUrl }],
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: (input) => {
      // The public API has its own document (/api/v1/openapi.json, docs/decisions/188).
      if (input.url.startsWith('/api/v1/') || input.url === '/api/v1')
        return { schema: { ...input.schema, hide: true }, url: input.url };
      const transformed = jsonSchemaTransform(input);
      const access = (input.route.config as { access?: Access } | undefined)?.access;
      return { ...transformed, schema: { ...transformed.schema, security: securityOf(access) } };
    },
    transformObject: (documentObject) => {
      const document = 'openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject;
      moveNullableIntoBranches(document.paths);
      return document;
    },
  };
}
