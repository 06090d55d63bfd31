import { randomBytes } from 'node:crypto';
import { CSRF_HEADER } from '@taxlens/contracts';
import { type Database, type DatabaseHandle, openDatabase } from '../../../src/db/connection.js';
import { migrateToLatest } from '../../../src/db/migrate.js';
import { seedDemo } from '../../../src/demo/seed/seed-demo.js';
import { createSession, SESSION_COOKIE } from '../../../src/platform/session-store.js';
import { runAdmin } from '../../support/run-admin.js';
import { SHARED_SECRETS } from './server-process.js';

export type SeededDatabase = { url: string; handle: DatabaseHandle; drop: () => Promise<void> };

/** A new database on the server of `adminUrl`, migrated and demo-seeded with the instances' PII key. */
export async function createSeededDatabase(adminUrl: string): Promise<SeededDatabase> {
  const name = `taxlens_fault_${randomBytes(6).toString('hex')}`;
  await runAdmin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 3, onIdleConnectionError: () => {} });
  await migrateToLatest(handle.db);
  await seedDemo(handle.db, { piiKey: Buffer.from(SHARED_SECRETS.PII_KEY, 'hex') });
  return {
    url: url.toString(),
    handle,
    drop: async () => {
      await handle.close();
      await runAdmin(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** Headers of a signed-in user at a lender: a session made in the database, as the order benchmark does. */
export async function sessionHeaders(
  db: Database,
  username: string,
  lenderName: string,
): Promise<Record<string, string>> {
  const user = await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow();
  const lender = await db
    .selectFrom('lenders')
    .select('id')
    .where('company_name', '=', lenderName)
    .executeTakeFirstOrThrow();
  const session = await createSession(db, {
    userId: user.id,
    lenderId: lender.id,
    ip: '127.0.0.1',
    userAgent: 'fault-test',
    now: new Date(),
    ttlSeconds: 3600,
    secondFactor: 'EMAIL_TOTP',
  });
  return { cookie: `${SESSION_COOKIE}=${session.token}`, [CSRF_HEADER]: session.csrfToken };
}
