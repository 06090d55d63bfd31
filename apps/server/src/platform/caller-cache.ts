import type { Principal } from './principal.js';

/**
 * A short-lived memory of the callers this instance signed in recently, keyed by session-token hash
 * (docs/decisions/122). Any change made through this instance clears it at once (`forgetAll`);
 * a change made on another instance is seen here at most `ttlMs` later. A load that started before
 * a `forgetAll` is not stored, so it cannot bring back what was just forgotten.
 */
export type CallerCache = {
  /** The cached caller while fresh and its session not expired; else undefined. */
  get: (tokenHash: string, now: Date) => Principal | undefined;
  /** The generation to pass to `put`, taken before loading from the database. */
  generation: () => number;
  put: (tokenHash: string, principal: Principal, loadedInGeneration: number, now: Date) => void;
  forgetAll: () => void;
};

export function createCallerCache(options: { ttlMs: number; maxEntries: number }): CallerCache {
  const entries = new Map<string, { principal: Principal; freshUntil: number }>();
  let generation = 0;
  return {
    get(tokenHash, now) {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      const t = now.getTime();
      if (t >= entry.freshUntil || t >= entry.principal.expiresAt.getTime()) {
        entries.delete(tokenHash);
        return undefined;
      }
      return entry.principal;
    },
    generation: () => generation,
    put(tokenHash, principal, loadedInGeneration, now) {
      if (options.ttlMs <= 0 || loadedInGeneration !== generation) return;
      // Oldest first out: a Map iterates in insertion order.
      if (entries.size >= options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.delete(tokenHash);
      entries.set(tokenHash, { principal, freshUntil: now.getTime() + options.ttlMs });
    },
    forgetAll() {
      generation++;
      entries.clear();
    },
  };
}
