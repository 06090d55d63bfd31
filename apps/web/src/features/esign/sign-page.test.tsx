// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { SigningView } from '@taxlens/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignPage } from './sign-page';

const TOKEN = 'T'.repeat(43);
const json = (status: number, payload: unknown) =>
  new Response(payload === null ? null : JSON.stringify(payload), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
const address = { line1: '7 Alder Way', line2: null, city: 'Dayton', state: 'OH', zip: '45402' };
const view = (over: Partial<SigningView>): SigningView => ({
  lenderName: 'Acme Capital',
  lenderLogo: false,
  signerName: 'Lee Privy',
  signerTitle: null,
  status: 'OPENED',
  expiresAt: '2026-06-01T00:00:00.000Z',
  identityChecked: false,
  identityLevel: 'KNOWN_BORROWER',
  identityProofReceived: false,
  identityImageRetentionDays: 30,
  taxIdKind: 'SSN',
  form: {
    revision: 'Rev. January 2021',
    taxpayer: { name: 'Lee Privy', taxIdKind: 'SSN', taxId: '***-**-****', address, phone: null },
    designees: [],
    matters: [],
  },
  formSha256: null,
  ...over,
});

/** The signing page against a fake server: `answers` maps "METHOD path-suffix" to the answers in turn. */
function renderPage(answers: Record<string, Response[]>) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const suffix = url.replace(`/api/sign/${TOKEN}`, '') || '/';
      const queue = answers[`${init?.method ?? 'GET'} ${suffix}`];
      const next = queue && (queue.length > 1 ? queue.shift() : queue[0]?.clone());
      return Promise.resolve(next ?? json(404, { messages: [{ value: 'Not found' }] }));
    }),
  );
  const router = createMemoryRouter([{ path: '/sign/:token', element: <SignPage /> }], {
    initialEntries: [`/sign/${TOKEN}`],
  });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

async function confirmIdentity() {
  fireEvent.change(await screen.findByLabelText(/Last 4 digits of the SSN/), { target: { value: '9164' } });
  fireEvent.change(screen.getByLabelText(/One-time code/), { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
}

describe('the signing page', () => {
  // Each step is a chunk of its own (decision 308): its module is transformed once here, so that a
  // step's first appearance is not held to the queries' timeout by the test runner's transform.
  beforeAll(async () => {
    await Promise.all([
      import('./components/identity-step'),
      import('./components/proof-step'),
      import('./components/sign-step'),
      import('./components/decline-form'),
    ]);
  });
  beforeEach(() => {
    vi.stubGlobal('scrollTo', vi.fn());
    // The PDF frame is not loaded: no server stands behind the fake fetch.
    (
      window as unknown as { happyDOM: { settings: { disableIframePageLoading: boolean } } }
    ).happyDOM.settings.disableIframePageLoading = true;
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offers no PDF before the check; after it, focus is on the signing step and the step is announced', async () => {
    const checked = view({
      status: 'IDENTITY_CHECKED',
      identityChecked: true,
      formSha256: 'ab'.repeat(32),
      form: { ...view({}).form, taxpayer: { ...view({}).form.taxpayer, taxId: '***-**-9164' } },
    });
    renderPage({ 'GET /': [json(200, view({})), json(200, checked)], 'POST /identity': [json(204, null)] });
    expect(await screen.findByText(/opens here once you confirm it is you/)).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
    await confirmIdentity();
    const heading = await screen.findByRole('heading', { name: '2. Complete and sign' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText('Identity confirmed. Next: complete and sign the form.')).toBeTruthy();
    expect(document.querySelector('iframe')?.getAttribute('src')).toBe(`/api/sign/${TOKEN}/form`);
    expect(screen.getByText(/line 5 of the form/)).toBeTruthy();
  });

  it('on a phone, offers the form as a link only: no PDF frame inside the page (decision 350)', async () => {
    const phone = (query: string) =>
      ({ matches: /max-width/.test(query), media: query, addEventListener() {}, removeEventListener() {} }) as never;
    vi.spyOn(window, 'matchMedia').mockImplementation(phone);
    renderPage({ 'GET /': [json(200, view({ status: 'IDENTITY_CHECKED', identityChecked: true }))] });
    const link = await screen.findByRole('link', { name: 'Open the form as a PDF' });
    expect(link.getAttribute('href')).toBe(`/api/sign/${TOKEN}/form`);
    expect(document.querySelector('iframe')).toBeNull();
    vi.restoreAllMocks();
  });

  it('offers Decline no more once signed here, and focus moves to the result', async () => {
    const checked = view({ status: 'IDENTITY_CHECKED', identityChecked: true, formSha256: 'ab'.repeat(32) });
    renderPage({
      'GET /': [json(200, checked)],
      'POST /sign': [json(200, { downloadUrl: `/api/sign/${TOKEN}/signed/x`, downloadExpiresAt: '2026-05-04' })],
    });
    expect(await screen.findByRole('button', { name: 'Decline to sign' })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'I consent to sign electronically' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign Form 8821' }));
    const done = await screen.findByRole('heading', { name: 'Signed. Thank you.' });
    expect(screen.queryByRole('button', { name: 'Decline to sign' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(done));
  });

  it('after the check that locks the request, Confirm and Decline are gone without a reload', async () => {
    renderPage({
      'GET /': [json(200, view({})), json(200, view({ status: 'LOCKED' }))],
      'POST /identity': [
        json(423, { messages: [{ key: 'SIGNATURE_REQUEST_LOCKED', value: 'This request is locked.' }] }),
      ],
    });
    await confirmIdentity();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Decline to sign' })).toBeNull();
    const notice = document.getElementById('request-ended');
    expect(notice?.textContent).toMatch(/locked after too many failed checks/);
    await waitFor(() => expect(document.activeElement).toBe(notice));
  });
});
