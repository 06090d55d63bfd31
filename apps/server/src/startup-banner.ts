import { join } from 'node:path';
import type { Config } from './config.js';
import { embeddedDatabaseDir } from './db/connection.js';
import { DEMO_PASSWORD, DEMO_USERS } from './demo/seed/demo-users.js';
import { DEMO_SEAL_CERT_FILE } from './modules/esign/index.js';

type BannerConfig = Pick<
  Config,
  'publicUrl' | 'production' | 'dataDir' | 'port' | 'host' | 'redis' | 's3' | 'esignSeal'
>;

/**
 * What `npm start` prints once it listens: where the portal answers and where its state lives. The
 * paths are the ones this run uses (DATA_DIR resolved), so an operator who moved the data finds it.
 */
export function startupBanner(config: BannerConfig, dbKind: string, seeded: boolean, host: string): string {
  const { publicUrl: url, production, dataDir } = config;
  const database =
    dbKind === 'pglite' ? `embedded PGlite in ${embeddedDatabaseDir(dataDir)}` : 'PostgreSQL (DATABASE_URL)';
  const files = config.s3 ? `S3 bucket ${config.s3.bucket}` : join(dataDir, 'files');
  const seal = config.esignSeal
    ? 'ESIGN_SEAL_CERT'
    : `a self-signed demo certificate (${join(dataDir, DEMO_SEAL_CERT_FILE)})`;
  const lines = [
    '',
    `  TaxLens Portal is running at ${url}`,
    `  Data directory (DATA_DIR): ${dataDir}`,
    `  Database: ${database}${seeded ? ' (demo data seeded now)' : ''}`,
    `  Listening on ${host}:${config.port}${config.host === undefined && host === '127.0.0.1' ? ' only: the database holds demo data (set HOST to listen elsewhere)' : ''}`,
    `  Rate-limit counters: ${config.redis ? 'Redis (REDIS_URL)' : 'the database'}; files: ${files}`,
    `  E-signed forms are sealed with ${seal}`,
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
  return lines.join('\n') + '\n';
}
