import type { Database } from '../../db/connection.js';
import { countHit, deleteCounters, selectCount } from './counters-repo.js';
import type { RateLimitStore } from './rate-limit-store.js';

/** Counters in the rate_limit_counters table (one upsert per hit); housekeeping sweeps ended windows. */
export function createDatabaseRateLimitStore(db: Database): RateLimitStore {
  return {
    hit: async (key, limit, windowSeconds, now) => {
      const resetAt = new Date(now.getTime() + windowSeconds * 1000);
      const row = await countHit(db, key, now, resetAt);
      return { count: row.count, resetAt: new Date(row.reset_at), limited: row.count > limit };
    },
    peek: (key, now) => selectCount(db, key, now),
    reset: async (keys) => {
      if (keys.length) await deleteCounters(db, keys);
    },
    close: async () => {},
  };
}
