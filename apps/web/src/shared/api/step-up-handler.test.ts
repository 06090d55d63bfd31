// @vitest-environment happy-dom
import { STEP_UP_REQUIRED } from '@taxlens/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCsrf } from '../storage/local-store';
import { countWaitingCalls, settleStepUp } from '../step-up/step-up-store';
import { ApiError, apiFetch, setInterceptorNavigator } from './api-client';

const stepUpRequired = () =>
  new Response(JSON.stringify({ messages: [{ key: STEP_UP_REQUIRED, value: 'Please confirm it is you.' }] }), {
    status: 403,
    headers: { 'Content-Type': 'application/json' },
  });
const ok = () =>
  new Response(JSON.stringify({ done: true }), { status: 200, headers: { 'Content-Type': 'application/json' } });
// The dialog is opened through the store; the test plays the person by settling it.
const settleNextDialog = (confirmed: boolean) => setTimeout(() => settleStepUp(confirmed), 0);

describe('403 STEP_UP_REQUIRED in apiFetch', () => {
  const navigate = vi.fn();
  const fetchMock = vi.fn();
  beforeEach(() => {
    localStorage.clear();
    setCsrf('tok');
    navigate.mockReset();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    setInterceptorNavigator(navigate);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks the person, then retries the same call once', async () => {
    fetchMock.mockResolvedValueOnce(stepUpRequired()).mockResolvedValueOnce(ok());
    settleNextDialog(true);
    await expect(
      apiFetch('/api/lenders/1/ip-whitelist', { method: 'POST', json: { ipAddress: '10.0.0.1' } }),
    ).resolves.toEqual({ done: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(url).toBe('/api/lenders/1/ip-whitelist');
    expect(init.body).toBe(JSON.stringify({ ipAddress: '10.0.0.1' }));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('cancelled: the call fails with the key and nobody is signed out', async () => {
    fetchMock.mockResolvedValueOnce(stepUpRequired());
    settleNextDialog(false);
    const error = await apiFetch('/api/users/lenderadmin/1/reset-two-factor', { method: 'POST' }).catch(
      (e: unknown) => e,
    );
    expect((error as ApiError).key).toBe(STEP_UP_REQUIRED);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('asks once only: a second refusal after confirming is passed to the caller', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(stepUpRequired()));
    settleNextDialog(true);
    await expect(apiFetch('/api/myaccount/update', { method: 'POST', json: {} })).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('two calls refused together share one dialog', async () => {
    fetchMock
      .mockResolvedValueOnce(stepUpRequired())
      .mockResolvedValueOnce(stepUpRequired())
      .mockImplementation(() => Promise.resolve(ok()));
    const both = Promise.all([apiFetch('/api/a', { method: 'POST' }), apiFetch('/api/b', { method: 'POST' })]);
    await vi.waitFor(() => expect(countWaitingCalls()).toBe(2));
    settleStepUp(true);
    await expect(both).resolves.toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(countWaitingCalls()).toBe(0);
  });
});
