// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../shared/api/query-client';
import { getGoto, setCsrf, setStoredUser } from '../../shared/storage/local-store';
import { makeUser } from '../../shared/testing/user-factory';
import { createGuardLoader } from './guard-loader';
import { SIGNED_IN, STANDARD } from './guard-rules';

const run = (access = STANDARD, url = 'http://localhost/portfolio/orders?type=completed') =>
  createGuardLoader(access)({
    request: new Request(url),
    params: {},
    context: undefined,
  } as never) as Promise<Response | null>;

const eula = (pending: unknown[]) =>
  vi
    .fn()
    .mockResolvedValue(
      new Response(JSON.stringify({ pending }), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );

describe('createGuardLoader', () => {
  beforeEach(() => {
    localStorage.clear();
    queryClient.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('saves the requested URL and redirects a signed-out visitor to sign-in', async () => {
    const response = await run();
    expect(response?.headers.get('Location')).toBe('/auth/login');
    expect(getGoto()).toBe('/portfolio/orders?type=completed');
  });

  it('prefers the goto query as the saved target', async () => {
    await run(STANDARD, 'http://localhost/?goto=%2Finvoices');
    expect(getGoto()).toBe('/invoices');
  });

  it('checks the EULA once per session and redirects while notices are pending', async () => {
    setCsrf('tok');
    setStoredUser(makeUser());
    const fetchMock = eula([{ id: 'n1', title: 'Terms', body: '', createdAt: '' }]);
    vi.stubGlobal('fetch', fetchMock);
    expect((await run())?.headers.get('Location')).toBe('/auth/eula');
    expect((await run())?.headers.get('Location')).toBe('/auth/eula');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('lets a signed-in user with nothing pending through', async () => {
    setCsrf('tok');
    setStoredUser(makeUser());
    vi.stubGlobal('fetch', eula([]));
    expect(await run()).toBeNull();
  });

  it('throws a 403 naming the page when the user may not use it, keeping the URL (decision 170)', async () => {
    setCsrf('tok');
    setStoredUser(makeUser({ userAuthorities: ['ROLE_VIEWER'] }));
    vi.stubGlobal('fetch', eula([]));
    const invoices = { ...STANDARD, roles: ['ROLE_LENDERADMIN' as const] };
    const thrown: unknown = await createGuardLoader(
      invoices,
      'Invoices',
    )({ request: new Request('http://localhost/invoices'), params: {}, context: undefined } as never).then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toMatchObject({ init: { status: 403 }, data: { refusedPage: 'Invoices' } });
  });

  it('does not ask for notices on sign-in-only routes', async () => {
    setCsrf('tok');
    setStoredUser(makeUser());
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    expect(await run(SIGNED_IN, 'http://localhost/set-lender')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
