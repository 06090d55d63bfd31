// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import type { User } from '@taxlens/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse as json, useFetchStub } from '../../../shared/testing/fetch-stub';
import { makeUser } from '../../../shared/testing/user-factory';
import { TwoFactorForm } from './two-factor-form';

function renderForm(user: User) {
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <TwoFactorForm user={user} onStateChange={() => undefined} onVerified={() => undefined} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const REGISTRATION = { secret: 'JBSWY3DPEHPK3PXP', issuer: 'TaxLens', accountName: 'pat' };

describe('TwoFactorForm: the authenticator app', () => {
  const fetchMock = useFetchStub();

  it('of a user who has it set up: opening the form starts no new setup; one starts on request', async () => {
    fetchMock.mockResolvedValue(json(200, REGISTRATION));
    renderForm(makeUser({ f2aType: 'AUTHENTICATOR_APP' }));
    expect(screen.getByText(/Your authenticator app is set up/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Set up a new authenticator' }));
    expect(await screen.findByTestId('authenticator-secret')).toBeTruthy();
    expect(fetchMock.mock.calls[0]![0]).toMatch(/authenticator\/registration\/user-1$/);
  });

  it('chosen by a user of another method: its QR code and boxes at once', async () => {
    fetchMock.mockResolvedValue(json(200, REGISTRATION));
    renderForm(makeUser({ f2aType: 'EMAIL_TOTP' }));
    fireEvent.change(screen.getByRole('combobox', { name: /Choose Two-Factor Authentication method/ }), {
      target: { value: 'AUTHENTICATOR_APP' },
    });
    expect(await screen.findByTestId('authenticator-secret')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Verify Authenticator' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Set up a new authenticator' })).toBeNull();
  });
});
