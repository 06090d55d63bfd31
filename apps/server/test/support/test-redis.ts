import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * The Redis the Redis-backed tests use: TEST_REDIS_URL, else REDIS_URL, else the local default.
 * `TEST_REDIS_URL=off` skips them; otherwise an unreachable Redis fails them (CI has one), so
 * the Redis backend is never skipped silently.
 */
export function testRedisUrl(): string | null {
  const url = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  return url === 'off' ? null : url;
}

/** A key prefix of its own per test file, so parallel runs on one Redis never share counters. */
export function uniqueRedisPrefix(): string {
  return `taxlens-test:${randomBytes(6).toString('hex')}:`;
}

/** Fails with how to fix it when Redis does not answer. */
export async function assertRedisReachable(url: string): Promise<void> {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new Error(
      `Redis is not reachable at ${url} (${(error as Error).message}): start it, point TEST_REDIS_URL at one, or set TEST_REDIS_URL=off to skip the Redis tests`,
    );
  } finally {
    redis.disconnect();
  }
}

/** Removes the keys a test wrote under its prefix. */
export async function deleteRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    await redis.quit();
  }
}
