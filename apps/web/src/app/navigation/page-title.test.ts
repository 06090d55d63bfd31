import { describe, expect, it } from 'vitest';
import { buildPageTitle, buildSearchTitle } from './page-title';

describe('buildPageTitle', () => {
  it("reads '{route title} | {product} Portal'", () => {
    expect(buildPageTitle({ productName: 'TaxLens', routeTitle: 'Dashboard' })).toBe('Dashboard | TaxLens Portal');
    expect(buildPageTitle({ productName: 'Acme', routeTitle: 'Invoices' })).toBe('Invoices | Acme Portal');
  });

  it('falls back to the default title', () => {
    expect(buildPageTitle({ productName: 'TaxLens' })).toBe('TaxLens Portal');
  });

  it('prefers a page-specific title', () => {
    expect(buildPageTitle({ productName: 'TaxLens', routeTitle: 'Search Results', customTitle: 'x' })).toBe('x');
  });

  it('shows the idle countdown', () => {
    expect(buildPageTitle({ productName: 'TaxLens', routeTitle: 'Dashboard', idleSecondsLeft: 12 })).toBe(
      '12 seconds until your session expires',
    );
    expect(buildPageTitle({ productName: 'TaxLens', routeTitle: 'Dashboard', idleSecondsLeft: null })).toBe(
      'Dashboard | TaxLens Portal',
    );
  });
});

describe('buildSearchTitle', () => {
  it('names the keyword', () => {
    expect(buildSearchTitle(new URLSearchParams('q=acme'), 'TaxLens')).toBe(
      'Search results for "acme" | TaxLens Portal',
    );
    expect(buildSearchTitle(new URLSearchParams(''), 'TaxLens')).toBeUndefined();
  });
});
