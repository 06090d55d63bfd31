// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import type { User } from '@taxlens/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, setCsrf, setStoredUser } from '../../shared/storage/local-store';
import { StartupFallback } from './startup-fallback';

const user = {
  id: 'u1',
  username: 'loan.officer',
  selectedLender: { id: 'l1', companyName: 'Acme Capital' },
} as unknown as User;

function showAt(path: string) {
  window.history.replaceState(null, '', path);
  render(
    <MantineProvider env="test">
      <StartupFallback />
    </MantineProvider>,
  );
}

describe('StartupFallback', () => {
  afterEach(() => {
    cleanup();
    clearSession();
  });

  it("greets the signed-in user's lender on the dashboard before any call, above the loading skeleton", () => {
    setCsrf('tok');
    setStoredUser(user);
    showAt('/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome, Acme Capital');
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
  });

  it('shows only the skeleton on other pages, and when nobody is signed in', () => {
    setCsrf('tok');
    setStoredUser(user);
    showAt('/client/c1');
    expect(screen.queryByRole('heading')).toBeNull();
    cleanup();
    clearSession();
    showAt('/');
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('status')).toBeTruthy();
  });
});
