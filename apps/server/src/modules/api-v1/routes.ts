import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { access } from '../../platform/access.js';
import { registerApiClientRoutes } from './client-routes.js';
import { registerApiDocsRoutes } from './docs-routes.js';
import { registerApiImportRoutes } from './import-routes.js';
import { registerApiLenderRoutes } from './lender-routes.js';
import { buildApiV1Document, type DescribedRoute } from './openapi-v1.js';
import { registerApiOrderRoutes } from './order-routes.js';
import { registerProblemAnswers } from './problem.js';
import { registerApiReportRoutes } from './report-routes.js';

/**
 * The public API (decisions 186-188): its own prefix, problem answers for every failure, and its
 * own OpenAPI document built from the routes registered here.
 */
export async function registerApiV1Routes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(
    async (scope) => {
      const described: DescribedRoute[] = [];
      scope.addHook('onRoute', (route) => {
        const operation = route.config?.openapi;
        const method = Array.isArray(route.method) ? route.method[0]! : route.method;
        if (operation && method !== 'HEAD')
          described.push({
            method,
            url: route.url,
            operation,
            schema: (route.schema ?? {}) as DescribedRoute['schema'],
          });
      });
      registerProblemAnswers(scope);
      await registerApiClientRoutes(scope, ctx);
      await registerApiImportRoutes(scope, ctx);
      await registerApiOrderRoutes(scope, ctx);
      await registerApiReportRoutes(scope, ctx);
      await registerApiLenderRoutes(scope, ctx);
      await registerApiDocsRoutes(scope);
      let document: object | null = null;
      scope.get('/openapi.json', { config: { access: access.public() } }, async () => {
        document ??= buildApiV1Document(described, { productName: ctx.config.productName });
        return document;
      });
    },
    { prefix: '/api/v1' },
  );
}
