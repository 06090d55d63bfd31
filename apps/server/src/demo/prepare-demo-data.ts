import { type Config, ConfigError } from '../config.js';
import type { Database } from '../db/connection.js';
import { holdsDemoData } from './demo-data-mark-repo.js';
import { prepareDemoIdentityProvider } from './idp/prepare.js';
import { seedDemo } from './seed/seed-demo.js';

/**
 * At start, after the migrations: production mode refuses a database the demo seed marked (its users
 * share the published demo password) unless ALLOW_DEMO_DATA=true; demo mode seeds an empty database
 * and points the demo identity provider at PUBLIC_URL. Whether the database holds demo data decides
 * where the portal listens (config.ts, listenHost).
 */
export async function prepareDemoData(
  db: Database,
  config: Config,
): Promise<{ seeded: boolean; holdsDemoData: boolean }> {
  if (config.production && !config.allowDemoData && (await holdsDemoData(db))) {
    throw new ConfigError(
      'Production mode refuses this database: the demo seed filled it, and its demo users sign in with the password printed in the README. ' +
        'Point DATABASE_URL at a database without the demo data, or set ALLOW_DEMO_DATA=true to run production mode on demo data knowingly.',
    );
  }
  const { seeded } = config.seedDemo ? await seedDemo(db, { piiKey: config.piiKey }) : { seeded: false };
  await prepareDemoIdentityProvider(db, config);
  return { seeded, holdsDemoData: await holdsDemoData(db) };
}
