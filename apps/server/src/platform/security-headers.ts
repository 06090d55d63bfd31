import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's headers (CSP, HSTS, frame and sniffing rules...) on every answer. The middleware is built
 * once here: @fastify/helmet built it again on every request, parsing the CSP directives each time
 * (a few per cent of a signed-in call's CPU, docs/decisions/122).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const setHeaders = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}
