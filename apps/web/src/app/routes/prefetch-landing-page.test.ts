// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@taxlens/contracts';
import { makeLender, makeUser } from '../../shared/testing/user-factory';
import { prefetchLandingPage } from './prefetch-landing-page';

/** The API calls a landing on `pathname` starts before the page's code has loaded. */
function callsFor(pathname: string, user: User = makeUser({ selectedLender: makeLender() })): string[] {
  const fetchMock = vi.fn(
    async (_url: string) => new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  prefetchLandingPage(new QueryClient(), user, pathname);
  return fetchMock.mock.calls.map(([url]) => String(url).replace(/\?.*$/, '')).filter((url) => url.startsWith('/api/'));
}

describe('prefetchLandingPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the dashboard's figures when the visit opens the dashboard", () => {
    expect(callsFor('/')).toEqual(
      expect.arrayContaining(['/api/dashboard/portfolio', '/api/dashboard/reports/summary']),
    );
  });

  it("asks for the order form's data when the visit opens Place Order, single or on-demand", () => {
    expect(callsFor('/place-order/c-42')).toEqual(['/api/formdata/c-42/place-order']);
    expect(callsFor('/place-order/on-demand/c-43')).toEqual(['/api/formdata/c-43/place-order']);
  });

  it('asks for nothing on a page the user may not open: its 403 would send the visit to Page Not Found', () => {
    const viewer = makeUser({ userAuthorities: ['ROLE_VIEWER'] });
    expect(callsFor('/place-order/c-42', viewer)).toEqual([]);
    expect(callsFor('/', viewer)).toEqual(expect.arrayContaining(['/api/dashboard/portfolio']));
  });

  it('asks for nothing on another page: its own code asks when it loads', () => {
    expect(callsFor('/portfolio/clients')).toEqual([]);
    expect(callsFor('/place-order')).toEqual([]);
  });
});
