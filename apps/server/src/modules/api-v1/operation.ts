import type { z } from 'zod';
import { access, type Access } from '../../platform/access.js';

/** What the /api/v1 document says of an operation beyond its schemas (decision 188). */
export type ApiOperation = {
  operationId: string;
  summary: string;
  description?: string;
  tag: 'Keys' | 'Clients' | 'Imports' | 'Orders' | 'Reports' | 'Alerts' | 'Prices' | 'Events';
  /** The 4xx answers besides 401, 403 and 429, which every operation may give. */
  errors?: number[];
  /** An example of the success answer. */
  example?: unknown;
  /** The JSON body, when the route reads it itself (it also takes multipart). */
  jsonBody?: z.ZodType;
  /** An example of the JSON body. */
  requestExample?: unknown;
  /** Named examples of the JSON body, when one shape has several uses (they replace `requestExample` in the document). */
  requestExamples?: Record<string, { summary: string; value: unknown }>;
  /** A multipart body: its parts (JSON Schema) and which are required. */
  multipart?: { properties: Record<string, unknown>; required: string[] };
  /** The success answer is not JSON. */
  produces?: string;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    openapi?: ApiOperation;
  }
}

/** Who may read, and who may change, through /api/v1 (keys by scope, sessions by role). */
export const readers: Access = access.lender({ keys: 'read' });
export const writers = (roles?: Access['roles']): Access =>
  access.lender({ ...(roles ? { roles } : {}), keys: 'write' });
