import { ERROR_KEYS, LOGIN_ACCEPT_TYPE, LOGIN_THROTTLE } from '@taxlens/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { type Config, DEFAULT_LOGIN_RATE_LIMIT_PER_MINUTE } from '../src/config.js';
import { DEMO_PASSWORD } from '../src/demo/seed/demo-users.js';
import { seedDemo } from '../src/demo/seed/seed-demo.js';
import { basicAuth, testConfig } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';
import { assertRedisReachable, deleteRedisKeys, testRedisUrl, uniqueRedisPrefix } from './support/test-redis.js';

const redisUrl = testRedisUrl();
const prefix = uniqueRedisPrefix();
// Counters in Redis, the backend that makes sharing a question; in the database when the Redis tests are off.
const backend: { name: string; env: Record<string, string> } = redisUrl
  ? { name: 'Redis', env: { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix } }
  : { name: 'database', env: {} };

/** One sign-in attempt from `ip`, as the login form sends it. */
function attempt(app: FastifyInstance, ip: string, username: string, password: string) {
  return app.inject({
    method: 'GET',
    url: '/api/portal/login',
    remoteAddress: ip,
    headers: { accept: LOGIN_ACCEPT_TYPE, authorization: basicAuth(username, password) },
  });
}

type Instances = { apps: FastifyInstance[]; config: Config; close: () => Promise<void> };

/** Two instances on one database (and one Redis), as behind a load balancer, with the product's sign-in throttle. */
async function startTwoInstances(env: Record<string, string>): Promise<Instances> {
  if (env.REDIS_URL) await assertRedisReachable(env.REDIS_URL);
  const database: TestDatabase = await createTestDatabase();
  const config = testConfig({ ...env, LOGIN_RATE_LIMIT_PER_MINUTE: String(DEFAULT_LOGIN_RATE_LIMIT_PER_MINUTE) });
  await seedDemo(database.db, { piiKey: config.piiKey });
  const build = () => buildApp({ config, db: database.db, webDist: null, logger: false });
  const apps = [await build(), await build()];
  return {
    apps,
    config,
    close: async () => {
      for (const app of apps) await app.close();
      await database.close();
      if (env.REDIS_URL) await deleteRedisKeys(env.REDIS_URL, prefix);
    },
  };
}

// Every attempt pays for a password hash, so these take a while on a busy machine.
const SLOW = 120_000;

describe(`the sign-in throttle across two instances, counters in the ${backend.name}`, () => {
  let two: Instances;
  beforeAll(async () => {
    two = await startTwoInstances(backend.env);
  });
  afterAll(() => two?.close());

  it(
    'refuses the attempt past the per-minute limit of an address whichever instance gets it',
    async () => {
      const limit = two.config.loginRateLimitPerMinute;
      for (let i = 0; i < limit; i++) {
        const res = await attempt(two.apps[i % 2]!, '203.0.113.7', `nobody.${i}`, 'wrong-password');
        expect(res.statusCode, `attempt ${i + 1}`).toBe(401);
      }
      for (const app of two.apps) {
        const refused = await attempt(app, '203.0.113.7', 'nobody', 'wrong-password');
        expect(refused.statusCode).toBe(429);
        expect(refused.json().messages[0].key).toBe(ERROR_KEYS.tooManyRequests);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      }
      // Another address has its own count.
      expect((await attempt(two.apps[1]!, '203.0.113.8', 'nobody', 'wrong-password')).statusCode).toBe(401);
    },
    SLOW,
  );
});

// The (username, address) refusal lives in the rate-limit store too, shared by every instance.
describe('the refusal of an address for a username across two instances', () => {
  let two: Instances;
  beforeAll(async () => {
    two = await startTwoInstances(backend.env);
  });
  afterAll(() => two?.close());

  it(
    `refuses the address after ${LOGIN_THROTTLE.pairFailures} wrong passwords for that username, on either instance, with the answer of a wrong password`,
    async () => {
      const first = await attempt(two.apps[0]!, '198.51.100.9', 'viewer', 'wrong-password');
      for (let i = 1; i < LOGIN_THROTTLE.pairFailures; i++) {
        const res = await attempt(two.apps[i % 2]!, '198.51.100.9', 'viewer', 'wrong-password');
        expect(res.json().messages[0].key, `attempt ${i + 1}`).toBe(ERROR_KEYS.badCredentials);
      }
      for (const app of two.apps) {
        const refused = await attempt(app, '198.51.100.9', 'viewer', DEMO_PASSWORD);
        expect(refused.statusCode).toBe(401);
        expect(refused.body).toBe(first.body);
      }
      // The owner, elsewhere, is not locked out.
      expect((await attempt(two.apps[1]!, '198.51.100.10', 'viewer', DEMO_PASSWORD)).json().messages[0].key).toBe(
        ERROR_KEYS.missingF2aToken,
      );
    },
    SLOW,
  );
});

describe.runIf(redisUrl)('sign-in while Redis is down', () => {
  it('answers 503 in the one error shape, not 500', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({
      config: testConfig({ REDIS_URL: 'redis://127.0.0.1:1' }),
      db: database.db,
      webDist: null,
      logger: false,
    });
    try {
      const res = await attempt(app, '203.0.113.9', 'viewer', DEMO_PASSWORD);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        messages: [{ key: ERROR_KEYS.unavailable, value: expect.stringMatching(/cannot be reached/) }],
      });
      expect(res.headers['retry-after']).toBe('5');
    } finally {
      await app.close();
      await database.close();
    }
  });
});
