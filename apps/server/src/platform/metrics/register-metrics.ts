import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/connection.js';
import { access } from '../access.js';
import type { Clock } from '../clock.js';
import { isPeerAllowedUnforwarded } from '../loopback-only.js';
import { createRequestLineWriter } from '../request-line.js';
import { readBacklogs } from './backlog.js';
import { httpRequestDuration, metricsRegistry } from './registry.js';

/** The label of answers no route matched (the 404 handler): the URL would make one series per probe. */
const NO_ROUTE = 'no route';

/**
 * GET /metrics in Prometheus text format (decision 150), answered only to the socket peers in
 * METRICS_ALLOW (loopback by default) and never through a proxy (DESIGN.md, loopback-only: others
 * get the 404 of a path that does not exist); and the request latency histogram it shows, by
 * route pattern and status, recorded with each answer's log line.
 */
export async function registerMetrics(
  app: FastifyInstance,
  ctx: { config: Pick<Config, 'metricsAllow'>; db: Database; clock: Clock },
): Promise<void> {
  // Every answer: its latency observed, and its one log line (Fastify's own request logging is off,
  // it wrote two lines per request: decision 151). A callback hook: nothing here is awaited.
  const writeRequestLine = createRequestLineWriter(app.log);
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? NO_ROUTE;
    httpRequestDuration.observe(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    writeRequestLine(request, reply);
    done();
  });

  await app.register(async (scope) => {
    // Refused exactly as a path that does not exist is answered (with the web app served, that is
    // its index.html, not a JSON 404), so a refused scraper cannot tell /metrics is there.
    const allowed = ctx.config.metricsAllow;
    scope.addHook('onRequest', (request, reply, done) => {
      if (isPeerAllowedUnforwarded(request, allowed)) done();
      else reply.callNotFound();
    });
    scope.get('/metrics', { config: { access: access.public() }, schema: { hide: true } }, async (_request, reply) => {
      await readBacklogs(ctx.db, ctx.clock.now());
      return reply.type(metricsRegistry.contentType).send(await metricsRegistry.metrics());
    });
  });
}
