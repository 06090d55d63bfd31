// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ClientDetail } from '@taxlens/contracts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Form8821Card } from './form-8821-card';

const CHECK_ID = '0b5f3a4c-1d2e-4f60-8a7b-9c0d1e2f3a4b';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const client = {
  id: 'c1',
  businessName: 'Blue Heron Dental PC',
  clientType: 'corp',
  form8821: null,
  permissions: { edit: true, revealTaxId: true, assignDesignee: false },
} as unknown as ClientDetail;

describe('Form8821Card (decision 285)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("checks a chosen form with Place Order's pre-check and panel; it advises and the upload stays possible", async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url === '/api/form-checks/client/c1'
        ? json({ id: CHECK_ID, status: 'queued' }, 202)
        : json({
            id: CHECK_ID,
            clientId: 'c1',
            orderId: null,
            fileName: '8821.pdf',
            status: 'done',
            failureReason: null,
            verdict: 'likely_rejection',
            codes: ['INCORRECT_ORG_TYPE'],
            findings: [
              {
                code: 'INCORRECT_ORG_TYPE',
                verdict: 'likely_rejection',
                sentence: 'Line 3 asks for Form 1120, which this client does not file (it files 1120S).',
                page: 1,
                box: { page: 1, x: 36, y: 384, w: 540, h: 24 },
              },
            ],
            fields: null,
            readBy: 'fields',
            pages: [],
            createdAt: '2026-03-02T15:00:00.000Z',
            finishedAt: '2026-03-02T15:00:01.000Z',
          }),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(
      <MantineProvider env="test">
        <QueryClientProvider client={new QueryClient()}>
          <Form8821Card client={client} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(['%PDF-1.7 form'], '8821.pdf', { type: 'application/pdf' })] },
    });
    await screen.findByText('Likely rejection', {}, { timeout: 3000 });
    expect(screen.getByText(/which this client does not file/)).toBeTruthy();
    // No order here: no product is sent, and no "Send it anyway" nor e-signature from this panel.
    const [, start] = fetchMock.mock.calls.find(([u]) => u === '/api/form-checks/client/c1') as unknown as [
      string,
      RequestInit,
    ];
    expect((start.body as FormData).get('product')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send it anyway' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send for e-signature' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Replace the form' }));
    expect(screen.queryByText('Likely rejection')).toBeNull();
  });
});
