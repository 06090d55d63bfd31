// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { PlaceOrderFormData } from '@taxlens/contracts';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderForm } from './order-form';

const data: PlaceOrderFormData = {
  client: {
    id: 'c1',
    businessName: 'Birch Bakery LLC',
    clientType: 'llc',
    clientTypeLabel: 'LLC',
    pendingOrder: null,
    signingContact: null,
    openSignatureRequest: null,
  },
  clientType: 'LLC',
  onDemand: false,
  reportTypes: [{ code: 'TAXLENS', label: 'TaxLens Report' }],
  deliveryMap: {
    TAXLENS: [
      {
        delivery: 'NEXT_DAY',
        description: 'by 7 PM ET the following business day',
        productIdentifier: 'TAXLENS:NEXT_DAY',
        label: 'Next Day',
        addOns: { trtFrequency: 'SELECTED', roaFrequency: 'SELECTED', wiFrequency: 'NEVER' },
      },
    ],
  },
  canOrderExpress: false,
  canOrderSameDay: false,
  serviceLevels: [],
  pendingOrder: null,
  orderPlacers: null,
  bundleClients: [],
  formOnFile: null,
};

function renderForm(formData = data) {
  const router = createMemoryRouter([{ path: '/', element: <OrderForm data={formData} mode="forms" /> }]);
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const CHECK_ID = '0b5f3a4c-1d2e-4f60-8a7b-9c0d1e2f3a4b';
/** The pre-check's calls (decision 274): started at once, then done with `verdict`. */
function checkAnswer(url: string, verdict: 'ready' | 'likely_rejection') {
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  if (url.startsWith('/api/form-checks/client/')) return json({ id: CHECK_ID, status: 'queued' }, 202);
  const findings =
    verdict === 'ready'
      ? []
      : [
          {
            code: 'SECTION_4_CHECKED',
            verdict: 'likely_rejection',
            sentence: 'Line 4 is checked: the IRS will not record this authorization on the CAF.',
            page: 1,
            box: { page: 1, x: 560, y: 300, w: 8, h: 8 },
          },
        ];
  return json({
    id: CHECK_ID,
    clientId: 'c1',
    orderId: null,
    fileName: '8821.pdf',
    status: 'done',
    failureReason: null,
    verdict,
    codes: findings.map((f) => f.code),
    findings,
    fields: null,
    readBy: 'fields',
    pages: [{ page: 1, width: 850, height: 1100, scale: 100 / 72 }],
    createdAt: '2026-03-02T15:00:00.000Z',
    finishedAt: '2026-03-02T15:00:01.000Z',
  });
}

describe('OrderForm', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('auto-selects the only report type and delivery, and shows the server errors as red banners with the loading modal closed', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.startsWith('/api/form-checks')
        ? checkAnswer(url, 'ready')
        : new Response(
            JSON.stringify({
              messages: [
                { key: 'A', value: 'First problem.' },
                { key: 'B', value: 'Second problem.' },
              ],
            }),
            { status: 409 },
          ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    expect((screen.getByRole('radio', { name: 'TaxLens Report' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Next Day' }) as HTMLInputElement).checked).toBe(true);
    const place = screen.getByRole('button', { name: 'Place Order' }) as HTMLButtonElement;
    expect(place.disabled).toBe(true);

    fireEvent.change(screen.getByTestId('upload-8821-Birch Bakery LLC'), {
      target: { files: [new File(['%PDF-1.7 form'], '8821.pdf', { type: 'application/pdf' })] },
    });
    await screen.findByText('8821.pdf');
    expect(place.disabled).toBe(false);
    fireEvent.click(place);

    await screen.findByText('First problem.');
    expect(screen.getByText('Second problem.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Creating Order')).toBeNull());
    const [url, init] = fetchMock.mock.calls.find(([u]) => u === '/api/forms/upload8821') as unknown as [
      string,
      RequestInit,
    ];
    expect(url).toBe('/api/forms/upload8821');
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('checks the chosen form at once: a likely rejection shows its sentence and is sent only with a reason', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.startsWith('/api/form-checks')
        ? checkAnswer(url, 'likely_rejection')
        : new Response(JSON.stringify({ messages: [{ key: 'X', value: 'Stop here.' }] }), { status: 400 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    fireEvent.change(screen.getByTestId('upload-8821-Birch Bakery LLC'), {
      target: { files: [new File(['%PDF-1.7 form'], '8821.pdf', { type: 'application/pdf' })] },
    });
    await screen.findByText('Likely rejection', {}, { timeout: 3000 });
    expect(screen.getByText(/Line 4 is checked/)).toBeTruthy();
    // The pre-check is told the chosen product and add-ons, whose line 3 needs it checks (decision 285).
    const [, start] = fetchMock.mock.calls.find(([u]) => u === '/api/form-checks/client/c1') as unknown as [
      string,
      RequestInit,
    ];
    expect((start.body as FormData).get('product')).toBe('TAXLENS:NEXT_DAY');
    expect((start.body as FormData).get('taxReturnTranscripts')).toBe('true');
    expect(screen.getByRole('img', { name: 'Page 1 of 8821.pdf, the tax id covered' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Replace the form' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send for e-signature' })).toBeTruthy();
    const place = screen.getByRole('button', { name: 'Place Order' }) as HTMLButtonElement;
    expect(place.disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Send it anyway' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Why send it anyway/ }), {
      target: { value: 'The borrower re-signs today.' },
    });
    expect(place.disabled).toBe(false);
    fireEvent.click(place);
    await screen.findByText('Stop here.');
    const [, init] = fetchMock.mock.calls.find(([u]) => u === '/api/forms/upload8821') as unknown as [
      string,
      RequestInit,
    ];
    const body = init.body as FormData;
    expect(body.get('formCheckId')).toBe(CHECK_ID);
    expect(body.get('sendAnywayReason')).toBe('The borrower re-signs today.');
  });

  it('sends the form for e-signature instead, one click from the check', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.startsWith('/api/form-checks') ? checkAnswer(url, 'likely_rejection') : prefillAnswer(),
      ),
    );
    renderForm();
    fireEvent.change(screen.getByTestId('upload-8821-Birch Bakery LLC'), {
      target: { files: [new File(['%PDF-1.7 form'], '8821.pdf', { type: 'application/pdf' })] },
    });
    const esign = await screen.findByRole('button', { name: 'Send for e-signature' }, { timeout: 3000 });
    // The signer's fields are a chunk of their own, loaded when a signature is asked for (decision 331).
    await act(async () => fireEvent.click(esign));
    expect((screen.getByRole('radio', { name: /^Request signature/ }) as HTMLInputElement).checked).toBe(true);
    expect(await screen.findByRole('textbox', { name: /Signer name/ }, { timeout: 3000 })).toBeTruthy();
  });

  it("offers the bundle's other clients over the form once it has painted, and adds the chosen ones", async () => {
    const mate = { ...data.client, id: 'c2', businessName: 'Cedar Cafe LLC' };
    renderForm({ ...data, bundleClients: [mate] });
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeTruthy();
    const offer = await screen.findByRole('dialog', { name: 'Order for the rest of the bundle?' }, { timeout: 3000 });
    fireEvent.click(within(offer).getByRole('checkbox', { name: /Cedar Cafe LLC/ }));
    fireEvent.click(within(offer).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('group', { name: 'Clients' })).toBeTruthy();
    expect(screen.getByTestId('upload-8821-Cedar Cafe LLC')).toBeTruthy();
  });

  it('disables the form and names the pending order', () => {
    renderForm({ ...data, pendingOrder: { delivery: 'THREE_DAY', created: '2026-03-04T15:00:00Z' } });
    expect(
      screen.getByText('A Three Day order already exists for this client. It was placed on 03.04.2026.'),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Place Order' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers the 8821 on file where one is valid: choosing it hides the uploader and sends formOnFile instead of a file', async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ messages: [{ key: 'X', value: 'Stop here.' }] }), { status: 400 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderForm({
      ...data,
      formOnFile: { originalName: 'signed.pdf', uploadedAt: '2026-02-11T15:00:00Z', usableUntil: '2026-06-11' },
    });
    const place = screen.getByRole('button', { name: 'Place Order' }) as HTMLButtonElement;
    expect(place.disabled).toBe(true);

    fireEvent.click(
      screen.getByRole('radio', { name: 'Use the 8821 on file (uploaded 02.11.2026, usable until 06.11.2026)' }),
    );
    expect(screen.queryByTestId('upload-8821-Birch Bakery LLC')).toBeNull();
    expect(place.disabled).toBe(false);
    fireEvent.click(place);

    await screen.findByText('Stop here.');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const body = init.body as FormData;
    expect(body.get('formOnFile')).toBe('true');
    expect(body.get('file')).toBeNull();
  });

  it('requests a signature instead: the signer named and the relationship attested, the order is sent with the signer and no file', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.endsWith('/prefill')
        ? new Response(
            JSON.stringify({
              revision: 'Rev. January 2021',
              taxpayer: {
                name: 'Birch Bakery LLC',
                taxIdKind: 'EIN',
                taxId: '**-***1234',
                address: { line1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' },
                phone: null,
              },
              designees: [],
              matters: [],
            }),
            { status: 200, headers: { 'content-type': 'application/json' } },
          )
        : new Response(JSON.stringify({ messages: [{ key: 'X', value: 'Stop here.' }] }), { status: 400 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    const place = screen.getByRole('button', { name: 'Place Order' }) as HTMLButtonElement;
    fireEvent.click(screen.getByRole('radio', { name: /^Request signature/ }));
    expect(screen.queryByTestId('upload-8821-Birch Bakery LLC')).toBeNull();
    await screen.findByText(/Taxpayer: Birch Bakery LLC/);
    fireEvent.change(screen.getByRole('textbox', { name: /Signer name/ }), { target: { value: 'Dana Signer' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Signer e-mail/ }), {
      target: { value: 'dana@borrower.test' },
    });
    expect(place.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /existing business relationship/ }));
    expect(place.disabled).toBe(false);
    fireEvent.click(place);

    await screen.findByText('Stop here.');
    const [url, init] = fetchMock.mock.calls.find(([u]) => u === '/api/forms/upload8821') as unknown as [
      string,
      RequestInit,
    ];
    expect(url).toBe('/api/forms/upload8821');
    const body = init.body as FormData;
    expect(JSON.parse(String(body.get('signature')))).toEqual({
      signer: {
        signerName: 'Dana Signer',
        signerEmail: 'dana@borrower.test',
        signerMobile: null,
        signerTitle: null,
        identityLevel: 'KNOWN_BORROWER',
        attestRelationship: true,
      },
    });
    expect(body.get('file')).toBeNull();
    expect(body.get('formOnFile')).toBeNull();
  });

  const prefillAnswer = () =>
    new Response(
      JSON.stringify({
        revision: 'Rev. January 2021',
        taxpayer: {
          name: 'Birch Bakery LLC',
          taxIdKind: 'EIN',
          taxId: '**-***1234',
          address: { line1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' },
          phone: null,
        },
        designees: [],
        matters: [],
      }),
      { status: 200, headers: { 'content-type': 'application/json' } },
    );

  it("starts a new request from the client's signing contact, each part still editable", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => prefillAnswer()),
    );
    const signingContact = { name: 'Nora Quinn', email: 'nora@birch.test', mobile: '(512) 555-0177', title: 'Owner' };
    renderForm({ ...data, client: { ...data.client, signingContact } });
    fireEvent.click(screen.getByRole('radio', { name: /^Request signature/ }));
    const name = screen.getByRole('textbox', { name: /Signer name/ }) as HTMLInputElement;
    expect(name.value).toBe('Nora Quinn');
    expect((screen.getByRole('textbox', { name: /Signer e-mail/ }) as HTMLInputElement).value).toBe('nora@birch.test');
    expect((screen.getByRole('textbox', { name: /Signer mobile/ }) as HTMLInputElement).value).toBe('(512) 555-0177');
    expect((screen.getByRole('textbox', { name: /Signer title/ }) as HTMLInputElement).value).toBe('Owner');
    fireEvent.change(name, { target: { value: 'Nora B. Quinn' } });
    expect(name.value).toBe('Nora B. Quinn');
  });

  it('offers to wait for the open request already sent: the order then names that request, not a new signer', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.endsWith('/prefill')
        ? prefillAnswer()
        : new Response(JSON.stringify({ messages: [{ key: 'X', value: 'Stop here.' }] }), { status: 400 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const openSignatureRequest = {
      id: '5b0e8c1e-3f7a-4c55-9a8f-0d1c2b3a4e5f',
      signerName: 'Nora Quinn',
      spouseSignerName: null,
      status: 'OPENED' as const,
    };
    renderForm({ ...data, client: { ...data.client, openSignatureRequest } });
    fireEvent.click(screen.getByRole('radio', { name: /^Request signature/ }));
    const wait = screen.getByRole('radio', {
      name: /^Wait for the request already sent to Nora Quinn/,
    }) as HTMLInputElement;
    expect(wait.checked).toBe(true);
    expect(screen.queryByRole('textbox', { name: /Signer name/ })).toBeNull();
    const place = screen.getByRole('button', { name: 'Place Order' }) as HTMLButtonElement;
    expect(place.disabled).toBe(false);
    fireEvent.click(place);
    await screen.findByText('Stop here.');
    const [, init] = fetchMock.mock.calls.find(([u]) => u === '/api/forms/upload8821') as unknown as [
      string,
      RequestInit,
    ];
    expect(JSON.parse(String((init.body as FormData).get('signature')))).toEqual({
      requestId: openSignatureRequest.id,
    });

    fireEvent.click(screen.getByRole('radio', { name: /^Send a new request/ }));
    expect(screen.getByRole('textbox', { name: /Signer name/ })).toBeTruthy();
  });

  it("names both spouses' signers when the open request is a joint filers' pair", () => {
    const openSignatureRequest = {
      id: '5b0e8c1e-3f7a-4c55-9a8f-0d1c2b3a4e5f',
      signerName: 'Nora Quinn',
      spouseSignerName: 'Owen Quinn',
      status: 'SENT' as const,
    };
    renderForm({ ...data, client: { ...data.client, openSignatureRequest } });
    fireEvent.click(screen.getByRole('radio', { name: /^Request signature/ }));
    expect(
      screen.getByRole('radio', {
        name: /^Wait for the requests already sent to Nora Quinn and Owen Quinn \(joint filers\)/,
      }),
    ).toBeTruthy();
    expect(screen.getByText('The requests already sent are voided; their links stop working.')).toBeTruthy();
  });
});
