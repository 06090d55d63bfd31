import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { access } from '../../platform/access.js';

// The reference page of /api/v1 (decision 188): Swagger UI's own files, already installed for the
// internal document, served from node_modules (no CDN). The page has no inline script or style, so
// the portal's Content-Security-Policy (script-src 'self') holds.

const STATIC_DIR = join(dirname(createRequire(import.meta.url).resolve('@fastify/swagger-ui/package.json')), 'static');
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>API reference</title><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/api/v1/docs/assets/swagger-ui.css"></head>
<body><main id="reference"></main>
<script src="/api/v1/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/v1/docs/assets/start.js"></script>
</body>
</html>`;

const START =
  "window.ui = SwaggerUIBundle({ url: '/api/v1/openapi.json', dom_id: '#reference', deepLinking: true });\n";

export async function registerApiDocsRoutes(app: FastifyInstance): Promise<void> {
  const open = { access: access.public() };
  app.get('/docs', { config: open }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(PAGE),
  );
  app.get('/docs/assets/start.js', { config: open }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(START),
  );
  app.get<{ Params: { name: string } }>('/docs/assets/:name', { config: open }, async (request, reply) => {
    // Own keys only: a name such as __proto__ must not reach the file system.
    const type = Object.hasOwn(ASSETS, request.params.name) ? ASSETS[request.params.name] : undefined;
    if (!type) return reply.callNotFound();
    return reply
      .type(type)
      .header('cache-control', 'public, max-age=3600')
      .send(await readFile(join(STATIC_DIR, request.params.name)));
  });
}
