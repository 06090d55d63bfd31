import { describe, expect, it } from 'vitest';
import { mapLegacyUrl } from './legacy-paths';

describe('mapLegacyUrl', () => {
  it('maps the old fixed paths', () => {
    expect(mapLegacyUrl('/j_spring_security_logout', '', '')).toBe('/auth/logout');
    expect(mapLegacyUrl('/login/auth', '', '')).toBe('/auth/login');
    expect(mapLegacyUrl('/id-check', '', '')).toBe('/');
    expect(mapLegacyUrl('/my-reports', '', '')).toBe('/portfolio/orders?type=pendingorders');
  });

  it('maps the old client links with their id', () => {
    expect(mapLegacyUrl('/client-info/abc-123', '', '')).toBe('/client/abc-123');
    expect(mapLegacyUrl('/summary/abc-123', '', '')).toBe('/client/summary/abc-123');
  });

  it('keeps the query of the old URL', () => {
    expect(mapLegacyUrl('/login/auth', '?goto=%2Finvoices', '')).toBe('/auth/login?goto=%2Finvoices');
    expect(mapLegacyUrl('/my-reports', '?page=2', '')).toBe('/portfolio/orders?type=pendingorders&page=2');
  });

  it("maps '#!' URLs to the current route", () => {
    expect(mapLegacyUrl('/', '', '#!/portfolio/orders')).toBe('/portfolio/orders');
    expect(mapLegacyUrl('/', '', '#!/search?q=acme')).toBe('/search?q=acme');
    expect(mapLegacyUrl('/', '', '#!portfolio/clients')).toBe('/portfolio/clients');
    expect(mapLegacyUrl('/', '', '#!/my-reports')).toBe('/portfolio/orders?type=pendingorders');
    expect(mapLegacyUrl('/', '', '#!/client-info/42')).toBe('/client/42');
    expect(mapLegacyUrl('/', '', '#!/..//evil.example')).toBe('/');
  });

  it('leaves current URLs alone', () => {
    expect(mapLegacyUrl('/portfolio/orders', '?type=completed', '')).toBeNull();
    expect(mapLegacyUrl('/', '', '#main')).toBeNull();
    expect(mapLegacyUrl('/summary', '', '')).toBeNull();
  });
});
