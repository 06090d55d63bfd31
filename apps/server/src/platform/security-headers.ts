import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's headers (CSP, HSTS, frame and sniffing rules...) on every answer. They are the same for
 * every request (no nonce, no directive that reads the request), so helmet runs once, at start, into
 * a plain list that each request copies (decision 151): running its dozen middlewares per request
 * cost a few per cent of a signed-in call (@fastify/helmet even re-parsed the CSP each time,
 * decision 122).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = computeSecurityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** What helmet would set on an answer, read from a stand-in response. */
export function computeSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let failure: unknown;
  let finished = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
    finished = true;
  });
  // helmet's middlewares are synchronous; anything else would mean headers that depend on the request.
  if (!finished || failure)
    throw new Error(`helmet did not settle its headers once: ${String(failure ?? 'unfinished')}`);
  return headers;
}
