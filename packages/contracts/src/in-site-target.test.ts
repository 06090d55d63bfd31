import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSafeInSiteTarget, toSafeInSiteTarget } from './in-site-target.js';

const RUNS = { numRuns: 20 };

describe('toSafeInSiteTarget', () => {
  it('keeps paths of this site as they are', () => {
    for (const ok of [
      '/',
      '/invoices',
      '/portfolio/orders?type=completed',
      '/news/12#top',
      '/a//b',
      '/search?q=a%20b',
    ]) {
      expect(toSafeInSiteTarget(ok), ok).toBe(ok);
    }
  });

  it('sends anything that could leave the site, or that changes when normalised, to /', () => {
    const bad = [
      '/..//evil.example',
      '/%2e%2e//evil.example',
      '/./x',
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      ' /invoices',
      '/in\tvoices',
      '/in\nvoices',
      '/a\u0085b',
      '/a b',
      'invoices',
      '',
      null,
      undefined,
    ];
    for (const value of bad) expect(toSafeInSiteTarget(value), JSON.stringify(value)).toBe('/');
  });

  it('whatever it answers is safe, and a second pass keeps it', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string().map((s) => `/${s}`),
          fc.webPath(),
        ),
        (value) => {
          const target = toSafeInSiteTarget(value);
          expect(isSafeInSiteTarget(target)).toBe(true);
          expect(toSafeInSiteTarget(target)).toBe(target);
          expect(target.startsWith('//') || target.startsWith('/\\')).toBe(false);
          expect(new URL(target, 'https://portal.example').origin).toBe('https://portal.example');
        },
      ),
      RUNS,
    );
  });
});
