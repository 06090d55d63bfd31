import { cacheMetrics } from './metrics/registry.js';

/**
 * Computed answers kept in this process, least recently used first out. The key must name
 * everything the answer depends on (decision 125: the lender, its data version, the parameters and
 * the day or minute for anything relative to now); a key is never invalidated, only forgotten, so a
 * changed input is a new key. Callers asking for a key already being computed share that one
 * computation, so a burst of dashboard loads runs a query once; a failed computation is not kept.
 */
export type AnswerCache = {
  get: <T>(key: string, compute: () => Promise<T>) => Promise<T>;
  readonly size: number;
};

/** name: how GET /metrics labels this cache's hits and misses (cache_hits_total{cache="..."}). */
export function createAnswerCache(maxEntries: number, name = 'answers'): AnswerCache {
  const entries = new Map<string, Promise<unknown>>();
  return {
    get<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const kept = entries.get(key);
      if (kept) {
        cacheMetrics.hit(name);
        // Most recently used last: Map keeps insertion order.
        entries.delete(key);
        entries.set(key, kept);
        return kept as Promise<T>;
      }
      cacheMetrics.miss(name);
      const answer = compute();
      entries.set(key, answer);
      answer.catch(() => {
        if (entries.get(key) === answer) entries.delete(key);
      });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return answer;
    },
    get size() {
      return entries.size;
    },
  };
}
