// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ClientOrder } from '@taxlens/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../shared/testing/user-factory';
import { ClientOrdersTable } from './client-orders-table';

const order = (over: Partial<ClientOrder>): ClientOrder => ({
  id: 'o1',
  clientId: 'c1',
  businessName: 'Birch Bakery LLC',
  reportType: 'TAXLENS',
  delivery: 'NEXT_DAY',
  status: 'PENDING',
  recordOfAccount: false,
  taxReturnTranscripts: true,
  wageIncome: true,
  onDemand: false,
  formName: '8821.pdf',
  bundleOrderId: null,
  createdAt: '2026-11-20T15:00:00.000Z',
  dueAt: '2026-11-24T00:00:00.000Z',
  reportId: 'r1',
  reportStatus: 'PENDING',
  ...over,
});

function renderTable(answer: () => Response | Promise<Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answer()),
  );
  localStorage.setItem('csrf', 'token');
  localStorage.setItem('user', JSON.stringify(makeUser({ timeZone: 'America/Los_Angeles' })));
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <ClientOrdersTable clientId="c1" />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('ClientOrdersTable', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("lists each order with its due time in the user's zone and links a completed report's PDF only", async () => {
    const done = order({
      id: 'o2',
      status: 'COMPLETED',
      reportId: 'r2',
      reportStatus: 'COMPLETED',
      delivery: 'EXPRESS',
      wageIncome: false,
    });
    renderTable(
      () =>
        new Response(JSON.stringify({ orders: [done, order({})] }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const region = await screen.findByRole('region', { name: 'Orders' });
    const link = await within(region).findByRole('link', { name: 'Download report' });
    const rows = within(region).getAllByRole('row');
    expect(
      rows.map((r) =>
        within(r)
          .queryAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      [],
      [
        '11.20.2026',
        'TaxLens Report',
        'Express',
        'Tax Return Transcripts',
        'Completed',
        '11.23.2026 4:00 PM PST',
        'View reportDownload report',
      ],
      [
        '11.20.2026',
        'TaxLens Report',
        'Next Day',
        'Tax Return Transcripts, Wage and Income',
        'Pending',
        '11.23.2026 4:00 PM PST',
        '--',
      ],
    ]);
    expect(link.getAttribute('href')).toBe('/api/reports/r2/pdf');
    expect(within(region).getByRole('link', { name: 'View report' }).getAttribute('href')).toBe('/reports/r2');
    expect(within(region).queryByRole('columnheader', { name: 'Price' })).toBeNull();
  });

  it("shows each order's price only when the server sent prices (showprices)", async () => {
    const priced = order({ id: 'o3', priceCents: 133_45 });
    renderTable(
      () =>
        new Response(JSON.stringify({ orders: [priced] }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const region = await screen.findByRole('region', { name: 'Orders' });
    expect(await within(region).findByRole('columnheader', { name: 'Price' })).toBeTruthy();
    // The rows are drawn after the header, in slices (decision 306).
    expect(await within(region).findByRole('cell', { name: '$133.45' })).toBeTruthy();
  });

  it('says so when the client has no orders, and when they cannot be loaded', async () => {
    renderTable(
      () =>
        new Response(JSON.stringify({ orders: [] }), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    expect(await screen.findByText('No orders yet.')).toBeTruthy();
    cleanup();
    renderTable(
      () =>
        new Response(JSON.stringify({ messages: [{ key: 'X', value: 'down' }] }), {
          status: 500,
          headers: { 'content-type': 'application/json' },
        }),
    );
    expect(await screen.findByText('The orders could not be loaded.')).toBeTruthy();
  });
});
