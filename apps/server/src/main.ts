import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { ConfigError, listenHost, loadConfig } from './config.js';
import { embeddedDatabaseDir, openDatabase } from './db/connection.js';
import { migrateToLatest } from './db/migrate.js';
import { prepareDemoData } from './demo/prepare-demo-data.js';
import { loadSealer } from './modules/esign/index.js';
import { createBackgroundWorkers } from './background-workers.js';
import { createLogDestination } from './platform/log-destination.js';
import { startWorkers } from './platform/workers/worker.js';
import { startupBanner } from './startup-banner.js';

/** Standard output, written off the request path; flushed before the process ends (decision 278). */
const logDestination = createLogDestination();

/** config -> migrate -> (demo seed) -> listen; SIGTERM lets requests in flight finish, then flushes the logs. */
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

  const app = await buildApp({ config, db: database.db, logStream: logDestination.stream });
  // The message only: pg attaches its whole client (connection parameters included) to the error.
  reportConnectionError = (error) =>
    app.log.warn({ reason: error.message }, 'database: an idle connection was closed by the server');
  // Every background loop, by name (decision 250); each stops drained before the database closes.
  const workers = startWorkers(createBackgroundWorkers(app.ctx, app.log));

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    app.ctx.lifecycle.shuttingDown = true;
    try {
      await app.close();
      await workers.stop();
      await database.close();
    } finally {
      // Every request answered before the close has its line in the buffer: none is lost.
      await logDestination.flush();
    }
  });

  const host = listenHost(config, demo.holdsDemoData);
  await app.listen({ port: config.port, host });
  console.log(startupBanner(config, database.kind, demo.seeded, host));
}

main().catch((error: unknown) => {
  logDestination.flushSync();
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
