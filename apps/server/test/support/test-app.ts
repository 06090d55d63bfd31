import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CSRF_HEADER, F2A_TOKEN_HEADER, F2A_TYPE_HEADER, LOGIN_ACCEPT_TYPE } from '@taxlens/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.js';
import { type Config, loadConfig } from '../../src/config.js';
import type { Database } from '../../src/db/connection.js';
import { DEMO_PASSWORD } from '../../src/demo/seed/demo-users.js';
import { seedDemo } from '../../src/demo/seed/seed-demo.js';
import { createApiKey } from '../../src/modules/api-keys/service.js';
import type { Clock } from '../../src/platform/clock.js';
import type { MailTransport } from '../../src/platform/outbox/transports.js';
import { createSession, SESSION_COOKIE } from '../../src/platform/session-store.js';
import { TEST_PII_KEY_HEX } from './database-templates.js';
import type { SigningPass } from './signing-pass.js';
import { createTestDatabase } from './test-database.js';

export type TestApp = {
  app: FastifyInstance;
  db: Database;
  config: Config;
  close: () => Promise<void>;
};

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'taxlens-test-')),
    SESSION_SECRET: 'test-session-secret-that-is-long-enough-0123456789',
    PII_KEY: TEST_PII_KEY_HEX,
    LOG_LEVEL: 'silent',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    TEST_MODE_COMPLETE_SECONDS: '2',
    ...overrides,
  });
}

/** The whole server on a fresh, migrated and demo-seeded database (PGlite, or PostgreSQL in CI). */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    clock?: Clock;
    mail?: MailTransport;
    seed?: boolean;
    logStream?: NodeJS.WritableStream;
  } = {},
): Promise<TestApp> {
  const config = testConfig(options.env);
  const seeded = options.seed !== false;
  // The seeded copy's clients are encrypted with the tests' own key; another key seeds its own.
  const ownKey = !config.piiKey.equals(Buffer.from(TEST_PII_KEY_HEX, 'hex'));
  const database = await createTestDatabase(seeded && !ownKey ? 'seeded' : 'migrated');
  if (seeded && ownKey) await seedDemo(database.db, { piiKey: config.piiKey });
  const app = await buildApp({
    config,
    db: database.db,
    webDist: null,
    logger: Boolean(options.logStream),
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.mail ? { mail: options.mail } : {}),
  });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export type Session = { cookie: string; csrf: string };

export function basicAuth(username: string, password: string): string {
  return `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
}

export function loginRequest(
  app: FastifyInstance,
  username: string,
  password = DEMO_PASSWORD,
  second?: { code: string; type?: string },
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url: `/api/portal/login${second ? '?second_pass=true' : ''}`,
    headers: {
      accept: LOGIN_ACCEPT_TYPE,
      authorization: basicAuth(username, password),
      ...(second ? { [F2A_TYPE_HEADER]: second.type ?? 'EMAIL_TOTP', [F2A_TOKEN_HEADER]: second.code } : {}),
    },
  });
}

/**
 * The newest code mailed to the user (sign-in or setup), read from the demo outbox as a person
 * would: they look past the notices (a new-device sign-in, a changed method) to the mail with the code.
 */
export async function readLatestCode(app: FastifyInstance, email: string): Promise<string> {
  await app.ctx.outbox.drain();
  const messages = await app.ctx.db
    .selectFrom('dev_messages')
    .select('body')
    .where('recipient', '=', email)
    .orderBy('id', 'desc')
    .limit(5)
    .execute();
  const code = messages.map((m) => /\b(\d{6})\b/.exec(m.body)?.[1]).find(Boolean);
  if (!code) throw new Error(`No code in the mail to ${email}`);
  return code;
}

export function sessionFrom(response: LightMyRequestResponse): Session {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error('No session cookie in the response');
  return {
    cookie: `${SESSION_COOKIE}=${cookie.value}`,
    csrf: (response.json() as { csrf: { token: string } }).csrf.token,
  };
}

/**
 * Decision 126: a session without a second factor proves the mailbox on file before it may enrol a
 * method: the setup code is mailed there and entered, as the person would.
 */
export async function proveMailbox(app: FastifyInstance, session: Session, email: string): Promise<void> {
  const sent = await call(app, session, 'POST', '/api/myaccount/mailbox-proof');
  if (sent.statusCode !== 200) throw new Error(`Setup code not sent: ${sent.body}`);
  const verified = await call(app, session, 'POST', '/api/myaccount/mailbox-proof/verify', {
    code: await readLatestCode(app, email),
  });
  if (verified.statusCode !== 200) throw new Error(`Setup code refused: ${verified.body}`);
}

/** Full sign-in through the API: password, then the e-mailed code when the user has one. */
export async function signIn(app: FastifyInstance, username: string): Promise<Session> {
  const first = await loginRequest(app, username);
  if (first.statusCode === 200) return sessionFrom(first);
  const user = await app.ctx.db
    .selectFrom('users')
    .select('email')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  const second = await loginRequest(app, username, DEMO_PASSWORD, { code: await readLatestCode(app, user.email) });
  if (second.statusCode !== 200) throw new Error(`Sign-in of ${username} failed: ${second.body}`);
  return sessionFrom(second);
}

/**
 * A session made directly in the database (for access tests that need many of them quickly). It
 * passed the user's second factor, as a real sign-in would have; a user without one gets a session
 * limited to the enrolment set. `secondFactor: null` opens a password-only session.
 * `noticesAccepted`: the user has accepted every active notice first (the Beacon notice gates them).
 * It has a fresh step-up proof at the app clock's now, as a real sign-in has; `proven: false` leaves it out.
 */
export async function openSession(
  app: FastifyInstance,
  username: string,
  lenderName: string | null,
  options: { secondFactor?: string | null; noticesAccepted?: boolean; proven?: boolean } = {},
): Promise<Session> {
  const db = app.ctx.db;
  const user = await db
    .selectFrom('users')
    .select(['id', 'f2a_type'])
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  const lender = lenderName
    ? await db.selectFrom('lenders').select('id').where('company_name', '=', lenderName).executeTakeFirstOrThrow()
    : null;
  if (options.noticesAccepted) {
    await db
      .insertInto('notice_acceptances')
      .columns(['notice_id', 'user_id', 'ip'])
      .expression(
        db
          .selectFrom('notices')
          .select((eb) => ['id', eb.val(user.id).as('user_id'), eb.val('127.0.0.1').as('ip')])
          .where('active', '=', true),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  // The app's clock, so a test that moves it keeps its sessions and proofs on the same time line.
  const now = app.ctx.clock.now();
  const s = await createSession(db, {
    userId: user.id,
    lenderId: lender?.id ?? null,
    ip: '127.0.0.1',
    userAgent: 'test',
    now,
    ttlSeconds: 900,
    secondFactor:
      options.secondFactor === undefined ? (user.f2a_type === 'OFF' ? null : user.f2a_type) : options.secondFactor,
    provenAt: options.proven === false ? null : now,
  });
  return { cookie: `${SESSION_COOKIE}=${s.token}`, csrf: s.csrfToken };
}

/**
 * After a test changes the database behind the app's back: the app has heard every change committed
 * so far (docs/decisions/146), as it would a moment later on its own.
 */
export async function forgetCallers(app: FastifyInstance): Promise<void> {
  await app.ctx.callers.settle();
}

/**
 * A call as a signed-in user (`Session`: its cookie and CSRF header), as a signer's browser holding
 * the pass of its identity check (`SigningPass`, support/signing-pass.ts: a cookie only), or as
 * nobody (`null`).
 */
export function call(
  app: FastifyInstance,
  session: Session | SigningPass | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: session ? { cookie: session.cookie, ...('csrf' in session ? { [CSRF_HEADER]: session.csrf } : {}) } : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}

export async function lenderIdByName(db: Database, name: string): Promise<string> {
  const row = await db.selectFrom('lenders').select('id').where('company_name', '=', name).executeTakeFirstOrThrow();
  return row.id;
}

/** A call made with an API key (`Authorization: Bearer`), as a loan system makes it: no cookie, no CSRF header. */
export function callWithKey(
  app: FastifyInstance,
  key: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${key}`, ...headers },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}

/** Issues an API key at a lender as its admin would (no step-up needed here): its secret and id. */
export async function issueApiKey(
  app: FastifyInstance,
  lenderId: string,
  input: {
    name?: string;
    mode?: 'live' | 'test';
    scopes?: Array<'read' | 'write' | 'pii'>;
    sourceAddresses?: string[];
    expiresAt?: string;
  },
  by = 'lender.admin',
): Promise<{ secret: string; id: string }> {
  const admin = await app.ctx.db.selectFrom('users').select('id').where('username', '=', by).executeTakeFirstOrThrow();
  const created = await createApiKey(
    app.ctx,
    { userId: admin.id, lenderId, ip: '127.0.0.1' },
    {
      name: input.name ?? 'Loan system',
      mode: input.mode ?? 'live',
      scopes: input.scopes ?? ['read', 'write'],
      sourceAddresses: input.sourceAddresses ?? [],
      ...(input.expiresAt ? { expiresAt: input.expiresAt } : {}),
    },
  );
  return { secret: created.secret, id: created.key.id };
}
