// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DeclineForm } from './decline-form';

const TOKEN = 'T'.repeat(43);

describe('DeclineForm', () => {
  // Mantine's autosize text area listens to document.fonts, which happy-dom does not have.
  beforeAll(() => {
    if (!('fonts' in document))
      Object.defineProperty(document, 'fonts', {
        configurable: true,
        value: { addEventListener: () => undefined, removeEventListener: () => undefined },
      });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offers Decline only with a reason, and sends the reason trimmed', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetchMock);
    render(
      <MantineProvider env="test">
        <QueryClientProvider client={new QueryClient()}>
          <DeclineForm token={TOKEN} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    const decline = screen.getByRole('button', { name: 'Decline to sign' });
    const reason = screen.getByLabelText(/Reason for declining/);
    fireEvent.change(reason, { target: { value: '   ' } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(decline).toHaveProperty('disabled', true);
    fireEvent.change(reason, { target: { value: ' Not my business ' } });
    await waitFor(() => expect(decline).toHaveProperty('disabled', false));
    fireEvent.submit(reason.closest('form')!);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`/api/sign/${TOKEN}/decline`);
    expect(init.body).toBe(JSON.stringify({ reason: 'Not my business' }));
  });
});
