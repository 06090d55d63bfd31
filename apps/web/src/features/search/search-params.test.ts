import { describe, expect, it } from 'vitest';
import { orDash, readSearchParams } from './search-params';

describe('search page parameters', () => {
  it('defaults to page 0 and size 10', () => {
    expect(readSearchParams(new URLSearchParams('q=acme'))).toEqual({ keyword: 'acme', page: 0, size: 10 });
  });
  it('reads page and size, ignoring odd values', () => {
    expect(readSearchParams(new URLSearchParams('q=a&page=2&size=20'))).toEqual({ keyword: 'a', page: 2, size: 20 });
    expect(readSearchParams(new URLSearchParams('q=a&page=-1&size=x'))).toEqual({ keyword: 'a', page: 0, size: 10 });
  });
  it("shows '--' for an empty cell", () => {
    expect(orDash(null)).toBe('--');
    expect(orDash('')).toBe('--');
    expect(orDash('ACTIVE')).toBe('ACTIVE');
  });
});
