import { describe, expect, it } from 'vitest';
import { matchesStoredHash, newApiKeySecret, parseApiKey } from './api-key-secret.js';

describe('API key secrets', () => {
  it('are the mode prefix and 43 base62 characters, found by their first 8', () => {
    const { secret, prefix, hash } = newApiKeySecret('test');
    expect(secret).toMatch(/^tl_test_[0-9A-Za-z]{43}$/);
    expect(prefix).toBe(secret.slice(0, 16));
    expect(parseApiKey(secret)).toEqual({ prefix, mode: 'test' });
    expect(matchesStoredHash(secret, hash)).toBe(true);
    const other = secret.endsWith('x') ? 'y' : 'x';
    expect(matchesStoredHash(`${secret.slice(0, -1)}${other}`, hash)).toBe(false);
  });

  it('differ each time', () => {
    expect(newApiKeySecret('live').secret).not.toBe(newApiKeySecret('live').secret);
  });

  it('refuse anything not shaped like a key', () => {
    for (const bad of [
      '',
      'tl_live_short',
      'tl_prod_' + 'a'.repeat(43),
      'Bearer tl_live_' + 'a'.repeat(43),
      'tl_live_' + 'a'.repeat(42) + '!',
    ]) {
      expect(parseApiKey(bad)).toBeNull();
    }
  });
});
