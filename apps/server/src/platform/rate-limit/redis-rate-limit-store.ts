import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { serviceUnavailable } from '../errors.js';
import type { RateLimitStore } from './rate-limit-store.js';

/**
 * One atomic step per hit, the same rule as the database upsert: a window that has ended (by the
 * caller's clock) starts again at 1, otherwise the count goes up. The key expires with its window,
 * so Redis forgets finished windows by itself.
 * KEYS[1] counter; ARGV: now (ms), window (ms), the new window's end (ms).
 */
const HIT_SCRIPT = `
local stored = redis.call('HGET', KEYS[1], 'resetAt')
if (not stored) or tonumber(stored) <= tonumber(ARGV[1]) then
  redis.call('HSET', KEYS[1], 'count', 1, 'resetAt', ARGV[3])
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return {1, ARGV[3]}
end
return {redis.call('HINCRBY', KEYS[1], 'count', 1), stored}
`;

export type RedisRateLimitOptions = { url: string; keyPrefix: string; log: FastifyBaseLogger };

/**
 * Counters in Redis (REDIS_URL), keyed `<prefix><key>`. When Redis cannot be reached a hit fails
 * within about two seconds as a 503, never a 500 and never an unlimited pass (docs/decisions/110).
 */
export function createRedisRateLimitStore({ url, keyPrefix, log }: RedisRateLimitOptions): RateLimitStore {
  const redis = new Redis(url, {
    // A command waits for at most one reconnection, then fails: a sign-in must not hang on Redis.
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  // Errors repeat on every reconnection attempt: say it once per outage.
  let reachable = true;
  redis.on('error', (err) => {
    if (reachable) log.warn({ err }, 'rate limits: Redis cannot be reached');
    reachable = false;
  });
  redis.on('ready', () => {
    if (!reachable) log.info('rate limits: Redis is reachable again');
    reachable = true;
  });
  const unavailable = (err: unknown) => {
    log.warn({ err }, 'rate limits: a Redis call failed');
    return serviceUnavailable('A service the portal relies on');
  };

  return {
    hit: async (key, limit, windowSeconds, now) => {
      const windowMs = windowSeconds * 1000;
      const nowMs = now.getTime();
      let reply: [number, string];
      try {
        reply = (await redis.eval(HIT_SCRIPT, 1, keyPrefix + key, nowMs, windowMs, nowMs + windowMs)) as [
          number,
          string,
        ];
      } catch (err) {
        throw unavailable(err);
      }
      const count = Number(reply[0]);
      return { count, resetAt: new Date(Number(reply[1])), limited: count > limit };
    },
    peek: async (key, now) => {
      let stored: [string | null, string | null];
      try {
        stored = (await redis.hmget(keyPrefix + key, 'count', 'resetAt')) as [string | null, string | null];
      } catch (err) {
        throw unavailable(err);
      }
      // The caller's clock decides whether the window is over, as in hit.
      return stored[0] && Number(stored[1]) > now.getTime() ? Number(stored[0]) : 0;
    },
    reset: async (keys) => {
      if (!keys.length) return;
      try {
        await redis.del(...keys.map((key) => keyPrefix + key));
      } catch (err) {
        throw unavailable(err);
      }
    },
    close: async () => {
      // quit() waits for a reply that never comes while Redis is down; then just drop the socket.
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}
