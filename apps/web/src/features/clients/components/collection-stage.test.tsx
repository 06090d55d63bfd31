// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReportEvidence } from '@taxlens/contracts';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CollectionStage } from './collection-stage';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
const report = { id: 'r1', reportDate: '2026-11-29' };
const lienQuarter: ReportEvidence['periods'][number] = {
  form: '941',
  period: '2024Q3',
  stage: { name: 'lien_filed', label: 'Lien filed', reachedOn: '2026-02-01' },
  actBy: { levyPossibleFrom: null, lienFiledWithin45Days: null, csed: null },
  explanation: 'x',
  lines: [],
  entered: [],
};

/** The client page's card over a summary (`report` or null) and the report's evidence. */
function renderCard(summaryReport: typeof report | null, evidence: ReportEvidence) {
  const fetch = vi.fn(async (url: string) =>
    json(url.includes('/evidence') ? evidence : { client: {}, report: summaryReport }),
  );
  vi.stubGlobal('fetch', fetch);
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <CollectionStage clientId="c1" />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return fetch;
}

/** Lets the answers reach the component before asserting that it shows nothing. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('CollectionStage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows each period's stage and the date reached, from the latest completed report", async () => {
    renderCard(report, { periods: [lienQuarter], notReported: [] });
    expect(await screen.findByText('Form 941, 2024Q3: Lien filed since 02.01.2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the report' }).getAttribute('href')).toBe('/reports/r1');
  });

  it('shows nothing for a report typed by hand, and asks for no evidence without a completed report', async () => {
    const fetch = renderCard(report, { periods: [], notReported: [] });
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).includes('/evidence'))).toBe(true));
    await settle();
    expect(screen.queryByText('Collection stage')).toBeNull();
    cleanup();
    const none = renderCard(null, { periods: [lienQuarter], notReported: [] });
    await waitFor(() => expect(none).toHaveBeenCalled());
    await settle();
    expect(none.mock.calls.some(([url]) => String(url).includes('/evidence'))).toBe(false);
    expect(screen.queryByText('Collection stage')).toBeNull();
  });
});
