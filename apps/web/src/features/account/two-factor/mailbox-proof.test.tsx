// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCsrf } from '../../../shared/storage/local-store';
import { MailboxProof } from './mailbox-proof';

const json = (status: number, payload: unknown) =>
  new Response(JSON.stringify(payload), { status, headers: { 'Content-Type': 'application/json' } });

describe('MailboxProof', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    setCsrf('tok');
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says what a setup code is, then sends the typed code', async () => {
    fetchMock.mockImplementation((url: string) =>
      Promise.resolve(url.endsWith('/verify') ? json(200, {}) : json(200, { sentTo: 'l***@bank.example' })),
    );
    const onProven = vi.fn();
    render(
      <MantineProvider env="test">
        <MailboxProof email="lee@bank.example" onProven={onProven} />
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send Setup Code' }));
    const input = await screen.findByLabelText(/Setup Code/);
    fireEvent.change(input, { target: { value: '12a' } });
    fireEvent.submit(input.closest('form')!);
    expect(await screen.findByText('Enter the 6-digit code from the e-mail.')).toBeTruthy();
    fireEvent.change(input, { target: { value: '123456' } });
    fireEvent.submit(input.closest('form')!);
    await waitFor(() => expect(onProven).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit];
    expect(url).toMatch(/mailbox-proof\/verify$/);
    expect(init.body).toBe(JSON.stringify({ code: '123456' }));
  });
});
