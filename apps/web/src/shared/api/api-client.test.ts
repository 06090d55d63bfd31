// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, decideInterceptorAction, setInterceptorNavigator, setSigningOut } from './api-client';
import { setCsrf, setStoredUser, getCsrf, getStoredUser } from '../storage/local-store';
import { makeUser } from '../testing/user-factory';

const body = (value: string, key = 'X') => ({ messages: [{ key, value }] });

describe('decideInterceptorAction', () => {
  it('logs out without a csrf token, except on the calls that run without one', () => {
    expect(decideInterceptorAction(400, '/api/clients/1', undefined, false)).toEqual({ type: 'logout' });
    for (const url of [
      '/api/logout',
      '/api/portal/login',
      '/api/myaccount/updatepassword/required',
      '/api/formdata/open',
      '/api/myaccount/portal/create/1',
    ]) {
      expect(decideInterceptorAction(400, url, undefined, false)).toEqual({ type: 'none' });
    }
  });

  it('sends a session with an open sign-in step to the page that completes it, instead of signing out', () => {
    expect(
      decideInterceptorAction(
        403,
        '/api/portfolio/clients',
        body('Set up two-factor authentication to continue.', 'F2A_ENROLMENT_REQUIRED'),
        true,
      ),
    ).toEqual({
      type: 'complete-sign-in',
      to: '/auth/two-factor',
    });
    expect(
      decideInterceptorAction(
        403,
        '/api/portfolio/clients',
        body('Please read and accept the pending notice to continue.', 'EULA_REQUIRED'),
        true,
      ),
    ).toEqual({
      type: 'complete-sign-in',
      to: '/auth/eula',
    });
    expect(
      decideInterceptorAction(
        403,
        '/api/myaccount/emailtotp/registration/1',
        body('First confirm your e-mail address.', 'MAILBOX_PROOF_REQUIRED'),
        true,
      ),
    ).toEqual({ type: 'none' });
    expect(decideInterceptorAction(403, '/api/portfolio/clients', body('Something else', 'OTHER'), true)).toEqual({
      type: 'logout',
    });
  });

  it("opens the major-error modal on 500 with the server's message", () => {
    expect(decideInterceptorAction(500, '/api/x', body('Database down'), true)).toEqual({
      type: 'major-error',
      message: 'Database down',
    });
    expect(decideInterceptorAction(500, '/api/x', undefined, true).type).toBe('major-error');
  });

  it("opens the major-error modal on 503 (database unreachable) with the server's message", () => {
    expect(decideInterceptorAction(503, '/api/x', body('The service is briefly unavailable.'), true)).toEqual({
      type: 'major-error',
      message: 'The service is briefly unavailable.',
    });
  });

  it('goes to the 404 page on 404', () => {
    expect(decideInterceptorAction(404, '/api/clients/1', body('Not found', 'NOT_FOUND'), true)).toEqual({
      type: 'not-found',
    });
  });

  it("goes to the 404 page on 403 'Access is denied'", () => {
    expect(
      decideInterceptorAction(403, '/api/invoice/dashboard', body('Access is denied', 'ACCESS_DENIED'), true),
    ).toEqual({
      type: 'not-found',
    });
  });

  it('clears csrf and user on a 403 from login or logout', () => {
    expect(decideInterceptorAction(403, '/api/portal/login', body('Forbidden'), true)).toEqual({
      type: 'clear-session',
    });
    expect(decideInterceptorAction(403, '/api/portal/login?second_pass=true', body('Forbidden'), true)).toEqual({
      type: 'clear-session',
    });
    expect(decideInterceptorAction(403, '/api/logout', body('Forbidden'), true)).toEqual({ type: 'clear-session' });
  });

  it('logs out on any other 403 (e.g. a bad csrf token)', () => {
    expect(
      decideInterceptorAction(403, '/api/clients', body('Invalid CSRF token', 'INVALID_CSRF_TOKEN'), true),
    ).toEqual({
      type: 'logout',
    });
  });

  it('logs out on a 401 from anything but login (and logout, which would loop)', () => {
    expect(decideInterceptorAction(401, '/api/myaccount/get', body('Unauthenticated'), true)).toEqual({
      type: 'logout',
    });
    expect(decideInterceptorAction(401, '/api/portal/login', body('Bad credentials'), true)).toEqual({ type: 'none' });
    expect(decideInterceptorAction(401, '/api/logout', body('Unauthenticated'), true)).toEqual({ type: 'none' });
  });

  it('leaves other failures to the caller', () => {
    expect(decideInterceptorAction(400, '/api/clients', body('Bad input'), true)).toEqual({ type: 'none' });
    expect(decideInterceptorAction(429, '/api/portal/login', body('Too many'), false)).toEqual({ type: 'none' });
  });
});

describe('apiFetch', () => {
  const navigate = vi.fn();
  const fetchMock = vi.fn();

  beforeEach(() => {
    localStorage.clear();
    navigate.mockReset();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    setInterceptorNavigator(navigate);
  });
  afterEach(() => vi.unstubAllGlobals());

  const answer = (status: number, payload?: unknown) =>
    new Response(payload === undefined ? null : JSON.stringify(payload), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });

  it('sends cookies and the stored csrf token', async () => {
    setCsrf('tok');
    fetchMock.mockResolvedValue(answer(200, { ok: true }));
    await expect(apiFetch('/api/x')).resolves.toEqual({ ok: true });
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.credentials).toBe('same-origin');
    expect((init.headers as Record<string, string>)['X-CSRF-TOKEN']).toBe('tok');
  });

  it('omits the csrf header when asked (login)', async () => {
    setCsrf('tok');
    fetchMock.mockResolvedValue(answer(200, {}));
    await apiFetch('/api/portal/login', { csrf: false });
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect((init.headers as Record<string, string>)['X-CSRF-TOKEN']).toBeUndefined();
  });

  it('throws an ApiError with the messages and applies the rule', async () => {
    setCsrf('tok');
    fetchMock.mockResolvedValue(answer(401, body('Session expired', 'UNAUTHENTICATED')));
    const error = await apiFetch('/api/myaccount/get').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).key).toBe('UNAUTHENTICATED');
    expect(navigate).toHaveBeenCalledWith('/auth/logout');
  });

  it('does not start a second sign-out while one is under way, and does again after a new sign-in', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(answer(401, body('Session expired', 'UNAUTHENTICATED'))));
    setSigningOut(true);
    await apiFetch('/api/dashboard/portfolio').catch(() => undefined);
    expect(navigate).not.toHaveBeenCalled();
    setSigningOut(false);
    setCsrf('tok');
    await apiFetch('/api/dashboard/portfolio').catch(() => undefined);
    expect(navigate).toHaveBeenCalledWith('/auth/logout');
  });

  it('does not act on statuses the caller handles', async () => {
    setCsrf('tok');
    fetchMock.mockResolvedValue(answer(404, body('No lender selected', 'NOT_FOUND')));
    await expect(apiFetch('/api/lenders/selected', { handledStatuses: [404] })).rejects.toBeInstanceOf(ApiError);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('clears the stored session on a 403 from login', async () => {
    setCsrf('tok');
    setStoredUser(makeUser());
    fetchMock.mockResolvedValue(answer(403, body('Forbidden')));
    await expect(apiFetch('/api/portal/login', { csrf: false })).rejects.toBeInstanceOf(ApiError);
    expect(getCsrf()).toBeNull();
    expect(getStoredUser()).toBeNull();
  });

  it('passes network failures on untouched', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiFetch('/api/x')).rejects.toBeInstanceOf(TypeError);
    expect(navigate).not.toHaveBeenCalled();
  });
});
