import { describe, expect, it } from 'vitest';
import { createAnswerCache } from './answer-cache.js';

describe('the answer cache', () => {
  it('computes a key once, and once for callers asking while it is computed', async () => {
    const cache = createAnswerCache(10);
    let runs = 0;
    const compute = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return 42;
    };
    expect(await Promise.all([cache.get('a', compute), cache.get('a', compute)])).toEqual([42, 42]);
    expect(await cache.get('a', compute)).toBe(42);
    expect(runs).toBe(1);
  });

  it('keeps at most its bound, forgetting the least recently used', async () => {
    const cache = createAnswerCache(2);
    const runs: string[] = [];
    const get = (key: string) => cache.get(key, async () => runs.push(key));
    await get('a');
    await get('b');
    await get('a'); // a is now the most recent
    await get('c'); // forgets b
    expect(cache.size).toBe(2);
    await get('a');
    await get('b');
    expect(runs).toEqual(['a', 'b', 'c', 'b']);
  });

  it('does not keep a failed computation', async () => {
    const cache = createAnswerCache(10);
    await expect(cache.get('a', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.get('a', async () => 'recovered')).toBe('recovered');
  });
});
