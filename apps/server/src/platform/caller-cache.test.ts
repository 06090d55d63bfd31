import { describe, expect, it } from 'vitest';
import { createCallerCache } from './caller-cache.js';
import type { Principal } from './principal.js';

const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms);
const caller = (expiresAtMs = 60_000): Principal => ({
  sessionId: 's', csrfToken: 'c', lastSeenAt: at(0), expiresAt: at(expiresAtMs), userId: 'u', username: 'n', globalRole: null, roles: [], lender: null,
  secondFactorPassed: true, mailboxProvenAt: null, noticePending: false,
});

describe('the caller cache', () => {
  it('answers a caller until the period ends, then forgets it', () => {
    const cache = createCallerCache({ ttlMs: 1000, maxEntries: 10 });
    cache.put('a', caller(), cache.generation(), at(0));
    expect(cache.get('a', at(999))?.userId).toBe('u');
    expect(cache.get('a', at(1000))).toBeUndefined();
  });

  it('never answers a caller past the session expiry it was loaded with', () => {
    const cache = createCallerCache({ ttlMs: 1000, maxEntries: 10 });
    cache.put('a', caller(500), cache.generation(), at(0));
    expect(cache.get('a', at(499))).toBeDefined();
    expect(cache.get('a', at(500))).toBeUndefined();
  });

  it('forgets everything at once, and does not store a load that began before', () => {
    const cache = createCallerCache({ ttlMs: 1000, maxEntries: 10 });
    cache.put('a', caller(), cache.generation(), at(0));
    const before = cache.generation();
    cache.forgetAll();
    expect(cache.get('a', at(1))).toBeUndefined();
    cache.put('b', caller(), before, at(1));
    expect(cache.get('b', at(2))).toBeUndefined();
  });

  it('keeps at most maxEntries, dropping the oldest; 0 ms keeps nothing', () => {
    const cache = createCallerCache({ ttlMs: 1000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) cache.put(key, caller(), cache.generation(), at(0));
    expect(['a', 'b', 'c'].map((k) => Boolean(cache.get(k, at(1))))).toEqual([false, true, true]);
    const off = createCallerCache({ ttlMs: 0, maxEntries: 2 });
    off.put('a', caller(), off.generation(), at(0));
    expect(off.get('a', at(0))).toBeUndefined();
  });
});
