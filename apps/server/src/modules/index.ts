import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';
import { registerAccountRoutes } from './account/routes.js';
import { registerAuthRoutes } from './auth/routes.js';
import { registerDevRoutes } from './dev/routes.js';
import { registerLenderRoutes } from './lenders/routes.js';
import { registerNoticeRoutes } from './notices/routes.js';
import { registerSearchRoutes } from './search/routes.js';
import { registerSystemRoutes } from './system/routes.js';

/** Every area's routes; a new area adds one line here. */
export async function registerModules(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await registerSystemRoutes(app, ctx);
  await registerAuthRoutes(app, ctx);
  await registerAccountRoutes(app, ctx);
  await registerLenderRoutes(app, ctx);
  await registerNoticeRoutes(app, ctx);
  await registerSearchRoutes(app, ctx);
  await registerDevRoutes(app, ctx);
}
