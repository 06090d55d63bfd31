// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@taxlens/contracts';
import { usePlaceOrderFormData } from '../../features/orders/api/get-place-order-form-data';
import { makeLender, makeUser } from '../../shared/testing/user-factory';
import { prefetchLandingPage } from './prefetch-landing-page';

/** The API calls a landing on `pathname` starts before the page's code has loaded (the mock records them). */
function land(pathname: string, user: User = makeUser({ selectedLender: makeLender() }), body = '{}') {
  const fetchMock = vi.fn(
    async (_url: string) => new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  window.history.replaceState(null, '', pathname);
  prefetchLandingPage(new QueryClient(), user, pathname);
  return () =>
    fetchMock.mock.calls.map(([url]) => String(url).replace(/\?.*$/, '')).filter((url) => url.startsWith('/api/'));
}

/** The calls started at once, in the same task. */
const callsFor = (pathname: string, user?: User) => land(pathname, user)();

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

  it('Place Order opened from a link uses the answer asked for at start: its form data is asked for once', async () => {
    const queryClient = new QueryClient();
    const fetchMock = vi.fn(
      async (_url: string) =>
        new Response('{"clientType":"C Corporation"}', { headers: { 'Content-Type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    prefetchLandingPage(queryClient, makeUser({ selectedLender: makeLender() }), '/place-order/c-42');
    await waitFor(() => expect(queryClient.getQueryState(['place-order-form-data', 'c-42'])?.status).toBe('success'));
    // The page's code arrives after the answer, and the page mounts.
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client: queryClient }, children);
    const page = renderHook(() => usePlaceOrderFormData('c-42'), { wrapper });
    await waitFor(() => expect(page.result.current.data).toEqual({ clientType: 'C Corporation' }));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/place-order'))).toHaveLength(1);
  });

  it("asks for a work page's list beside its code (decision 306), and nothing on one the user may not open", async () => {
    const calls = land('/portfolio/incomplete-auth');
    // The list's call waits for the page-data module, whose first import is transformed on the spot: seconds
    // on a busy machine, so the wait is long (it ends as soon as the call is made).
    await vi.waitFor(() => expect(calls()).toEqual(['/api/portfolio/incomplete-auth']), { timeout: 15_000 });
    // A refused page's 403 would send the visit to Page Not Found before its guard says Access Denied.
    const unmonitored = makeUser({ selectedLender: makeLender({ monitorType: 'None' }) });
    expect(callsFor('/portfolio/incomplete-auth', unmonitored)).toEqual([]);
    const viewer = makeUser({ userAuthorities: ['ROLE_VIEWER'] });
    expect(callsFor('/place-order/c-42', viewer)).toEqual([]);
    expect(callsFor('/', viewer)).toEqual(expect.arrayContaining(['/api/dashboard/portfolio']));
  }, 20_000);

  it("asks for the client page's calls at start, the client's first (decision 317)", async () => {
    // Every answer one the client page's calls accept (the orders' call reads its `orders`).
    const calls = land('/client/c-42', undefined, '{"orders":[]}');
    await vi.waitFor(() => expect(calls()).toHaveLength(6), { timeout: 15_000 });
    expect(calls()).toEqual([
      '/api/clients/c-42',
      '/api/orders/client/c-42',
      '/api/neoclients/reports/c-42',
      '/api/clients/c-42/summary',
      '/api/clients/c-42/liability-history',
      '/api/clients/c-42/signature-requests',
    ]);
    expect(callsFor('/client/create')).toEqual([]);
    expect(callsFor('/client/summary/c-42')).toEqual([]);
  }, 20_000);

  it('asks for nothing on another page: its own code asks when it loads', () => {
    expect(callsFor('/invoices')).toEqual([]);
    expect(callsFor('/place-order')).toEqual([]);
  });

  it("sets up the reader's date formatting while a page that shows dates waits for its data, not on the dashboard (decision 330); for a US zone, nowhere (decision 339)", async () => {
    // Fresh modules: the idle queue of the tests before may still wait for happy-dom's idle callback.
    vi.resetModules();
    const fresh = await import('./prefetch-landing-page');
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    const made: (string | undefined)[] = [];
    const Real = Intl.DateTimeFormat;
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
      locale?: string,
      options?: Intl.DateTimeFormatOptions,
    ) {
      made.push(options?.timeZone);
      return new Real(locale, options);
    } as unknown as typeof Intl.DateTimeFormat);
    const runIdleWork = () => {
      while (idle.length) idle.shift()!();
    };
    try {
      let reader = makeUser({ selectedLender: makeLender(), timeZone: 'Europe/Berlin' });
      const landOn = (pathname: string) => {
        vi.stubGlobal(
          'fetch',
          vi.fn(async () => new Response('{}')),
        );
        fresh.prefetchLandingPage(new QueryClient(), reader, pathname);
      };
      landOn('/');
      runIdleWork();
      expect(made).toEqual([]);
      for (const page of ['/client/c-42', '/place-order/c-42', '/portfolio/orders']) {
        landOn(page);
        // Nothing in the landing's own task: the formatter waits for an idle moment.
        expect(made).toEqual([]);
        runIdleWork();
        expect(made).toEqual(['Europe/Berlin']);
        made.length = 0;
      }
      // A US zone's times are shown by its own rules: no formatter to set up.
      reader = makeUser({ selectedLender: makeLender(), timeZone: 'America/Chicago' });
      for (const page of ['/client/c-42', '/place-order/c-42', '/portfolio/orders']) {
        landOn(page);
        runIdleWork();
        expect(made).toEqual([]);
      }
    } finally {
      vi.restoreAllMocks();
    }
  });
});
