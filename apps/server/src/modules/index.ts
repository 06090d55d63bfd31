import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';
import { registerPasswordRoutes } from './account/password-routes.js';
import { registerAccountRoutes } from './account/routes.js';
import { registerAlertRoutes } from './alerts/routes.js';
import { registerAuthRoutes } from './auth/routes.js';
import { registerBundleRoutes } from './clients/bundle-routes.js';
import { registerClientRoutes } from './clients/routes.js';
import { registerDesigneeRoutes } from './designees/routes.js';
import { registerDashboardRoutes } from './dashboard/routes.js';
import { registerDemoUserRoutes } from './dev/demo-user-routes.js';
import { registerContactRoutes } from './contact/routes.js';
import { registerContentRoutes } from './content/routes.js';
import { registerDevRoutes } from './dev/routes.js';
import { registerFormDataRoutes } from './formdata/routes.js';
import { registerLenderRoutes } from './lenders/routes.js';
import { registerNoticeRoutes } from './notices/routes.js';
import { registerOrderRoutes } from './orders/routes.js';
import { registerPortfolioRoutes } from './portfolio/routes.js';
import { registerSearchRoutes } from './search/routes.js';
import { registerSsoRoutes } from './sso/routes.js';
import { registerSystemRoutes } from './system/routes.js';
import { registerTwoFactorRoutes } from './twofactor/routes.js';

/** Every area's routes; a new area adds one line here. */
export async function registerModules(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await registerSystemRoutes(app, ctx);
  await registerAuthRoutes(app, ctx);
  await registerAccountRoutes(app, ctx);
  await registerTwoFactorRoutes(app, ctx);
  await registerPasswordRoutes(app, ctx);
  await registerLenderRoutes(app, ctx);
  await registerNoticeRoutes(app, ctx);
  await registerSearchRoutes(app, ctx);
  await registerClientRoutes(app, ctx);
  await registerBundleRoutes(app, ctx);
  await registerDesigneeRoutes(app, ctx);
  await registerOrderRoutes(app, ctx);
  await registerDashboardRoutes(app, ctx);
  await registerPortfolioRoutes(app, ctx);
  await registerAlertRoutes(app, ctx);
  await registerFormDataRoutes(app, ctx);
  await registerContentRoutes(app, ctx);
  await registerContactRoutes(app, ctx);
  await registerSsoRoutes(app, ctx);
  await registerDevRoutes(app, ctx);
  await registerDemoUserRoutes(app, ctx);
}
