import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { embeddedDatabaseDir, openDatabase } from './db/connection.js';
import { migrateToLatest } from './db/migrate.js';
import { DEMO_PASSWORD, DEMO_USERS } from './db/seed/demo-users.js';
import { seedDemo } from './db/seed/seed-demo.js';
import { prepareDemoIdentityProvider } from './modules/sso/demo-idp/prepare.js';
import { sweepExpiredState } from './platform/housekeeping.js';
import { closeMonth } from './modules/invoices/service.js';

/** config -> migrate -> (demo seed) -> listen; SIGTERM lets requests in flight finish. */
async function main(): Promise<void> {
  const config = loadConfig();
  // Until the app (and its logger) exists, a dropped connection is told on stderr.
  let reportConnectionError = (error: Error) => console.warn(`database: an idle connection was closed by the server (${error.message})`);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: embeddedDatabaseDir(config.dataDir),
    poolSize: config.databasePoolSize,
    onIdleConnectionError: (error) => reportConnectionError(error),
  });
  await migrateToLatest(database.db);
  const seeded = config.seedDemo ? await seedDemo(database.db, { piiKey: config.piiKey }) : { seeded: false };
  await prepareDemoIdentityProvider(database.db, config);

  const app = await buildApp({ config, db: database.db });
  reportConnectionError = (err) => app.log.warn({ err }, 'database: an idle connection was closed by the server');
  app.ctx.outbox.start(1000);
  const sweep = setInterval(() => void sweepExpiredState(database.db, new Date()).catch((err) => app.log.warn({ err }, 'housekeeping failed')), 60_000);
  sweep.unref();
  // Month close: idempotent and unique per lender and month, so every instance may run it; the
  // first run after midnight UTC on the 1st issues last month's invoices, later runs change nothing.
  const runMonthClose = () =>
    void closeMonth(database.db, new Date())
      .then(({ issued }) => issued.length && app.log.info({ invoices: issued.length }, 'month close issued invoices'))
      .catch((err) => app.log.warn({ err }, 'month close failed'));
  runMonthClose();
  const monthClose = setInterval(runMonthClose, 15 * 60_000);
  monthClose.unref();

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    app.ctx.lifecycle.shuttingDown = true;
    clearInterval(sweep);
    clearInterval(monthClose);
    await app.close();
    await app.ctx.outbox.stop();
    await database.close();
  });

  await app.listen({ port: config.port, host: config.host });
  printBanner(config.publicUrl, config.production, database.kind, seeded.seeded);
}

function printBanner(url: string, production: boolean, dbKind: string, seeded: boolean): void {
  const lines = [
    '',
    `  TaxLens Portal is running at ${url}`,
    `  Database: ${dbKind === 'pglite' ? 'embedded PGlite under ./data' : 'PostgreSQL (DATABASE_URL)'}${seeded ? ' (demo data seeded now)' : ''}`,
  ];
  if (!production) {
    lines.push(
      '  Demo mode: mail and SMS are not sent; read one-time codes at ' + `${url}/dev/outbox`,
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
