import { describe, expect, it } from 'vitest';
import { parseCallerChange } from './caller-events.js';
import { createEventCache } from './event-cache.js';

const owners = (userId: string, lenderId: string | null, sessionId?: string) => ({
  userId,
  lenderId,
  ...(sessionId ? { sessionId } : {}),
});

describe('the event cache', () => {
  it('keeps an entry until a change concerning its session, user or lender', () => {
    const cache = createEventCache<string>({ maxEntries: 10, usable: () => true });
    cache.put('s1', 'a', owners('u1', 'l1', 's1'), cache.generation());
    cache.put('s2', 'b', owners('u2', 'l1', 's2'), cache.generation());
    cache.put('s3', 'c', owners('u3', 'l2', 's3'), cache.generation());
    cache.forget({ kind: 'session', id: 'other' });
    cache.forget({ kind: 'user', id: 'u9' });
    expect(cache.size()).toBe(3);
    cache.forget({ kind: 'session', id: 's3' });
    expect(cache.get('s3')).toBeUndefined();
    cache.forget({ kind: 'lender', id: 'l1' });
    expect(cache.size()).toBe(0);
  });

  it('does not store a load that began before a change', () => {
    const cache = createEventCache<string>({ maxEntries: 10, usable: () => true });
    const before = cache.generation();
    cache.forget({ kind: 'user', id: 'unrelated' });
    cache.put('s1', 'stale', owners('u1', null, 's1'), before);
    expect(cache.get('s1')).toBeUndefined();
  });

  it('answers and stores nothing while unusable (the listener is not live)', () => {
    let usable = true;
    const cache = createEventCache<string>({ maxEntries: 10, usable: () => usable });
    cache.put('s1', 'a', owners('u1', null, 's1'), cache.generation());
    usable = false;
    expect(cache.get('s1')).toBeUndefined();
    cache.put('s2', 'b', owners('u2', null, 's2'), cache.generation());
    usable = true;
    expect(cache.get('s2')).toBeUndefined();
  });

  it('drops the least recently used entry when full', () => {
    const cache = createEventCache<string>({ maxEntries: 2, usable: () => true });
    cache.put('a', 'a', owners('u', null), cache.generation());
    cache.put('b', 'b', owners('u', null), cache.generation());
    cache.get('a');
    cache.put('c', 'c', owners('u', null), cache.generation());
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('a');
  });
});

describe('change payloads', () => {
  it('reads the keys of migration 020, and anything else as "everyone"', () => {
    expect(parseCallerChange('s:abc')).toEqual({ kind: 'session', id: 'abc' });
    expect(parseCallerChange('u:1')).toEqual({ kind: 'user', id: '1' });
    expect(parseCallerChange('l:2')).toEqual({ kind: 'lender', id: '2' });
    expect(parseCallerChange('*')).toEqual({ kind: 'all' });
    expect(parseCallerChange('x:1')).toEqual({ kind: 'all' });
    expect(parseCallerChange('u:')).toEqual({ kind: 'all' });
  });
});
