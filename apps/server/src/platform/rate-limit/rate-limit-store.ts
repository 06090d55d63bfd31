/** One hit's outcome: the window's count so far, when the window ends, and whether the limit is passed. */
export type RateLimitResult = { count: number; resetAt: Date; limited: boolean };

/**
 * Fixed-window counters shared by every instance: in the database (default) or in Redis when
 * REDIS_URL is set (docs/decisions/110). A window starts at a key's first hit and lasts
 * `windowSeconds`; the caller's clock decides when it is over, so both backends count alike.
 */
export type RateLimitStore = {
  /** Counts a hit against `key`; `limited` once the count passes `limit`. */
  hit: (key: string, limit: number, windowSeconds: number, now: Date) => Promise<RateLimitResult>;
  /** The count of the key's running window (0 when none), without counting a hit. */
  peek: (key: string, now: Date) => Promise<number>;
  /** Forgets the keys' counters (the demo reset starts a user over). */
  reset: (keys: readonly string[]) => Promise<void>;
  /** Releases the backend's connection (app close). */
  close: () => Promise<void>;
};
