// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCsrf } from '../../../shared/storage/local-store';
import { DeliveryLog } from './delivery-log';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('DeliveryLog: replay failed messages since a time', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sends the chosen local time as an ISO time when its form is submitted (Enter or the button)', async () => {
    const fetchMock = vi.fn(async (url: string) => json(url.endsWith('/replay') ? { replayed: 2 } : []));
    vi.stubGlobal('fetch', fetchMock);
    setCsrf('tok');
    render(
      <MantineProvider env="test">
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <DeliveryLog endpointId="e1" />
        </QueryClientProvider>
      </MantineProvider>,
    );
    const since = await screen.findByLabelText('Replay failed messages since');
    expect(screen.getByRole('button', { name: 'Replay failed' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(since, { target: { value: '2026-11-29T09:30' } });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Replay failed' }).hasAttribute('disabled')).toBe(false),
    );
    fireEvent.submit(since.closest('form')!);

    expect(await screen.findByText('2 failed messages will be sent again.')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls.find(([u]) => u.endsWith('/replay')) as unknown as [string, RequestInit];
    expect(url).toMatch(/\/api\/webhooks\/endpoints\/e1\/replay$/);
    expect(JSON.parse(init.body as string)).toEqual({ since: new Date('2026-11-29T09:30').toISOString() });
  });
});
