import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';
import { refuseUnlessLoopback } from '../platform/loopback-only.js';
import { registerDemoUserRoutes } from './dev/demo-user-routes.js';
import { registerOutboxRoutes } from './dev/outbox-routes.js';
import { registerDevReportRoutes } from './dev/report-routes.js';
import { registerDemoIdpRoutes } from './idp/routes.js';

/**
 * Everything under /dev (outbox, demo users, demo reports, demo identity provider), in one scope:
 * never mounted in production mode, and answering only a caller on this machine that no proxy
 * forwarded (platform/loopback-only.ts), since the outbox holds every one-time code and reset link.
 */
export async function registerDemoRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  if (ctx.config.production) return;
  await app.register(async (dev) => {
    dev.addHook('onRequest', refuseUnlessLoopback);
    await registerOutboxRoutes(dev, ctx);
    await registerDemoUserRoutes(dev, ctx);
    await registerDevReportRoutes(dev, ctx);
    await registerDemoIdpRoutes(dev, ctx);
  });
}
