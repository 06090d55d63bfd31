// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { SignInEvent } from '@taxlens/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../shared/testing/user-factory';
import { SignInHistory } from './sign-in-history';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderHistory(answer: () => Response | Promise<Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answer()),
  );
  localStorage.setItem('csrf', 'token');
  localStorage.setItem('user', JSON.stringify(makeUser({ timeZone: 'America/New_York' })));
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SignInHistory />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('SignInHistory', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("lists each event with its time in the user's zone, address, method and result", async () => {
    const events: SignInEvent[] = [
      {
        at: '2026-11-25T00:12:00.000Z',
        ip: '203.0.113.5',
        method: 'Password and e-mail code',
        result: 'SUCCEEDED',
        reason: null,
      },
      {
        at: '2026-11-24T15:00:00.000Z',
        ip: '198.51.100.7',
        method: 'Password',
        result: 'FAILED',
        reason: 'Wrong password',
      },
    ];
    renderHistory(() => json(events));
    const table = await screen.findByRole('table', { name: 'Sign-in history' });
    await within(table).findByText('203.0.113.5');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['11.24.2026 7:12 PM EST', '203.0.113.5', 'Password and e-mail code', 'Signed in'],
      ['11.24.2026 10:00 AM EST', '198.51.100.7', 'Password', 'Failed: Wrong password'],
    ]);
  });

  it('says so when there is nothing yet', async () => {
    renderHistory(() => json([]));
    expect(await screen.findByText('No sign-ins recorded yet.')).toBeTruthy();
  });

  it('shows an error when the history cannot be loaded', async () => {
    renderHistory(() => json({ messages: [{ key: 'INTERNAL_ERROR', value: 'x' }] }, 500));
    expect(await screen.findByText('The sign-in history could not be loaded.')).toBeTruthy();
  });

  it('shows skeleton rows while loading', () => {
    renderHistory(() => new Promise<Response>(() => undefined));
    expect(screen.getByRole('table', { name: 'Sign-in history' }).querySelector('[aria-busy="true"]')).toBeTruthy();
  });
});
