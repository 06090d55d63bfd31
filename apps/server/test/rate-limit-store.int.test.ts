import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/platform/errors.js';
import { createDatabaseRateLimitStore } from '../src/platform/rate-limit/database-rate-limit-store.js';
import type { RateLimitStore } from '../src/platform/rate-limit/rate-limit-store.js';
import { createRedisRateLimitStore } from '../src/platform/rate-limit/redis-rate-limit-store.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';
import { assertRedisReachable, deleteRedisKeys, testRedisUrl, uniqueRedisPrefix } from './support/test-redis.js';

const silent = pino({ level: 'silent' });
const redisUrl = testRedisUrl();

type Backend = { name: string; open: () => Promise<{ store: RateLimitStore; close: () => Promise<void> }> };

const database: Backend = {
  name: 'database',
  open: async () => {
    const handle: TestDatabase = await createTestDatabase();
    return { store: createDatabaseRateLimitStore(handle.db), close: handle.close };
  },
};

const redis: Backend = {
  name: 'redis',
  open: async () => {
    await assertRedisReachable(redisUrl!);
    const keyPrefix = uniqueRedisPrefix();
    const store = createRedisRateLimitStore({ url: redisUrl!, keyPrefix, log: silent });
    return {
      store,
      close: async () => {
        await store.close();
        await deleteRedisKeys(redisUrl!, keyPrefix);
      },
    };
  },
};

const backends = redisUrl ? [database, redis] : [database];
const T0 = new Date('2026-03-02T15:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

// One behaviour table, run against every backend: the callers cannot tell them apart.
describe.each(backends)('rate-limit counters in the $name', (backend) => {
  let store: RateLimitStore;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ store, close } = await backend.open());
  });
  afterAll(() => close?.());

  it('counts hits in a window that starts at the first hit, limited once the count passes the limit', async () => {
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await store.hit('a', 3, 60, at(i * 1000)));
    expect(results.map((r) => [r.count, r.limited])).toEqual([
      [1, false],
      [2, false],
      [3, false],
      [4, true],
      [5, true],
    ]);
    // The window ends 60 s after the first hit, whenever the later hits came.
    expect(new Set(results.map((r) => r.resetAt.toISOString()))).toEqual(new Set([at(60_000).toISOString()]));
  });

  it('starts a new window at 1 once the window has ended (by the caller clock)', async () => {
    await store.hit('b', 1, 60, at(0));
    expect((await store.hit('b', 1, 60, at(59_999))).limited).toBe(true);
    const next = await store.hit('b', 1, 60, at(60_000));
    expect(next).toEqual({ count: 1, resetAt: at(120_000), limited: false });
  });

  it('peeks at the running window without counting: 0 for no window and once it has ended', async () => {
    expect(await store.peek('p', at(0))).toBe(0);
    await store.hit('p', 5, 60, at(0));
    await store.hit('p', 5, 60, at(1000));
    expect(await store.peek('p', at(59_999))).toBe(2);
    expect(await store.peek('p', at(59_999))).toBe(2);
    expect(await store.peek('p', at(60_000))).toBe(0);
  });

  it('keeps keys apart and forgets the keys it is told to reset', async () => {
    await store.hit('c', 1, 60, at(0));
    await store.hit('c', 1, 60, at(0));
    expect((await store.hit('d', 1, 60, at(0))).count).toBe(1);
    await store.reset(['c', 'never-hit']);
    expect((await store.hit('c', 1, 60, at(1000))).count).toBe(1);
    expect((await store.hit('d', 1, 60, at(1000))).count).toBe(2);
  });

  it('counts concurrent hits once each', async () => {
    const results = await Promise.all(Array.from({ length: 25 }, () => store.hit('e', 10, 60, at(0))));
    expect(results.map((r) => r.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(results.filter((r) => r.limited)).toHaveLength(15);
  });
});

describe.runIf(redisUrl)('rate-limit counters when Redis cannot be reached', () => {
  it('fail within seconds as a 503 in the one error shape, and the store still closes', async () => {
    const store = createRedisRateLimitStore({
      url: 'redis://127.0.0.1:1',
      keyPrefix: uniqueRedisPrefix(),
      log: silent,
    });
    const started = Date.now();
    const error = await store.hit('x', 1, 60, T0).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(503);
    expect((error as AppError).messages[0]).toMatchObject({ key: 'SERVICE_UNAVAILABLE' });
    expect(Date.now() - started).toBeLessThan(5000);
    await store.close();
  });
});
