// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCsrf, getStoredUser, setCsrf, setGoto, setStoredUser } from '../../../shared/storage/local-store';
import { makeLender, makeUser } from '../../../shared/testing/user-factory';
import { logoutLoader } from './logout-loader';

const ok = () =>
  vi.fn().mockResolvedValue(new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } }));

describe('logoutLoader', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('ends the session and sends a single-sign-on user to /auth/sso-logout with the registration', async () => {
    const fetchMock = ok();
    vi.stubGlobal('fetch', fetchMock);
    setCsrf('token');
    setGoto('/invoices');
    setStoredUser({ ...makeUser(), selectedLender: makeLender({ sso: true, registrationId: 'delta-federal' }) });
    const response = await logoutLoader();
    expect(fetchMock).toHaveBeenCalledWith('/api/logout', expect.anything());
    expect(response.headers.get('Location')).toBe('/auth/sso-logout?registrationId=delta-federal');
    expect([getCsrf(), getStoredUser()]).toEqual([null, null]);
  });

  it('sends everyone else to sign-in, even when the call fails', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    setCsrf('token');
    setStoredUser({ ...makeUser(), selectedLender: makeLender({ sso: false }) });
    expect((await logoutLoader()).headers.get('Location')).toBe('/auth/login');
    expect(getCsrf()).toBeNull();
  });
});
