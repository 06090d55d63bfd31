// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { STEP_UP_FAILED } from '@taxlens/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setInterceptorNavigator } from '../../shared/api/api-client';
import { setCsrf } from '../../shared/storage/local-store';
import { requestStepUp, settleStepUp } from '../../shared/step-up/step-up-store';
import { ConfirmIdentityModal } from './confirm-identity-modal';
import { jsonResponse as json } from '../../shared/testing/fetch-stub';

const OPTIONS = { password: true, f2aType: 'AUTHENTICATOR_APP', ssoUrl: null };

describe('ConfirmIdentityModal', () => {
  const fetchMock = vi.fn();
  const navigate = vi.fn();
  beforeEach(() => {
    setCsrf('tok');
    fetchMock.mockReset();
    navigate.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    setInterceptorNavigator(navigate);
  });
  afterEach(() => {
    settleStepUp(false);
    cleanup();
    vi.unstubAllGlobals();
  });

  const renderModal = () =>
    render(
      <MantineProvider env="test">
        <ConfirmIdentityModal />
      </MantineProvider>,
    );

  it('confirms with the password (the form submits on Enter) and lets the waiting call go on', async () => {
    fetchMock.mockImplementation((url: string, init: RequestInit) =>
      Promise.resolve(init.method === 'POST' ? json(200, { provenUntil: '2026-11-25T10:05:00Z' }) : json(200, OPTIONS)),
    );
    const confirmed = requestStepUp();
    renderModal();
    const input = await screen.findByLabelText(/Current password/);
    fireEvent.change(input, { target: { value: 'Secret-123!' } });
    fireEvent.submit(input.closest('form')!);
    await expect(confirmed).resolves.toBe(true);
    const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(url).toBe('/api/myaccount/step-up');
    expect(init.body).toBe(JSON.stringify({ password: 'Secret-123!' }));
  });

  it('shows a wrong password in an alert, stays open and signs nobody out', async () => {
    fetchMock.mockImplementation((url: string, init: RequestInit) =>
      Promise.resolve(
        init.method === 'POST'
          ? json(403, { messages: [{ key: STEP_UP_FAILED, value: 'The password is not correct.' }] })
          : json(200, OPTIONS),
      ),
    );
    void requestStepUp();
    renderModal();
    const input = await screen.findByLabelText(/Current password/);
    fireEvent.change(input, { target: { value: 'wrong' } });
    fireEvent.submit(input.closest('form')!);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'The password is not correct.');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('Escape cancels: the waiting call is told no', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(200, OPTIONS)));
    const confirmed = requestStepUp();
    renderModal();
    await screen.findByLabelText(/Current password/);
    fireEvent.keyDown(window, { key: 'Escape' });
    await expect(confirmed).resolves.toBe(false);
  });

  it('offers a code of the authenticator app instead of the password', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(200, OPTIONS)));
    void requestStepUp();
    renderModal();
    fireEvent.click(await screen.findByText(/Use a code from your two-factor method instead/));
    await waitFor(() => expect(screen.getByLabelText(/Code from your authenticator app/)).toBeTruthy());
  });
});
