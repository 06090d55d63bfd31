// Writes the portal's OpenAPI documents as the running server serves them (/api/docs/json and
// /api/v1/openapi.json), for the
// linter in CI: an app on an empty in-memory database, nothing listening.
import { writeFileSync } from 'node:fs';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/connection.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';

const [out, publicOut] = process.argv.slice(2);
if (!out) throw new Error('Usage: openapi-document.ts <internal.json> [api-v1.json]');
const config = loadConfig({
  ...process.env,
  DATA_DIR: process.env.DATA_DIR ?? '/tmp/taxlens-openapi',
  LOG_LEVEL: 'silent',
});
const database = await openDatabase({ pgliteDir: 'memory://' });
await migrateToLatest(database.db);
const app = await buildApp({ config, db: database.db, webDist: null, logger: false });
await app.ready();
writeFileSync(out, JSON.stringify(app.swagger(), null, 2));
// The public API's own document, as /api/v1/openapi.json serves it.
if (publicOut) writeFileSync(publicOut, (await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).body);
await app.close();
await database.close();
