import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { type Config, ConfigError, listenHost, loadConfig } from './config.js';
import { embeddedDatabaseDir, openDatabase } from './db/connection.js';
import { migrateToLatest } from './db/migrate.js';
import { DEMO_PASSWORD, DEMO_USERS } from './demo/seed/demo-users.js';
import { prepareDemoData } from './demo/prepare-demo-data.js';
import { loadSealer } from './modules/esign/document/index.js';
import { createBackgroundWorkers } from './background-workers.js';
import { startWorkers } from './platform/workers/worker.js';

/** config -> migrate -> (demo seed) -> listen; SIGTERM lets requests in flight finish. */
async function main(): Promise<void> {
  const config = loadConfig();
  // Until the app (and its logger) exists, a dropped connection is told on stderr.
  let reportConnectionError = (error: Error) =>
    console.warn(`database: an idle connection was closed by the server (${error.message})`);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: embeddedDatabaseDir(config.dataDir),
    poolSize: config.databasePoolSize,
    onIdleConnectionError: (error) => reportConnectionError(error),
  });
  await migrateToLatest(database.db);
  const demo = await prepareDemoData(database.db, config);
  // The e-sign seal pair: ESIGN_SEAL_* (checked by loadConfig), or the demo's self-signed pair made now, on first start.
  await loadSealer(config);

  const app = await buildApp({ config, db: database.db });
  // The message only: pg attaches its whole client (connection parameters included) to the error.
  reportConnectionError = (error) =>
    app.log.warn({ reason: error.message }, 'database: an idle connection was closed by the server');
  // Every background loop, by name (decision 250); each stops drained before the database closes.
  const workers = startWorkers(createBackgroundWorkers(app.ctx, app.log));

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    app.ctx.lifecycle.shuttingDown = true;
    await app.close();
    await workers.stop();
    await database.close();
  });

  const host = listenHost(config, demo.holdsDemoData);
  await app.listen({ port: config.port, host });
  printBanner(config, database.kind, demo.seeded, host);
}

function printBanner(config: Config, dbKind: string, seeded: boolean, host: string): void {
  const { publicUrl: url, production } = config;
  const lines = [
    '',
    `  TaxLens Portal is running at ${url}`,
    `  Database: ${dbKind === 'pglite' ? 'embedded PGlite under ./data' : 'PostgreSQL (DATABASE_URL)'}${seeded ? ' (demo data seeded now)' : ''}`,
    `  Listening on ${host}:${config.port}${config.host === undefined && host === '127.0.0.1' ? ' only: the database holds demo data (set HOST to listen elsewhere)' : ''}`,
    `  Rate-limit counters: ${config.redis ? 'Redis (REDIS_URL)' : 'the database'}; files: ${config.s3 ? `S3 bucket ${config.s3.bucket}` : 'DATA_DIR/files'}`,
    `  E-signed forms are sealed with ${config.esignSeal ? 'ESIGN_SEAL_CERT' : 'a self-signed demo certificate (DATA_DIR/esign-seal-cert.pem)'}`,
  ];
  if (!production) {
    lines.push(
      '  Demo mode: mail and SMS are not sent; read one-time codes at ' +
        `${url}/dev/outbox` +
        ' (from this machine only)',
      `  Demo sign-ins (password ${DEMO_PASSWORD}):`,
      ...DEMO_USERS.map((u) => `    ${u.username.padEnd(15)} ${u.description}`),
    );
  }
  console.log(lines.join('\n') + '\n');
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
