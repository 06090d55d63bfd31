import { describe, expect, it } from 'vitest';
import { safeReturnUrl } from './return-url.js';

const OWN = ['http://localhost:3000'];
const FALLBACK = '/?message=contact_success';

describe('safeReturnUrl', () => {
  it("accepts the portal's own paths and origin", () => {
    expect(safeReturnUrl('/?message=contact_success', OWN, FALLBACK)).toBe('/?message=contact_success');
    expect(safeReturnUrl('http://localhost:3000/?message=contact_success', OWN, FALLBACK)).toBe(
      'http://localhost:3000/?message=contact_success',
    );
    expect(safeReturnUrl(undefined, OWN, FALLBACK)).toBe(FALLBACK);
  });

  it('refuses other origins and tricks that leave the portal', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example',
      '/..//evil.example',
      '/%2e%2e//evil.example',
      'http://localhost:3000.evil.example/',
      'http://user@evil.example/',
      'http://localhost:3000@evil.example/',
      'javascript:alert(1)',
      'data:text/html,hi',
      'http://localhost:3001/',
    ]) {
      expect(safeReturnUrl(bad, OWN, FALLBACK), bad).toBeNull();
    }
  });
});
