// Starts a portal (embedded database with the demo data, test orders completing after
// TEST_MODE_COMPLETE_SECONDS), issues a test key and a test webhook endpoint at Acme Capital as its
// admin would, regenerates the typed client from /api/v1/openapi.json, and runs the example against
// it. Exits with the example's status. Usage: node --import tsx examples/loan-system/run.ts
import { spawnSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DOMAIN_EVENT_TYPES } from '@taxlens/contracts';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDatabase } from '../../apps/server/src/db/connection.js';
import { migrateToLatest } from '../../apps/server/src/db/migrate.js';
import { prepareDemoData } from '../../apps/server/src/demo/prepare-demo-data.js';
import { createApiKey } from '../../apps/server/src/modules/api-keys/service.js';
import { createEndpoint } from '../../apps/server/src/modules/webhooks/service.js';
import { createBackgroundWorkers } from '../../apps/server/src/background-workers.js';
import { startWorkers } from '../../apps/server/src/platform/workers/worker.js';

const port = Number(process.env.EXAMPLE_PORT ?? 3290);
const hookPort = port + 1;
const dir = mkdtempSync(join(tmpdir(), 'taxlens-example-'));
const config = loadConfig({
  ...process.env,
  PORT: String(port),
  DATA_DIR: dir,
  WEBHOOK_ALLOW_PRIVATE: 'true',
  TEST_MODE_COMPLETE_SECONDS: process.env.TEST_MODE_COMPLETE_SECONDS ?? '2',
  // Test orders complete from a scheduled job: looked for every second here, not every 30.
  JOBS_POLL_SECONDS: '1',
  LOG_LEVEL: 'warn',
});
const database = await openDatabase({ pgliteDir: 'memory://' });
await migrateToLatest(database.db);
await prepareDemoData(database.db, config);
const app = await buildApp({ config, db: database.db, webDist: null });
await app.listen({ port, host: '127.0.0.1' });
// The server's own background workers (decision 250): webhooks go out as soon as the event stream fans them out.
const workers = startWorkers(createBackgroundWorkers(app.ctx, app.log));

let status = 1;
try {
  const lender = await database.db
    .selectFrom('lenders')
    .select('id')
    .where('company_name', '=', 'Acme Capital')
    .executeTakeFirstOrThrow();
  const admin = await database.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'lender.admin')
    .executeTakeFirstOrThrow();
  const actor = { userId: admin.id, lenderId: lender.id, ip: '127.0.0.1' };
  const key = await createApiKey(app.ctx, actor, {
    name: 'Example loan system',
    mode: 'test',
    scopes: ['read', 'write'],
    sourceAddresses: [],
  });
  const hook = await createEndpoint(app.ctx, actor, {
    url: `http://127.0.0.1:${hookPort}/webhooks`,
    description: 'Example loan system',
    eventTypes: [...DOMAIN_EVENT_TYPES],
    forTest: true,
  });

  const document = (await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
  writeFileSync(
    new URL('./src/api.d.ts', import.meta.url),
    `// Generated from /api/v1/openapi.json by run.ts (openapi-typescript); do not edit.\n${astToString(await openapiTS(document))}`,
  );
  const here = new URL('.', import.meta.url).pathname;
  status = spawnSync('npx', ['tsc', '-p', join(here, 'tsconfig.json')], { stdio: 'inherit' }).status ?? 1;
  if (status === 0) {
    const env = {
      ...process.env,
      API_URL: `http://127.0.0.1:${port}`,
      API_KEY: key.secret,
      WEBHOOK_SECRET: hook.secret,
      WEBHOOK_PORT: String(hookPort),
    };
    const child = spawn('node', ['--import', 'tsx', join(here, 'src/main.ts')], { stdio: 'inherit', env });
    status = await new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
  }
} finally {
  await app.close();
  await workers.stop();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
