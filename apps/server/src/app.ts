import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { DestinationStream } from 'pino';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { openApiOptions } from './platform/openapi-document.js';
import type { AppContext } from './app-context.js';
import { type Config, sessionTtlSeconds } from './config.js';
import type { Database } from './db/connection.js';
import { type ChangeChannel, changeChannelOf } from './db/change-channel.js';
import { registerAccessControl } from './platform/access-plugin.js';
import { registerSecurityHeaders } from './platform/security-headers.js';
import { registerStreamedMultipart } from './platform/streamed-multipart.js';
import { type FirstLoad, pageEncoding, readFirstLoadPages } from './platform/first-load-hints.js';
import { SESSION_COOKIE } from './platform/session-store.js';
import { sharedAnswerSerializerCompiler } from './platform/shared-answers.js';
import { createCallerCache } from './platform/caller-cache.js';
import { type Clock, systemClock } from './platform/clock.js';
import { answerFrameworkError, registerErrorHandling } from './platform/error-handler.js';
import { notFound } from './platform/errors.js';
import { LOG_REDACTIONS, LOG_SERIALIZERS } from './platform/log-redaction.js';
import { createLazyRequestLogger } from './platform/request-logger.js';
import { createDevOutboxTransport, createSmtpTransport, type MailTransport } from './platform/outbox/transports.js';
import { createDevSmsTransport, createHttpSmsTransport, type SmsTransport } from './platform/outbox/sms-transports.js';
import { createOutboxWorker } from './platform/outbox/worker.js';
import { createNotificationMailConsumer } from './modules/notifications/index.js';
import { createOperationsLogConsumer } from './modules/ops/index.js';
import { createAlertRulesConsumer } from './modules/alert-rules/index.js';
import { createEventConsumers } from './platform/events/event-consumers.js';
import { createTrendsConsumer } from './modules/trends/index.js';
import {
  createEndpointDisabledMailer,
  createWebhookDelivery,
  createWebhookFanoutConsumer,
} from './modules/webhooks/index.js';
import { createRateLimitStore } from './platform/rate-limit/create-rate-limit-store.js';
import type { RateLimitStore } from './platform/rate-limit/rate-limit-store.js';
import { createFileStorage } from './platform/storage/create-file-storage.js';
import type { FileStorage } from './platform/storage/file-storage.js';
import { sealedFileStorage } from './platform/storage/sealed-file-storage.js';
import { contactCspSources } from './modules/contact/index.js';
import { awaitingOrders } from './modules/orders/index.js';
import { registerModules } from './modules/index.js';
import { registerDemoRoutes } from './demo/register-demo-routes.js';
import { registerMetrics } from './platform/metrics/register-metrics.js';

export type AppDeps = {
  config: Config;
  db: Database;
  clock?: Clock;
  mail?: MailTransport;
  /** Where uploads go; default: S3 when S3_BUCKET is set, else DATA_DIR/files on local disk. */
  storage?: FileStorage;
  /** Rate-limit counters; default: Redis when REDIS_URL is set, else the database. */
  rateLimits?: RateLimitStore;
  sms?: SmsTransport;
  /** Folder of the built web app; null serves the API only (integration tests). */
  webDist?: string | null;
  logger?: boolean;
  /** Where logs go instead of a synchronous stdout: main.ts's asynchronous one, or a stream tests read back. */
  logStream?: DestinationStream;
  /** Where committed changes are heard; default: the database's own (LISTEN on PostgreSQL, in-process on PGlite). */
  changeChannel?: ChangeChannel;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

/** Builds the whole portal as a Fastify instance without listening (tests use app.inject). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: LOG_REDACTIONS,
            serializers: LOG_SERIALIZERS,
            ...(deps.logStream ? { stream: deps.logStream } : {}),
          },
    trustProxy: config.trustProxy,
    // One line per answer, with the request in it, instead of two (platform/metrics/register-metrics.ts).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    // Our ids are uuids; a long id is refused quickly rather than parsed.
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: answerFrameworkError,
    // A request's child logger is made only when it logs a line of its own (decision 313).
    childLoggerFactory: createLazyRequestLogger,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(sharedAnswerSerializerCompiler);

  const clock = deps.clock ?? systemClock;
  const mail =
    deps.mail ??
    (config.smtpUrl
      ? createSmtpTransport(config.smtpUrl, config.mailFrom, config.dkim)
      : createDevOutboxTransport(db, app.log));
  const sms = deps.sms ?? (config.sms ? createHttpSmsTransport(config.sms) : createDevSmsTransport(db, app.log));
  const mailConfig = { publicUrl: config.publicUrl, productName: config.productName };
  const consumers = [
    createNotificationMailConsumer(mailConfig),
    createOperationsLogConsumer(app.log),
    createWebhookFanoutConsumer(),
    createAlertRulesConsumer(mailConfig),
    createTrendsConsumer(),
  ];
  const events = createEventConsumers({ db, clock, log: app.log, consumers });
  const outbox = createOutboxWorker({ db, clock, mail, sms, log: app.log, events });
  // Every stored file is sealed with the PII key at rest and read back plain (docs/decisions/289).
  const storage = sealedFileStorage(deps.storage ?? createFileStorage(config, app.log), config.piiKey);
  const rateLimits = deps.rateLimits ?? createRateLimitStore(config, db, app.log);
  const callers = createCallerCache({
    channel: deps.changeChannel ?? changeChannelOf(db),
    maxEntries: config.callerCacheEntries,
    heartbeatMs: config.callerHeartbeatMs,
    onProblem: (error) =>
      app.log.warn({ err: error }, 'Caller changes unheard: every call reads the database until the listener is back'),
  });
  const webhooks = createWebhookDelivery({
    db,
    clock,
    log: app.log,
    piiKey: config.piiKey,
    policy: { allowPrivate: config.webhookAllowPrivate, ownPort: config.port },
    mailEndpointDisabled: createEndpointDisabledMailer(mailConfig),
  });
  const ctx: AppContext = {
    config,
    db,
    clock,
    outbox,
    storage,
    rateLimits,
    lifecycle: { shuttingDown: false },
    callers,
    webhooks,
    // Orders wait on e-sign's requests; e-sign moves them through this port, never importing orders.
    waitingOrders: awaitingOrders,
  };
  app.decorate('ctx', ctx);
  // Connections the app opened itself end with it (the database is the caller's to close).
  app.addHook('onClose', async () => {
    await callers.close();
    if (!deps.rateLimits) await rateLimits.close();
    if (!deps.storage) await storage.close?.();
  });
  // While shutting down, answers end their keep-alive connection, so close() is not held open by idle sockets.
  // Behind a load balancer, X-Instance tells which instance answered (INSTANCE_NAME; absent when unset).
  // A callback hook: an async one costs a promise per answer and awaits nothing here.
  const instanceName = config.instanceName;
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (ctx.lifecycle.shuttingDown) reply.header('connection', 'close');
    if (instanceName) reply.header('x-instance', instanceName);
    done(null, payload);
  });

  await app.register(cookie);
  // Uploads are read part by part with their own limits (platform/storage/pdf-upload.ts), never
  // saved to disk: no clean-up hook on every request (decision 310).
  await registerStreamedMultipart(app, { limits: { fileSize: 10 * 1024 * 1024, files: 20, fields: 50 } });
  const contactCsp = contactCspSources(config);
  const webDist = deps.webDist === undefined ? defaultWebDist() : deps.webDist;
  const firstLoad = webDist ? readFirstLoadPages(webDist) : null;
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      useDefaults: true,
      // Plain http on localhost must stay http; https deployments set it at the proxy.
      directives: {
        'upgrade-insecure-requests': null,
        // The app's own files, and the dashboard shell's one inline script by its hash (decision 246).
        'script-src': ["'self'", ...(firstLoad?.scriptHashes ?? [])],
        // The contact page's map tiles and its form's web-to-case address (both configurable).
        'img-src': ["'self'", 'data:', ...contactCsp.imgSrc],
        'form-action': ["'self'", ...contactCsp.formAction],
      },
    },
  });
  await app.register(
    swagger,
    openApiOptions({
      title: `${config.productName} Portal API`,
      description:
        'Every call answers errors as { messages: [{ key, value }] }. Signed-in calls need the session cookie and the X-CSRF-TOKEN header from the login response.',
      publicUrl: config.publicUrl,
    }),
  );
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  registerErrorHandling(app);
  registerAccessControl(app, { db, clock, sessionTtlSeconds: sessionTtlSeconds(config), callers, rateLimits });
  await registerMetrics(app, ctx);
  await registerModules(app, ctx);
  await registerDemoRoutes(app, ctx);
  registerWebApp(app, webDist, firstLoad);
  return app;
}

function defaultWebDist(): string | null {
  const dist = join(import.meta.dirname, '../../web/dist');
  return existsSync(join(dist, 'index.html')) ? dist : null;
}

/**
 * Vite names every file under /assets/ after its content, so a browser may keep it for a year
 * without asking again; anything else (index.html, icons) is revalidated on each visit so a new
 * release is seen at once. The same URL may be answered gzip, brotli or plain: caches key on it.
 */
function assetCaching(dist: string) {
  const hashedFolder = join(dist, 'assets') + sep;
  return (res: { setHeader: (name: string, value: string) => unknown }, path: string): void => {
    res.setHeader('cache-control', path.startsWith(hashedFolder) ? 'public, max-age=31536000, immutable' : 'no-cache');
    res.setHeader('vary', 'accept-encoding');
  };
}

/** Serves the built single-page app; unknown API paths answer the JSON 404. */
function registerWebApp(app: FastifyInstance, dist: string | null, firstLoad: FirstLoad | null): void {
  if (dist) {
    // preCompressed: the build writes .br/.gz beside each asset (apps/web/build/precompress.ts).
    void app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: assetCaching(dist),
    });
  }
  const firstLoadPage = firstLoad?.page ?? (() => null);
  app.setNotFoundHandler((request, reply) => {
    const apiLike = /^\/(api|dev|wp-json|saml2|login\/saml2)(\/|$)/.test(request.url);
    if (dist && !apiLike && (request.method === 'GET' || request.method === 'HEAD')) {
      const page = firstLoadPage(request.url.split('?')[0]!, Boolean(request.cookies[SESSION_COOKIE]));
      if (!page) return reply.type('text/html').sendFile('index.html', dist);
      const encoding = pageEncoding(request.headers['accept-encoding']);
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      // Which page a path gets depends on the session cookie's presence ('/'): caches key on it too.
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding, cookie')
        .send(page[encoding]);
    }
    const error = notFound('The page or call');
    return reply.status(404).send({ messages: error.messages });
  });
}
