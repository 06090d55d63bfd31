// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse as json, useFetchStub } from '../../../shared/testing/fetch-stub';
import { MailboxProof } from './mailbox-proof';

describe('MailboxProof', () => {
  const fetchMock = useFetchStub();

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
