import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/connection.js';
import { createDatabaseRateLimitStore } from './database-rate-limit-store.js';
import type { RateLimitStore } from './rate-limit-store.js';
import { createRedisRateLimitStore } from './redis-rate-limit-store.js';

/** Redis when REDIS_URL is set, otherwise the database every instance already shares. */
export function createRateLimitStore(config: Config, db: Database, log: FastifyBaseLogger): RateLimitStore {
  return config.redis ? createRedisRateLimitStore({ ...config.redis, log }) : createDatabaseRateLimitStore(db);
}
