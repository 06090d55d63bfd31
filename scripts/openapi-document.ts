// Writes the portal's OpenAPI document as the running server serves it (/api/docs/json), for the
// linter in CI: an app on an empty in-memory database, nothing listening.
import { writeFileSync } from 'node:fs';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/connection.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';

const [out] = process.argv.slice(2);
if (!out) throw new Error('Usage: openapi-document.ts <file.json>');
const config = loadConfig({ ...process.env, DATA_DIR: process.env.DATA_DIR ?? '/tmp/taxlens-openapi', LOG_LEVEL: 'silent' });
const database = await openDatabase({ pgliteDir: 'memory://' });
await migrateToLatest(database.db);
const app = await buildApp({ config, db: database.db, webDist: null, logger: false });
await app.ready();
writeFileSync(out, JSON.stringify(app.swagger(), null, 2));
await app.close();
await database.close();
