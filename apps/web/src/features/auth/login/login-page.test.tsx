// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from './login-page';
import { jsonResponse as json } from '../../../shared/testing/fetch-stub';

// A chunk's first import in the test runner transforms its modules: on a loaded machine that takes seconds.
const CHUNK = { timeout: 5000 };

/** The sign-in page against a fake server that asks for the e-mailed code on every sign-in. */
function renderPage() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.startsWith('/api/portal/login')
        ? json(401, { messages: [{ key: 'MISSING_F2A_TOKEN', value: 'Code required', f2aType: 'EMAIL_TOTP' }] })
        : json(200, {}),
    ),
  );
  const router = createMemoryRouter([{ path: '/auth/login', element: <LoginPage /> }], {
    initialEntries: ['/auth/login'],
  });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

// The forgot and second-factor forms are chunks of their own (decision 314): each shows once its code arrives.
describe('LoginPage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the forgot-password form on its button', async () => {
    renderPage();
    // The click suspends the page until the form's chunk has arrived: React wants that act awaited.
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' })));
    expect(await screen.findByRole('button', { name: 'Send Reset Link' }, CHUNK)).toBeTruthy();
  });

  it("shows the code form with its method's prompt when the server asks for a second factor", async () => {
    renderPage();
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'lee' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByLabelText(/Verification code/, {}, CHUNK)).toBeTruthy();
    expect(screen.getByText('Enter the 6-digit code we sent to your e-mail.')).toBeTruthy();
  });
});
